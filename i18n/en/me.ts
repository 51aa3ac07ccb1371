/** `me.*` texts (English, the typed source). */
export const me = {};
