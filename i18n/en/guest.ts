/** `guest.*` texts (English, the typed source). */
export const guest = {};
