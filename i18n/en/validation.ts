/** Client-side validation messages (`validation.*`), SPEC §5 word for word. */
export const validation = {
  required: 'This field is required',
  atLeastOne: 'At least one item must be selected',
  invalidForm: 'Some fields are filled incorrectly. Fix the errors and try again.',
  email: 'Invalid email address. Please enter a valid email',
  phone: 'Phone number must start with + and contain only digits',
  url: 'Invalid URL. Please enter a valid address',
  greaterThan: 'Value must be greater than %{value}',
  passwordMin: 'Password must be at least %{min} characters long',
  passwordUpper: 'Password must contain an uppercase letter',
  passwordLower: 'Password must contain a lowercase letter',
  passwordDigit: 'Password must contain a digit',
  passwordExtra: 'Password must contain at least one of these characters: %{chars}',
  passwordsDiffer: 'Passwords do not match',
  fileType: 'This file type is not supported',
  fileSize: 'The file must not exceed %{smart_count} MB |||| The file must not exceed %{smart_count} MB',
  json: 'Enter valid JSON (an object)',
  domain:
    'Use only the part before the platform domain (for example my-org): lowercase letters, digits and hyphens',
  csvRequired: 'Required field "%{field}" is not mapped',
  csvAtLeastOne: 'Map at least one of: %{fields}',
  csvEmpty: 'The file contains no rows',
};
