import { describe, expect, it } from 'vitest';
import { createI18n } from '../../../shared/i18n/i18n.ts';
import { payoutMotif } from './payout-motif.ts';

describe('payoutMotif', () => {
  it("says a refund's motif in the reader's language, with the reference shortened", () => {
    const motif = 'Remboursement txn_01m8bmq6jtzty8g7hq561b';
    expect(payoutMotif({ motif }, createI18n('en').t)).toBe('Refund of txn_01m8…hq561b');
    expect(payoutMotif({ motif }, createI18n('es').t)).toBe('Reembolso de txn_01m8…hq561b');
    expect(payoutMotif({ motif }, createI18n('fr').t)).toBe('Remboursement de txn_01m8…hq561b');
  });

  it('shows a typed motif as typed', () => {
    expect(payoutMotif({ motif: 'Salaire de novembre' }, createI18n('en').t)).toBe('Salaire de novembre');
  });
});
