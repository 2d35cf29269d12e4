import { DEFAULT_LOCALE, type Locale } from '@platform/domain';
import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { enCatalog, esCatalog, frCatalog } from './catalogs.ts';
import { I18N_OPTIONS } from './i18n-options.ts';

export const resources = {
  fr: { translation: frCatalog },
  en: { translation: enCatalog },
  es: { translation: esCatalog },
} as const;

/**
 * An i18next instance with all three languages bundled, ready at once: for tests. The app loads only the
 * language it shows, and of it the texts of the area shown (app-i18n.ts).
 */
export function createI18n(lng: Locale = DEFAULT_LOCALE): I18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({ ...I18N_OPTIONS, resources, lng });
  return instance;
}
