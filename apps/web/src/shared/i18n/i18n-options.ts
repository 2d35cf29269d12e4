import { DEFAULT_LOCALE, LOCALES } from '@platform/domain';
import type { InitOptions } from 'i18next';

/** The options every i18next instance of the app starts with (the app's, and the tests' with all languages). */
export const I18N_OPTIONS = {
  fallbackLng: DEFAULT_LOCALE,
  supportedLngs: [...LOCALES],
  interpolation: { escapeValue: false },
  initAsync: false,
  returnNull: false,
} satisfies InitOptions;
