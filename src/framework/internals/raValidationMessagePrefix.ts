/**
 * The marker before a validation message that carries interpolation arguments: react-admin's
 * `ValidationError` (the text under an input) reads what follows it as `{ message, args }` JSON and
 * translates `message` with `args`.
 */
export const raValidationMessagePrefix = '@@react-admin@@';
