import { interpolate, type Locale } from '@platform/domain';
import { en } from './messages-en.ts';
import { es } from './messages-es.ts';
import { fr, type Messages } from './messages-fr.ts';

const catalogs: Record<Locale, Messages> = { fr, en, es };

export function messagesFor(locale: Locale): Messages {
  return catalogs[locale];
}

type Section = keyof Messages;

/** A text of one catalog section, with `{name}` placeholders filled. */
export function translate<S extends Section>(
  locale: Locale,
  section: S,
  key: keyof Messages[S],
  params: Record<string, string | number> = {},
): string {
  const text = catalogs[locale][section][key] as unknown as string;
  return interpolate(text, params);
}
