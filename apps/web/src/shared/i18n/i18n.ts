import { DEFAULT_LOCALE, LOCALES, type Locale } from '@platform/domain';
import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { enCatalog, esCatalog, frCatalog } from './catalogs.ts';

export const resources = {
  fr: { translation: frCatalog },
  en: { translation: enCatalog },
  es: { translation: esCatalog },
} as const;

/** Creates the app's i18next instance in the given language; catalogs are bundled, so it is ready at once. */
export function createI18n(lng: Locale = DEFAULT_LOCALE): I18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    resources,
    lng,
    fallbackLng: DEFAULT_LOCALE,
    supportedLngs: [...LOCALES],
    interpolation: { escapeValue: false },
    initAsync: false,
    returnNull: false,
  });
  return instance;
}
