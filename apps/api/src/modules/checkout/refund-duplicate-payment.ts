import type { Db } from '../../platform/db/client.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import {
  getTransactionById,
  insertTransactionEvent,
  type TransactionRow,
} from '../collections/transactions-repository.ts';
import { createRefund } from '../refunds/create-refund.ts';
import { recordWebhookEvent } from '../webhooks/record-webhook-event.ts';
import type { CheckoutSettlement } from './mark-checkout-session-paid.ts';

/** The webhook event of a second payment of a checkout session, refunded automatically. */
export const DUPLICATE_PAYMENT_EVENT = 'transaction.duplicate';

/**
 * A checkout session paid twice (an attempt we had failed as EXPIRED succeeded late, after
 * another attempt paid the session): the second payment is refunded in full to the payer through
 * the refund flow (a refund and its payout, held on the shop's balance the settlement just
 * credited), in the caller's transaction, after the settlement's ledger entry. The timeline says
 * so and the merchant gets a `transaction.duplicate` webhook (then `transaction.refunded` when
 * the refund's payout is final). A refund the rules refuse (a card payment, a balance too short
 * for the payout fee, a shop gone) rolls back alone: the event and the webhook then carry
 * `refund: null` and the refusal's code, for the merchant to refund by hand. Called once per
 * late success (the collection's state changes once, under its row lock).
 */
export async function refundDuplicatePayment(tx: Db, row: TransactionRow, settlement: CheckoutSettlement) {
  const mode = row.mode === 0 ? 0 : 1;
  let refund: Awaited<ReturnType<typeof createRefund>> | undefined;
  let refusal: string | null = null;
  try {
    refund = await tx.transaction((savepoint) =>
      createRefund(
        savepoint,
        { merchantId: row.merchantId, mode, userId: null, shopId: row.shopId },
        { transaction: row.id, reason: `Paiement en double de la session ${settlement.sessionId}` },
      ),
    );
  } catch (error) {
    refusal = error instanceof AppError ? error.code : 'REFUND_FAILED';
  }
  const paidBy = await getTransactionById(tx, settlement.paidBy);
  const refundView = refund
    ? { id: refund.id, amount: Number(refund.amount), status: refund.status, payout_id: refund.payoutId }
    : null;
  await insertTransactionEvent(tx, row.id, 'checkout.duplicate', {
    session: settlement.sessionId,
    paidBy: paidBy?.reference ?? settlement.paidBy,
    refund: refund?.id ?? null,
    ...(refusal ? { refusal } : {}),
  });
  await recordWebhookEvent(tx, {
    merchantId: row.merchantId,
    shopId: row.shopId,
    mode,
    type: DUPLICATE_PAYMENT_EVENT,
    reference: row.reference,
    payload: {
      event: DUPLICATE_PAYMENT_EVENT,
      mode: mode === 1 ? 'LIVE' : 'SANDBOX',
      reference: row.reference,
      status: row.status,
      amount: Number(row.amount),
      phoneNumber: row.phoneNumber,
      reseau: row.operator,
      checkout_session: settlement.sessionId,
      paid_by: paidBy?.reference ?? null,
      refund: refundView,
      refund_error: refusal,
    },
  });
}
