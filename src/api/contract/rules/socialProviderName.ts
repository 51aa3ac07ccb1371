/** Brand names as the providers write them; others get a capital first letter. */
const brandNames: Readonly<Record<string, string>> = { github: 'GitHub', gitlab: 'GitLab', linkedin: 'LinkedIn' };

/** A social provider's name as shown, by the console and by the simulated provider's pages (`github` → GitHub). */
export function socialProviderName(provider: string): string {
  return brandNames[provider] ?? provider.charAt(0).toUpperCase() + provider.slice(1);
}
