import { describe, expect, it } from 'vitest';
import { createTranslator, dictionaries } from './i18n.ts';

function keys(value: object, prefix = ''): string[] {
  return Object.entries(value).flatMap(([k, v]) =>
    typeof v === 'object' && v !== null ? keys(v, `${prefix}${k}.`) : [`${prefix}${k}`],
  );
}

describe('light checkout i18n', () => {
  it('has the same keys in fr, en and es, none empty', () => {
    const reference = keys(dictionaries.fr).sort();
    expect(keys(dictionaries.en).sort()).toEqual(reference);
    expect(keys(dictionaries.es).sort()).toEqual(reference);
    for (const locale of ['fr', 'en', 'es'] as const) {
      const t = createTranslator(locale);
      for (const key of reference) expect(t(key).length, `${locale} ${key}`).toBeGreaterThan(0);
    }
  });

  it('translates with placeholders in each language', () => {
    expect(createTranslator('fr')('pay.submit', { amount: '5 000 F CFA' })).toBe('Payer 5 000 F CFA');
    expect(createTranslator('en')('end.redirectIn', { seconds: 3 })).toBe('Back to the merchant in 3 s…');
    expect(createTranslator('es')('end.successTitle')).toBe('Pago realizado');
  });

  it('keeps the spec French rule messages word for word', () => {
    const t = createTranslator('fr');
    expect(t('validation.required')).toBe('Ce champ est obligatoire');
    expect(t('validation.amountMin')).toBe('Ce nombre doit être supérieur à 0');
    expect(t('validation.amountMax', { ip: '7 000 000 000' })).toBe(
      'Ce nombre doit être inférieur à 7 000 000 000',
    );
    expect(t('errors.pageNotFound')).toBe('Page non trouvée');
  });

  it('falls back to the key when a text is missing, and leaves unknown placeholders', () => {
    expect(createTranslator('en')('nope.missing')).toBe('nope.missing');
    expect(createTranslator('en')('pay.to')).toBe('Payment to {merchant}');
  });
});
