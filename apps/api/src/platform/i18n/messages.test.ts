import { describe, expect, it } from 'vitest';
import { en } from './messages-en.ts';
import { es } from './messages-es.ts';
import { fr } from './messages-fr.ts';

function keys(value: object, prefix = ''): string[] {
  return Object.entries(value).flatMap(([k, v]) =>
    typeof v === 'object' && v !== null ? keys(v, `${prefix}${k}.`) : [`${prefix}${k}`],
  );
}

describe('API message catalogs', () => {
  it('hold the same keys in fr, en and es, none empty', () => {
    const reference = keys(fr).sort();
    expect(keys(en).sort()).toEqual(reference);
    expect(keys(es).sort()).toEqual(reference);
    for (const catalog of [fr, en, es]) {
      for (const key of reference) {
        const text = key.split('.').reduce<unknown>((o, k) => (o as Record<string, unknown>)[k], catalog);
        expect(typeof text === 'string' && text.length > 0, key).toBe(true);
      }
    }
  });

  it('keeps the spec French session message word for word', () => {
    expect(fr.errors.SESSION_EXPIRED).toBe(
      'Votre session a expiré. Vous serez redirigé pour vous connecter à nouveau.',
    );
  });
});
