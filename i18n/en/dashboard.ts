/** `dashboard.*` texts (English, the typed source). */
export const dashboard = {};
