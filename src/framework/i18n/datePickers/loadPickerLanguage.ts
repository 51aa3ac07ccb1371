import { catalogExport, localeCodes, type Locale } from '../../../../i18n/locales';
import { lazyModule, type LazyModule } from '../../lazyModule';
import type { PickerLanguage } from './PickerLanguage';

/** Each language's module (`languages/<code>.ts`, exporting it under the code's name, as the catalogs do). */
const modules = import.meta.glob<Record<string, PickerLanguage>>('./languages/*.ts');

/**
 * Each language of i18n/locales.ts a chunk of its own (its dayjs locale registers itself on load),
 * fetched with the picker when the console speaks it. Portuguese is Portugal's, as the catalog is.
 */
const languages = Object.fromEntries(
  localeCodes.map((locale) => {
    const load = modules[`./languages/${locale}.ts`];
    if (!load) throw new Error(`datePickers/languages/${locale}.ts is missing: the language is in i18n/locales.ts`);
    return [locale, lazyModule(() => load().then((module) => module[catalogExport(locale)]!))];
  }),
) as Record<Locale, LazyModule<PickerLanguage>>;

/**
 * The pickers' words and calendar in `locale`, downloaded once (again after a failure, which the
 * caller reports: `lazyPicker` loads it with the picker's code).
 */
export const loadPickerLanguage = (locale: Locale): Promise<PickerLanguage> => languages[locale].preload();
