/** `adminPages.*` texts (English, the typed source). */
export const adminPages = {};
