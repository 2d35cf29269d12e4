import type { Db } from '../../platform/db/client.ts';
import { recordWebhookEvent } from '../webhooks/record-webhook-event.ts';
import { toPayoutStatus } from './payout-view.ts';
import type { PayoutRow } from './payouts-repository.ts';

/** The webhook event of a payout's final state (outbox, in the caller's transaction). */
export async function announcePayout(tx: Db, row: PayoutRow, type: 'payout.successful' | 'payout.failed') {
  const view = toPayoutStatus(row);
  await recordWebhookEvent(tx, {
    merchantId: row.merchantId,
    shopId: row.shopId,
    mode: row.mode === 0 ? 0 : 1,
    type,
    reference: row.reference,
    payload: { event: type, type: 'PAYOUT', source: row.sourceKind, ...view },
  });
}
