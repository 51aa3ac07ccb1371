/** `history.*` texts (English, the typed source). */
export const history = {};
