import {
  type MarketFulfilmentStatus,
  type MarketPaymentStatus,
  nextFulfilmentStatuses,
} from '@platform/domain';
import { recordAudit } from '../../platform/audit/audit-repository.ts';
import type { Db } from '../../platform/db/client.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import type { MerchantContext } from '../auth/access-guards.ts';
import type { ClientInfo } from '../auth/login.ts';
import { createRefund } from '../refunds/create-refund.ts';
import { requireOwnShop } from './manage-market-store.ts';
import {
  findItemsOfOrders,
  findOrdersOfShop,
  getOrderOfMerchant,
  getTransactionReference,
  lockOrder,
  updateOrder,
} from './market-repository.ts';
import { giveBackOrderStock } from './market-stock.ts';
import { toOrderView } from './market-view.ts';

type Ctx = Pick<MerchantContext, 'merchantId' | 'mode' | 'userId'>;

/** A shop's orders, newest first: by default those paid (the ones to prepare), else all. */
export async function listMarketOrders(
  db: Db,
  ctx: Ctx,
  query: { shop: string; status?: MarketFulfilmentStatus | undefined; payment: 'paid' | 'all' },
) {
  await requireOwnShop(db, ctx, query.shop);
  const rows = await findOrdersOfShop(db, query.shop, ctx.mode, {
    status: query.status,
    paidOnly: query.payment === 'paid',
  });
  const items = await findItemsOfOrders(
    db,
    rows.map((r) => r.order.id),
  );
  return {
    orders: rows.map(({ order, reference }) => toOrderView(order, items.get(order.id) ?? [], reference)),
  };
}

export async function getMarketOrder(db: Db, ctx: Ctx, id: string) {
  const order = await getOrderOfMerchant(db, id, ctx.merchantId, ctx.mode);
  if (!order) throw new AppError('MARKET_ORDER_NOT_FOUND');
  const items = await findItemsOfOrders(db, [id]);
  return {
    order: toOrderView(order, items.get(id) ?? [], await getTransactionReference(db, order.transactionId)),
  };
}

/**
 * The merchant moves an order along new → preparing → shipped → delivered, or cancels it
 * (packages/domain market.ts says which moves are allowed). Cancelling a paid order refunds the
 * customer in full through the refund flow and puts its items back in stock, in one transaction
 * (a refund the rules refuse, e.g. a card payment, refuses the cancellation). Audited.
 */
export async function updateMarketOrderStatus(
  db: Db,
  ctx: Ctx,
  id: string,
  to: MarketFulfilmentStatus,
  client: ClientInfo,
) {
  await db.transaction(async (tx) => {
    const order = await lockOrder(tx, id);
    if (!order || order.merchantId !== ctx.merchantId || order.mode !== ctx.mode)
      throw new AppError('MARKET_ORDER_NOT_FOUND');
    const from = order.fulfilmentStatus as MarketFulfilmentStatus;
    const payment = order.paymentStatus as MarketPaymentStatus;
    if (!nextFulfilmentStatuses(from, payment).includes(to)) throw new AppError('MARKET_ORDER_STATUS');
    let refundId: string | null = null;
    if (to === 'cancelled' && payment === 'paid' && order.transactionId) {
      const refund = await createRefund(
        tx,
        { merchantId: ctx.merchantId, mode: ctx.mode, userId: ctx.userId, shopId: order.shopId },
        { transaction: order.transactionId, reason: `FeexMarket ${order.id}` },
      );
      refundId = refund.id;
      if (order.stockState === 'sold') await giveBackOrderStock(tx, order, 'returned');
    }
    await updateOrder(tx, id, {
      fulfilmentStatus: to,
      ...(refundId ? { paymentStatus: 'refunded', refundId } : {}),
    });
    await recordAudit(tx, {
      event: 'market.order_status_changed',
      userId: ctx.userId,
      merchantId: ctx.merchantId,
      ip: client.ip,
      userAgent: client.userAgent ?? null,
      details: {
        order: id,
        from,
        to,
        ...(refundId ? { refund: refundId, amount: order.total.toString() } : {}),
      },
    });
  });
  return getMarketOrder(db, ctx, id);
}
