export const jwtAlgorithms = [
  'HS256',
  'HS384',
  'HS512',
  'RS256',
  'RS384',
  'RS512',
  'ES256',
  'ES384',
  'ES512',
  'PS256',
] as const;
export const socialProviders = ['google', 'github', 'facebook', 'apple', 'microsoft', 'gitlab'] as const;
/** Resources the CSV import accepts (served as `sources` in the init data). */
export const importSources = ['project', 'permission', 'user'] as const;
export type ImportSource = (typeof importSources)[number];
export const simulatorVersion = '1.0.0';
/** What the sign-up costs (served in the init data; the sign-up charges exactly this). */
export const signUpPrice = { amount_cents: 4900, currency: 'USD' } as const;
export const greaterThan = (value: number | string) => `Value must be greater than ${value}`;
