import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishMessages from 'ra-language-english';
import frenchMessages from 'ra-language-french';
import russianMessages from 'ra-language-russian';
import type { TranslationMessages } from 'ra-core';
import { serverMessages } from '../../../src/api/contract/errors';
import { en } from '../../../i18n/en';
import { loadMessages, locales, type Locale, type Messages } from '../../../i18n/locales';
import { pendingTranslations } from '../../../i18n/pendingTranslations';
import { pluralForms } from '../../../i18n/pluralForms';

type Leaves = Map<string, string>;

const flatten = (node: unknown, prefix = '', out: Leaves = new Map()): Leaves => {
  if (typeof node === 'string') out.set(prefix, node);
  else if (node && typeof node === 'object')
    for (const [key, value] of Object.entries(node)) flatten(value, prefix ? `${prefix}.${key}` : key, out);
  else throw new Error(`${prefix} is neither a string nor an object`);
  return out;
};

const placeholders = (text: string) => new Set([...text.matchAll(/%\{(\w+)\}/g)].map((m) => m[1]!));
const variants = (text: string) => text.split(' |||| ');

/**
 * Values a translation may share with English because they are spelt the same in that language:
 * - everywhere: 'ID', 'E-mail' and 'Alias', used as is in every Latin-script language here;
 * - per language, ordinary words that happen to be identical to the English ones (German keeps
 *   Basic, the name of the authentication scheme, as its type's help does).
 * Strings made only of placeholders and punctuation (e.g. '%{name}') and react-admin's blank
 * `ra.boolean.null` (' ') are also allowed: there is nothing to translate in them.
 */
const sameAsEnglish: { all: readonly string[] } & Partial<Record<Exclude<Locale, 'en'>, readonly string[]>> = {
  all: ['ID', 'ID %{id}', 'E-mail', 'Alias'],
  ru: [],
  de: ['Name', 'Computer', 'Tablet', 'Basic', 'Administrator'],
  pt: ['Tablet'],
  fr: ['Type', 'Code', 'Page %{page}', 'Actions', 'Action', 'Sessions'],
  ro: ['Prefix', 'Inspector', 'Administrator'],
  zh: [],
  es: ['No', 'Inspector'],
};
const nothingToTranslate = (text: string) => text.replace(/%\{\w+\}/g, '').replace(/[\s\p{P}\p{S}]/gu, '') === '';

/**
 * Interpolations a translation may leave out: react-admin passes `field` alongside
 * `field_lower_first` (languages that capitalise nouns use `field`), and it never passes
 * `recordRepresentation` to the bulk update dialog: English shows it only in its singular variant,
 * which Chinese (one variant for every count) does not have.
 */
const equivalentPlaceholders: Record<string, string> = { field_lower_first: 'field' };
const omittable: Partial<Record<Locale, Record<string, string[]>>> = {
  zh: {
    'ra.message.bulk_update_content': ['recordRepresentation'],
    'ra.message.bulk_update_title': ['recordRepresentation'],
  },
};

const englishLeaves = flatten(en);
const others = locales.map((l) => l.locale).filter((l): l is Exclude<Locale, 'en'> => l !== 'en');
const catalogs = Object.fromEntries(
  await Promise.all(others.map(async (locale) => [locale, await loadMessages(locale)] as const)),
) as Record<Exclude<Locale, 'en'>, Messages>;

describe('English catalog', () => {
  it('translates exactly the server messages of the API contract, with their English texts', () => {
    expect(Object.keys(en.server)).toEqual(Object.keys(serverMessages));
    for (const [key, text] of Object.entries(serverMessages))
      expect(en.server[key as keyof typeof serverMessages]).toBe(text);
  });

  it('carries react-admin messages identical to ra-language-english, but for the spec wording', () => {
    // SPEC §5 words the invalid-form message; react-admin shows ra.message.invalid_form.
    const specWording = { message: { ...englishMessages.ra.message, invalid_form: en.validation.invalidForm } };
    expect(en.ra).toEqual({ ...englishMessages.ra, ...specWording });
    expect(en.ra.message.invalid_form).toBe('Some fields are filled incorrectly. Fix the errors and try again.');
  });

  it('is usable as react-admin translation messages', () => {
    const messages: TranslationMessages = en;
    expect(messages.ra.action.save).toBe('Save');
  });

  it('uses the spec texts for validation and sign-in failure', () => {
    expect(en.validation.required).toBe(serverMessages.required);
    expect(en.validation.invalidForm).toBe(serverMessages.invalidForm);
    expect(en.validation.passwordsDiffer).toBe(serverMessages.passwordsDiffer);
    expect(en.app.signIn.failure).toBe(serverMessages.invalidCredentials);
  });

  it('has no empty value', () => {
    for (const [key, text] of englishLeaves) if (key !== 'ra.boolean.null') expect(text.trim(), key).not.toBe('');
  });
});

describe('locales', () => {
  it('lists the languages once, English first, each named', () => {
    const codes = locales.map((l) => l.locale);
    expect(codes[0]).toBe('en');
    expect(new Set(codes).size).toBe(codes.length);
    for (const { name } of locales) expect(name.trim()).not.toBe('');
  });

  it('counts plural forms as polyglot chooses them', () => {
    expect(Object.fromEntries(['en', 'ru', 'ro', 'zh', 'de'].map((locale) => [locale, pluralForms(locale)]))).toEqual({
      en: 2,
      ru: 3,
      ro: 3,
      zh: 1,
      de: 2,
    });
  });

  it('keeps pending translations only for the listed languages other than English', () => {
    const others = new Set<string>(locales.map((l) => l.locale).filter((locale) => locale !== 'en'));
    expect(Object.keys(pendingTranslations).filter((locale) => !others.has(locale))).toEqual([]);
  });

  it('loads English as the synchronous catalog', async () => {
    await expect(loadMessages('en')).resolves.toBe(en);
  });
});

