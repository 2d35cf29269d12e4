import type { Locale } from '@platform/domain';
import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Catalog } from './catalog-fr.ts';
import { I18N_OPTIONS } from './i18n-options.ts';

/** Each language's catalog is its own chunk: a page downloads the one it shows. */
const LOADERS: Record<Locale, () => Promise<{ catalog: Catalog }>> = {
  fr: () => import('./catalog-fr.ts'),
  en: () => import('./catalog-en.ts'),
  es: () => import('./catalog-es.ts'),
};

/** The app's i18next instance, once the shown language's catalog has arrived. */
export async function startI18n(lng: Locale): Promise<I18n> {
  const { catalog } = await LOADERS[lng]();
  const instance = i18next.createInstance();
  await instance
    .use(initReactI18next)
    .init({ ...I18N_OPTIONS, lng, resources: { [lng]: { translation: catalog } } });
  return instance;
}

/** Switches to `lng`, first fetching its catalog when this page has not shown that language yet. */
export async function switchLanguage(instance: I18n, lng: Locale): Promise<void> {
  if (!instance.hasResourceBundle(lng, 'translation')) {
    const { catalog } = await LOADERS[lng]();
    instance.addResourceBundle(lng, 'translation', catalog);
  }
  await instance.changeLanguage(lng);
}
