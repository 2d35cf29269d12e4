import type { Db } from '../../platform/db/client.ts';
import {
  getCheckoutSession,
  getOpenAttempt,
  updateCheckoutSession,
} from '../checkout/checkout-repository.ts';
import { findExpiredReservations, lockOrder, updateOrder } from './market-repository.ts';
import { giveBackOrderStock } from './market-stock.ts';

/**
 * An order still holding stock whose checkout session has expired unpaid gives it back and
 * becomes `expired` (its session too), in one transaction under the order's lock: once, whoever
 * gets there first (the scheduled sweep or the customer's order page). An attempt still waiting
 * for the operator keeps the stock: its final answer decides (payment hooks).
 */
export async function expireMarketOrder(db: Db, orderId: string, now = new Date()) {
  return db.transaction(async (tx) => {
    const order = await lockOrder(tx, orderId);
    if (order?.paymentStatus !== 'pending' || order.stockState !== 'reserved') return false;
    const session = await getCheckoutSession(tx, order.sessionId);
    if (!session?.expiresAt || session.expiresAt.getTime() > now.getTime() || session.status === 'paid')
      return false;
    if (await getOpenAttempt(tx, order.sessionId)) return false;
    await giveBackOrderStock(tx, order, 'released');
    await updateOrder(tx, order.id, { paymentStatus: 'expired' });
    await updateCheckoutSession(tx, order.sessionId, { status: 'expired' });
    return true;
  });
}

/** The sweep (market.release-expired, every minute): every expired reservation, oldest first. */
export async function releaseExpiredMarketOrders(db: Db, now = new Date()) {
  let released = 0;
  for (;;) {
    const ids = await findExpiredReservations(db, now);
    let progressed = 0;
    for (const id of ids) if (await expireMarketOrder(db, id, now)) progressed++;
    released += progressed;
    if (ids.length < 100 || progressed === 0) return released;
  }
}
