import type { ComponentType } from 'react';
import { defaultLocale, isLocale, type Locale } from '../../../../i18n/locales';
import { lazyComponent, type LazyComponent } from '../../lazyComponent';
import { lazyModule } from '../../lazyModule';
import { loadPickerLanguage } from './loadPickerLanguage';
import type { PickerFieldProps } from './PickerFieldProps';
import type { PickerLanguage } from './PickerLanguage';

/** A picker given its language (`DatePickerField`, `DateTimePickerField`). */
export type LocalizedPicker = ComponentType<PickerFieldProps & { language: PickerLanguage }>;

export interface LazyPicker {
  /** The picker in `locale` (the console's chosen language), one component per language. */
  (locale: string): LazyComponent<PickerFieldProps>;
  /** Starts downloading the picker's code ahead of need. */
  preload(): void;
}

/**
 * A picker whose code (MUI X, dayjs) and language part load together on first use: its language is
 * there from its first render, so nothing in it suspends halfway (React replays such a component
 * and loses its state). A load failure is reported as every lazily loaded module's is.
 */
export function lazyPicker(load: () => Promise<LocalizedPicker>): LazyPicker {
  const code = lazyModule(load);
  const byLocale = new Map<Locale, LazyComponent<PickerFieldProps>>();
  const inLocale = (chosen: string) => {
    const locale = isLocale(chosen) ? chosen : defaultLocale;
    let picker = byLocale.get(locale);
    if (!picker) {
      picker = lazyComponent(() =>
        Promise.all([code.preload(), loadPickerLanguage(locale)]).then(([Picker, language]) => {
          const Localized = (props: PickerFieldProps) => <Picker {...props} language={language} />;
          return Localized;
        }),
      );
      byLocale.set(locale, picker);
    }
    return picker;
  };
  return Object.assign(inLocale, { preload: () => void code.preload().catch(() => undefined) });
}
