import type { TFunction } from 'i18next';
import { shortReference } from '../../../shared/lib/short-reference.ts';

/** The motif the server writes on a refund's payout (create-refund.ts), in French. */
const REFUND_MOTIF = /^Remboursement (\S+)$/;

/**
 * A payout's motif as the reader's language says it: a refund's payout carries a French motif made
 * by the server ("Remboursement txn_…"), shown as "Refund of txn_01m8…" on /en; a motif the
 * merchant typed is shown as typed.
 */
export function payoutMotif(payout: { motif: string; source?: string }, t: TFunction): string {
  const refund = REFUND_MOTIF.exec(payout.motif.trim());
  if (refund) return t('payouts.list.refundMotif', { reference: shortReference(refund[1]!) });
  return payout.motif;
}
