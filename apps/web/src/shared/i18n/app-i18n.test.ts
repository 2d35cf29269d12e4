import { describe, expect, it } from 'vitest';
import { ensureTexts, startI18n } from './app-i18n.ts';

describe('the app instance', () => {
  it('takes the texts a route asked for before it was ready', async () => {
    const starting = startI18n('en');
    // The page's chunks and texts are asked for at start, before the shared texts have arrived.
    const texts = ensureTexts(['transactions']);
    const i18n = await starting;
    await texts;
    expect(i18n.t('transactions.list.heading')).toBe('Transactions');
    expect(i18n.exists('transactions.list.heading')).toBe(true);
  });
});
