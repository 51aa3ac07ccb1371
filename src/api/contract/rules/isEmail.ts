const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Whether a value looks like an e-mail address: something@domain.tld, no spaces (callers trim first). */
export const isEmail = (value: unknown): boolean => typeof value === 'string' && emailPattern.test(value);
