export const socialProviders = ['google', 'github', 'facebook', 'apple', 'microsoft', 'gitlab'] as const;
export const simulatorVersion = '1.0.0';
/** What the sign-up costs (served in the init data; the sign-up charges exactly this). */
export const signUpPrice = { amount_cents: 4900, currency: 'USD' } as const;
