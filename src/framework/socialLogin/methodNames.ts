import { socialProviderName } from '../../api/contract/rules/socialProviderName';
import type { AuthMethod } from './useSocialMethods';

/**
 * The name each social method's button gives it: its provider ("Google"), and where two types
 * offer the same provider, the type's title too ("Google · Staff"), so the buttons can be told
 * apart. Same order as the methods.
 */
export function methodNames(methods: readonly AuthMethod[]): string[] {
  const offers = new Map<string, number>();
  for (const method of methods) offers.set(method.provider ?? '', (offers.get(method.provider ?? '') ?? 0) + 1);
  return methods.map((method) => {
    const name = socialProviderName(method.provider ?? '');
    return (offers.get(method.provider ?? '') ?? 0) > 1 ? `${name} · ${method.title}` : name;
  });
}
