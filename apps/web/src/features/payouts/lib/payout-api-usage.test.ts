import { DEMO_PAYOUT_API_USAGE } from '@platform/domain';
import { describe, expect, it } from 'vitest';
import { createI18n } from '../../../shared/i18n/i18n.ts';
import { payoutApiUsage } from './payout-api-usage.ts';

describe('payout-API usage', () => {
  it("shows the demo seed's usage in the reader's language, a typed one as typed", () => {
    const demo = { usage: DEMO_PAYOUT_API_USAGE };
    expect(payoutApiUsage(demo, createI18n('fr').t)).toBe('Démo : serveur local');
    expect(payoutApiUsage(demo, createI18n('en').t)).toBe('Demo: local server');
    expect(payoutApiUsage(demo, createI18n('es').t)).toBe('Demo: servidor local');
    expect(payoutApiUsage({ usage: 'Paiement des livreurs' }, createI18n('en').t)).toBe(
      'Paiement des livreurs',
    );
  });
});
