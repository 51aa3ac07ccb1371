import { z } from 'zod/mini';

/** 422 body: `{ message, errors: { json: { field: [messages] } } }` (SPEC §5). */
export const ValidationErrorBody = z.object({
  message: z.string(),
  errors: z.object({ json: z.record(z.string(), z.array(z.string())) }),
});
export type ValidationErrorBody = z.infer<typeof ValidationErrorBody>;

/** Every other error body: `{ message }`. */
export const ErrorBody = z.object({ message: z.string() });
export type ErrorBody = z.infer<typeof ErrorBody>;

/**
 * Server messages the console translates for display (SPEC §8). The simulator sends exactly these
 * strings in `message` / field errors, a `%{name}` placeholder filled in (`serverMessageText`); i18n
 * keys `server.<key>` hold their translations, with the same placeholders.
 */
export const serverMessages = {
  accountNotFound: 'No account found with this email',
  alreadyExists: 'Already exists, please use a different value',
  currentPasswordWrong: 'Current password is wrong',
  passwordUpper: 'Password must contain an uppercase letter',
  passwordLower: 'Password must contain a lowercase letter',
  passwordDigit: 'Password must contain a digit',
  passwordSpecial: 'Password must contain one of the required special characters',
  /** `%{min}`: the auth type's min_length (SPEC §8: "too short (under 6 characters)"). */
  passwordShort: 'Password is too short (under %{min} characters)',
  socialLinkedElsewhere: 'This social account is already linked to another user',
  socialTokenUnknown: 'The social provider did not issue this token',
  paymentTokenUnknown: 'The payment provider did not issue this token',
  paymentTokenUsed: 'This payment token has already been used',
  paymentAmountWrong: 'The amount does not match the price of the sign-up',
  paymentDeclined: 'The payment was declined',
  profileExists: 'A profile in this project already exists for this user',
  credentialExists: 'Credentials for this auth type are already created for the user',
  userExists: 'User already exists',
  invalidCredentials: 'Invalid email or password. Please check your credentials and try again.',
  required: 'This field is required',
  invalidEmail: 'Invalid email address. Please enter a valid email',
  invalidPhone: 'Phone number must start with + and contain only digits',
  invalidUrl: 'Invalid URL. Please enter a valid address',
  lastLoginMethod: 'You cannot remove the last login method.',
  passwordsDiffer: 'Passwords do not match',
  invalidForm: 'Some fields are filled incorrectly. Fix the errors and try again.',
  resetLinkInvalid: 'The password reset link is invalid or has expired. Please request a new link.',
  signUpLinkInvalid: 'This sign-up link is no longer valid or has expired.',
  unauthorized: 'Unauthorized',
  forbidden: 'Forbidden',
  notFound: 'Not found',
  demoLocked: 'This feature is locked in demo mode',
  adminOnly: 'You need administrator access',
  notOffered: 'This option is not offered by the service',
  redirectNotAllowed: "This return address is not on the organization's console",
  /** `%{bytes}`: the algorithm's hash size (RFC 7518 §3.2), `%{algorithm}`: HS256, HS384 or HS512. */
  secretTooShort: 'The secret key must be at least %{bytes} bytes long for %{algorithm}',
  /** `%{key}`: the key family (`RSA`, `EC P-256`), `%{algorithm}`: the type's algorithm. */
  publicKeyInvalid: 'Enter a PEM public key (BEGIN PUBLIC KEY) of type %{key} for %{algorithm}',
  privateKeyInvalid: 'Enter a PEM private key (BEGIN PRIVATE KEY, PKCS #8) of type %{key} for %{algorithm}',
  keyPairMismatch: 'The private key does not belong to this public key',
  staleVersion: 'This record was changed by someone else since you opened it',
  /** `%{received}`: rows the upload received, `%{rows}`: rows the completion call counted. */
  importIncomplete: 'The upload is incomplete: %{received} of %{rows} rows arrived. Nothing was imported.',
  importNotCompleted: 'The upload was not completed. Nothing was imported.',
  /** `%{max}`: the field's maximum length (fieldRules.ts). */
  tooLong: 'Too long: at most %{max} characters',
  invalidCharacters: 'Remove control, direction and invisible characters',
  /** `%{max}`: the field's maximum. */
  tooLarge: 'Enter a number of at most %{max}',
  invalidHeaderName: "A header name takes only letters, digits and !#$%&'*+-.^_`|~",
  invalidChoice: 'Choose one of the offered values',
  invalidDate: 'Enter a date as YYYY-MM-DD',
  unknownReference: 'No such record: choose an existing one',
  /** `%{dependents}`: the records that refer to it, by resource and id (`webhookEndpoint 3, 5`). */
  referencedBy: 'Still referred to by %{dependents}: change or delete them first',
} as const;
export type ServerMessageKey = keyof typeof serverMessages;
