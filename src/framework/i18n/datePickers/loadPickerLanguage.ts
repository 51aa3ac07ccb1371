import type { Locale } from '../../../../i18n/locales';
import { lazyModule, type LazyModule } from '../../lazyModule';
import type { PickerLanguage } from './PickerLanguage';

/**
 * Each language a chunk of its own (its dayjs locale registers itself on load), fetched with the
 * picker when the console speaks it. Portuguese is Portugal's, as the catalog is.
 */
const languages: Record<Locale, LazyModule<PickerLanguage>> = {
  en: lazyModule(() => import('./languages/en').then((module) => module.en)),
  ru: lazyModule(() => import('./languages/ru').then((module) => module.ru)),
  de: lazyModule(() => import('./languages/de').then((module) => module.de)),
  pt: lazyModule(() => import('./languages/pt').then((module) => module.pt)),
  fr: lazyModule(() => import('./languages/fr').then((module) => module.fr)),
  ro: lazyModule(() => import('./languages/ro').then((module) => module.ro)),
  zh: lazyModule(() => import('./languages/zh').then((module) => module.zh)),
  es: lazyModule(() => import('./languages/es').then((module) => module.es)),
};

/**
 * The pickers' words and calendar in `locale`, downloaded once (again after a failure, which the
 * caller reports: `lazyPicker` loads it with the picker's code).
 */
export const loadPickerLanguage = (locale: Locale): Promise<PickerLanguage> => languages[locale].preload();
