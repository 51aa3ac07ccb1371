/** SPEC §5: a phone number starts with '+' and contains only digits (at least one). */
export const phonePattern = /^\+\d+$/;

/** Whether a value is a phone number by the spec's rule (SPEC §5). */
export const isPhone = (value: unknown): boolean => typeof value === 'string' && phonePattern.test(value);
