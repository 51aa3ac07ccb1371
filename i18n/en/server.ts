/**
 * Translations of the server's messages (`server.*`, SPEC §8). Keys and English texts are exactly
 * `serverMessages` of src/api/contract/errors.ts (checked by tests/unit/i18n).
 */
export const server = {
  accountNotFound: 'No account found with this email',
  alreadyExists: 'Already exists, please use a different value',
  currentPasswordWrong: 'Current password is wrong',
  passwordUpper: 'Password must contain an uppercase letter',
  passwordLower: 'Password must contain a lowercase letter',
  passwordDigit: 'Password must contain a digit',
  passwordSpecial: 'Password must contain one of the required special characters',
  passwordShort: 'Password is too short',
  socialLinkedElsewhere: 'This social account is already linked to another user',
  profileExists: 'A profile in this project already exists for this user',
  credentialExists: 'Credentials for this auth type are already created for the user',
  userExists: 'User already exists',
  invalidCredentials: 'Invalid email or password. Please check your credentials and try again.',
  required: 'This field is required',
  invalidEmail: 'Invalid email address. Please enter a valid email',
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
};
