import type { TFunction } from 'i18next';

const KNOWN = new Set([
  'collection.settled',
  'payout.hold',
  'payout.settled',
  'payout.released',
  'refund',
  'adjustment',
  'commission.accrued',
  'commission.reversed',
  'commission.transferred',
  'withdrawal.hold',
  'withdrawal.paid',
  'withdrawal.released',
]);

/** A ledger entry's kind as a person reads it ("Paiement encaissé"), never its internal name. */
export function ledgerKindLabel(kind: string, t: TFunction): string {
  const key = kind.toLowerCase();
  return KNOWN.has(key)
    ? t(`transactions.ledgerKinds.${key as 'refund'}`)
    : t('transactions.ledgerKinds.other');
}
