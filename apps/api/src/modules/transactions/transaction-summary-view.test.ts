import { describe, expect, it } from 'vitest';
import { formatFrenchLongDate, toTransactionListItem } from './transaction-summary-view.ts';

describe('toTransactionListItem', () => {
  const createdAt = new Date('2026-11-21T08:05:00Z');

  it("fills the spec's defaults for missing fields", () => {
    const item = toTransactionListItem({
      id: 'txn_1',
      reference: 'txn_1',
      createdAt,
      status: null,
      amount: null,
      fee: null,
      firstName: null,
      phoneNumber: null,
      merchantReference: null,
      email: null,
      type: null,
      operator: null,
      description: null,
    });
    expect(item).toMatchObject({
      status: 'FAILED',
      amount: 0,
      commission_amount: 0,
      first_name: 'N/A',
      marchand_reference: 'N/A',
      email: 'N/A',
      type: 'Paiement',
      mains: { main: 'Mobile Money', tel: 'Non-renseigné' },
      url: '',
      description: '',
    });
  });

  it('writes the date in French, long, 24-hour, in Benin time', () => {
    expect(formatFrenchLongDate(createdAt)).toBe('21 novembre 2026 à 09:05');
  });
});
