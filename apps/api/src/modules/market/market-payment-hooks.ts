import type { Db } from '../../platform/db/client.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import { enqueueInTx } from '../../platform/jobs/enqueue-in-tx.ts';
import type { CheckoutSessionRow } from '../checkout/checkout-repository.ts';
import { getOpenAttempt } from '../checkout/checkout-repository.ts';
import type { TransactionRow } from '../collections/transactions-repository.ts';
import { createRefund } from '../refunds/create-refund.ts';
import { marketOrderMailJobSpec } from './market-jobs.ts';
import { getOrder, lockOrder, lockOrdersOfTransactions, updateOrder } from './market-repository.ts';
import { giveBackOrderStock, retakeOrderStock } from './market-stock.ts';

const ofMarket = (rows: TransactionRow[]) => rows.filter((row) => row.source === 'market');

/**
 * Settlement hook: the orders these successful collections pay become `paid`, their reserved
 * stock `sold`, and the customer's confirmation e-mail is queued, all in the settlement's
 * transaction. An order whose stock had been given back (its payment had been failed as EXPIRED
 * and succeeded late) takes it again; when it is no longer there the order is cancelled and the
 * customer refunded in full through the refund flow. An order already paid (a second payment of
 * its session) is left to the checkout's duplicate refund.
 */
export async function settleMarketOrders(tx: Db, settled: TransactionRow[]) {
  const rows = ofMarket(settled);
  if (rows.length === 0) return;
  const locked = await lockOrdersOfTransactions(
    tx,
    rows.map((r) => r.id),
  );
  const now = new Date();
  for (const { order, transactionId } of locked) {
    if (order.paymentStatus === 'paid' || order.paymentStatus === 'refunded') continue;
    if (order.stockState === 'released') {
      const retaken = await tx
        .transaction(async (savepoint) => {
          await retakeOrderStock(savepoint, order);
          return true;
        })
        .catch((error: unknown) => {
          if (error instanceof AppError && error.code === 'MARKET_OUT_OF_STOCK') return false;
          throw error;
        });
      if (!retaken) {
        await refundUnfillableOrder(tx, order.id, transactionId, now);
        continue;
      }
    }
    await updateOrder(tx, order.id, {
      paymentStatus: 'paid',
      stockState: 'sold',
      transactionId,
      paidAt: now,
    });
    if (order.customerEmail) await enqueueInTx(tx, marketOrderMailJobSpec, { orderId: order.id });
  }
}

async function refundUnfillableOrder(tx: Db, orderId: string, transactionId: string, now: Date) {
  const order = (await getOrder(tx, orderId))!;
  let refundId: string | null = null;
  try {
    const refund = await tx.transaction((savepoint) =>
      createRefund(
        savepoint,
        { merchantId: order.merchantId, mode: order.mode === 1 ? 1 : 0, userId: null, shopId: order.shopId },
        { transaction: transactionId, reason: `FeexMarket ${order.id}: stock épuisé` },
      ),
    );
    refundId = refund.id;
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
  }
  await updateOrder(tx, order.id, {
    paymentStatus: refundId ? 'refunded' : 'paid',
    fulfilmentStatus: 'cancelled',
    transactionId,
    paidAt: now,
    refundId,
  });
}

/**
 * Failure hook: an order whose payment attempt failed gives its stock back (once: its stock
 * state moves from reserved under the order's lock) and shows the failure. The customer may pay
 * again on the same checkout while it is open: the attempt takes the stock back first
 * (holdStockForAttempt).
 */
export async function releaseFailedMarketOrders(tx: Db, failed: TransactionRow[]) {
  const rows = ofMarket(failed);
  if (rows.length === 0) return;
  const locked = await lockOrdersOfTransactions(
    tx,
    rows.map((r) => r.id),
  );
  for (const { order } of locked) {
    if (order.paymentStatus !== 'pending' || order.stockState !== 'reserved') continue;
    if (await getOpenAttempt(tx, order.sessionId)) continue;
    await giveBackOrderStock(tx, order, 'released');
    await updateOrder(tx, order.id, { paymentStatus: 'failed' });
  }
}

/**
 * Checkout attempt hook: a new attempt to pay an order whose stock was given back (an earlier
 * attempt failed) takes it again first, or is refused with MARKET_OUT_OF_STOCK; a cancelled order
 * is not payable.
 */
export async function holdStockForAttempt(tx: Db, session: CheckoutSessionRow) {
  if (session.sourceKind !== 'market') return;
  const order = await lockOrder(tx, session.sourceId);
  if (!order) return;
  if (order.fulfilmentStatus === 'cancelled' || order.paymentStatus === 'expired')
    throw new AppError('MARKET_ORDER_NOT_PAYABLE');
  if (order.stockState !== 'released') return;
  await retakeOrderStock(tx, order);
  await updateOrder(tx, order.id, { stockState: 'reserved', paymentStatus: 'pending' });
}
