/** `imports.*` texts (English, the typed source). */
export const imports = {};
