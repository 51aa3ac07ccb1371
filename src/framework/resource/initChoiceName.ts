import { socialProviderName } from '../../api/contract/rules/socialProviderName';
import type { InitChoices } from './ResourceDeclaration';

/**
 * How a choice taken from the initial data reads when no catalog names it: social providers by
 * their brand names (`github` → GitHub, proper nouns in every language); other lists by value.
 */
const namers: Partial<Record<InitChoices, (value: string) => string>> = { social_providers: socialProviderName };

export const initChoiceName = (from: InitChoices | undefined, value: string): string =>
  (from && namers[from]?.(value)) ?? value;
