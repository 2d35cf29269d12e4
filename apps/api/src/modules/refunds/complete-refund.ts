import type { Db } from '../../platform/db/client.ts';
import type { PayoutRow } from '../payouts/payouts-repository.ts';
import { recordWebhookEvent } from '../webhooks/record-webhook-event.ts';
import { runRefundHooks } from './refund-hooks.ts';
import {
  getRefundedCollection,
  sumActiveRefunds,
  sumSucceededRefunds,
  updateRefund,
} from './refunds-repository.ts';

/**
 * A refund follows its payout's final state, in the same transaction, and the refunded
 * transaction's webhook says so: `transaction.refunded` on success (with the amount refunded and
 * the total refunded so far), `transaction.refund_failed` on failure.
 */
export async function completeRefund(tx: Db, payout: PayoutRow) {
  if (payout.sourceKind !== 'refund' || !payout.sourceId) return;
  const status = payout.status === 'SUCCESSFUL' ? 'SUCCESSFUL' : 'FAILED';
  const refund = await updateRefund(tx, payout.sourceId, { status, completedAt: new Date() });
  if (!refund) return;
  const collection = await getRefundedCollection(tx, refund.transactionId);
  if (!collection) return;
  const type = status === 'SUCCESSFUL' ? 'transaction.refunded' : 'transaction.refund_failed';
  const refunded = await sumActiveRefunds(tx, collection.id);
  if (status === 'SUCCESSFUL') {
    // Growth: a commission earned on the collection is taken back pro rata (refund-hooks.ts).
    await runRefundHooks(tx, {
      refund,
      collection,
      refundedTotal: await sumSucceededRefunds(tx, collection.id),
    });
  }
  await recordWebhookEvent(tx, {
    merchantId: collection.merchantId,
    shopId: collection.shopId,
    mode: collection.mode === 0 ? 0 : 1,
    type,
    reference: collection.reference,
    payload: {
      event: type,
      mode: collection.mode === 1 ? 'LIVE' : 'SANDBOX',
      reference: collection.reference,
      status: collection.status,
      amount: Number(collection.amount),
      refund: {
        id: refund.id,
        amount: Number(refund.amount),
        status,
        payout_reference: payout.reference,
        reason: refund.reason,
      },
      refunded_amount: Number(refunded),
      phoneNumber: collection.phoneNumber,
      reseau: collection.operator,
    },
  });
}
