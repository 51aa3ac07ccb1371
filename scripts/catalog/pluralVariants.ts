import { pluralForms } from '../../i18n/pluralForms';

/**
 * An English text laid out for `locale`'s plural forms (pure but for polyglot's rules): a text
 * without variants as it is; "one |||| many" as many variants as the language has, the plural
 * repeated where it has more (Russian: one |||| many |||| many), the plural alone where it has one
 * (Chinese). What a catalog holds in English until translated.
 */
export function inPluralForms(english: string, locale: string): string {
  const variants = english.split(' |||| ');
  if (variants.length === 1) return english;
  const forms = pluralForms(locale);
  const many = variants.at(-1)!;
  return (forms === 1 ? [many] : [variants[0]!, ...Array<string>(forms - 1).fill(many)]).join(' |||| ');
}