describe.each(others)('%s catalog', (locale) => {
  const leaves = flatten(catalogs[locale]);
  const allowed = new Set([...sameAsEnglish.all, ...(sameAsEnglish[locale] ?? [])]);
  const pending = new Set(pendingTranslations[locale] ?? []);

  it('has exactly the keys of the English catalog', () => {
    expect([...leaves.keys()].sort()).toEqual([...englishLeaves.keys()].sort());
  });

  it('has no empty value', () => {
    for (const [key, text] of leaves) {
      const english = englishLeaves.get(key) ?? '';
      if (english.trim() !== '') expect(text.trim(), key).not.toBe('');
    }
  });

  it('translates every text (except the short allow-list and the pending entries)', () => {
    const untranslated = [...leaves].filter(
      ([key, text]) =>
        text === englishLeaves.get(key) && !allowed.has(text) && !nothingToTranslate(text) && !pending.has(key),
    );
    expect(untranslated).toEqual([]);
  });

  it(`lists as pending (i18n/${locale}/pending.json) only entries that are there and still English`, () => {
    // A translated entry leaves the list: `npm run i18n:pending` and npm test's summary count it.
    const stale = [...pending].filter((key) => {
      const text = leaves.get(key);
      const english = variants(englishLeaves.get(key) ?? '');
      return text === undefined || !variants(text).every((variant) => english.includes(variant));
    });
    expect(stale).toEqual([]);
    expect([...pending]).toEqual([...pending].sort());
  });

  it('keeps every interpolation of the English text', () => {
    const missing: string[] = [];
    for (const [key, english] of englishLeaves) {
      const found = placeholders(leaves.get(key) ?? '');
      for (const name of placeholders(english)) {
        const alias = equivalentPlaceholders[name];
        if (found.has(name) || (alias && found.has(alias))) continue;
        if (omittable[locale]?.[key]?.includes(name)) continue;
        missing.push(`${key}: %{${name}}`);
      }
    }
    expect(missing).toEqual([]);
  });

  it("uses the language's number of plural forms wherever English pluralises", () => {
    const wrong = [...leaves]
      .filter(([key]) => variants(englishLeaves.get(key)!).length > 1)
      .filter(([, text]) => variants(text).length !== pluralForms(locale))
      .map(([key]) => key);
    expect(wrong).toEqual([]);
    const unexpected = [...leaves]
      .filter(([key, text]) => variants(englishLeaves.get(key)!).length === 1 && variants(text).length > 1)
      .map(([key]) => key);
    expect(unexpected).toEqual([]);
  });

  it('formats plurals through polyglot for 1, 2, 5 and 21 items', () => {
    const { translate } = polyglotI18nProvider(() => catalogs[locale], locale);
    for (const count of [1, 2, 5, 21]) {
      const text = translate('ra.notification.deleted', { smart_count: count });
      expect(text).not.toContain('||||');
      expect(text).not.toMatch(/%\{/);
      if (count > 1) expect(text).toContain(String(count));
    }
  });
});

describe.each([
  ['fr', frenchMessages],
  ['ru', russianMessages],
] as const)('%s react-admin messages', (locale, languagePackage) => {
  it("are the language package's, but for the few texts the catalog corrects", () => {
    const ours = flatten(catalogs[locale].ra);
    const theirs = flatten(languagePackage.ra);
    const corrected = [...ours].filter(([key, text]) => theirs.get(key) !== text).map(([key]) => key);
    expect(corrected.length).toBeGreaterThan(0);
    expect(corrected.length / ours.size).toBeLessThan(0.15);
  });
});

describe('plural forms in context', () => {
  const t = (locale: Locale, key: string, smartCount: number) =>
    polyglotI18nProvider(() => (locale === 'en' ? en : catalogs[locale]), locale).translate(key, {
      smart_count: smartCount,
    });

  it('names resources in the plural for menus (react-admin asks with smart_count 2)', () => {
    expect(t('en', 'resources.project.name', 2)).toBe('Projects');
    expect(t('ru', 'resources.project.name', 2)).toBe('Проекты');
    expect(t('ro', 'resources.project.name', 2)).toBe('Proiecte');
    expect(t('zh', 'resources.project.name', 2)).toBe('项目');
  });

  it('words the size limit in the singular for 1 and the plural otherwise (SPEC §5)', () => {
    expect(t('en', 'validation.fileSize', 1)).toBe('The file must not exceed 1 megabyte');
    expect(t('en', 'validation.fileSize', 5)).toBe('The file must not exceed 5 megabytes');
    expect(t('fr', 'validation.fileSize', 1)).toContain('1 mégaoctet');
    expect(t('fr', 'validation.fileSize', 5)).toContain('5 mégaoctets');
  });

  it('agrees Russian and Romanian counted nouns with the number', () => {
    expect(t('ru', 'validation.fileSize', 1)).toContain('1 мегабайт');
    expect(t('ru', 'validation.fileSize', 3)).toContain('3 мегабайта');
    expect(t('ru', 'validation.fileSize', 5)).toContain('5 мегабайт');
    expect(t('ru', 'validation.fileSize', 21)).toContain('21 мегабайт');
    expect(t('ro', 'validation.fileSize', 1)).toContain('1 megaoctet');
    expect(t('ro', 'validation.fileSize', 5)).toContain('5 megaocteți');
    expect(t('ro', 'validation.fileSize', 25)).toContain('25 de megaocteți');
  });
});
