import { describe, expect, it } from 'vitest';
import { createI18n } from '../../../shared/i18n/i18n.ts';
import { ledgerKindLabel } from './ledger-kind.ts';

describe('ledgerKindLabel', () => {
  it('translates every kind and never shows the internal name', () => {
    expect(ledgerKindLabel('collection.settled', createI18n('fr').t)).toBe('Paiement encaissé');
    expect(ledgerKindLabel('COLLECTION.SETTLED', createI18n('en').t)).toBe('Payment collected');
    expect(ledgerKindLabel('payout.hold', createI18n('es').t)).toBe('Importe reservado para un pago');
    expect(ledgerKindLabel('something.new', createI18n('en').t)).toBe('Ledger entry');
  });
});
