import { createContext, useContext } from 'react';
import en from '../locales/en.json';
import es from '../locales/es.json';
import fr from '../locales/fr.json';
import type { CheckoutLocale } from './router.ts';

export type Dictionary = typeof fr;
const DICTIONARIES: Readonly<Record<CheckoutLocale, Dictionary>> = { fr, en, es };

/** `pay.title` → the text in the dictionary; `{name}` placeholders filled from params. */
export type Translate = (key: string, params?: Record<string, string | number>) => string;

/** A translator for one language: missing keys fall back to French, then to the key itself. */
export function createTranslator(locale: CheckoutLocale): Translate {
  const lookup = (dictionary: unknown, key: string): string | undefined => {
    let node: unknown = dictionary;
    for (const part of key.split('.')) {
      if (typeof node !== 'object' || node === null) return undefined;
      node = (node as Record<string, unknown>)[part];
    }
    return typeof node === 'string' ? node : undefined;
  };
  return (key, params) => {
    const text = lookup(DICTIONARIES[locale], key) ?? lookup(DICTIONARIES.fr, key) ?? key;
    return params ? text.replace(/\{(\w+)\}/g, (all, name: string) => String(params[name] ?? all)) : text;
  };
}

export type I18n = { locale: CheckoutLocale; t: Translate };
export const I18nContext = createContext<I18n>({ locale: 'fr', t: createTranslator('fr') });
export const useI18n = () => useContext(I18nContext);

export const dictionaries = DICTIONARIES;
