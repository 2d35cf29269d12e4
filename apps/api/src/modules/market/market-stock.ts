import type { Db } from '../../platform/db/client.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import {
  findItemsOfOrders,
  getStockLeft,
  giveBackStock,
  type MarketOrderRow,
  takeStock,
  updateOrder,
} from './market-repository.ts';

type Line = { productId: string; name: string; quantity: number };

/**
 * Takes the stock of every line, in product id order (two carts lock the same products in the
 * same order: no deadlock), in the caller's transaction. The first line short of stock refuses
 * the whole cart with MARKET_OUT_OF_STOCK (the caller's transaction rolls the others back).
 */
export async function takeStockOfLines(tx: Db, lines: readonly Line[]) {
  const sorted = [...lines].sort((a, b) =>
    a.productId < b.productId ? -1 : a.productId > b.productId ? 1 : 0,
  );
  for (const line of sorted) {
    if (await takeStock(tx, line.productId, line.quantity)) continue;
    const left = await getStockLeft(tx, line.productId);
    throw new AppError('MARKET_OUT_OF_STOCK', { params: { product: line.name, left } });
  }
}

async function linesOf(tx: Db, orderId: string): Promise<Line[]> {
  const items = (await findItemsOfOrders(tx, [orderId])).get(orderId) ?? [];
  return items.map((item) => ({ productId: item.productId, name: item.name, quantity: item.quantity }));
}

/** Takes again the stock of an order that had released it (a new attempt, a late success). */
export async function retakeOrderStock(tx: Db, order: MarketOrderRow) {
  await takeStockOfLines(tx, await linesOf(tx, order.id));
}

/**
 * Gives an order's stock back, once: the caller holds the order's row lock and has checked its
 * stock state (reserved or sold); `to` is what the order's stock becomes.
 */
export async function giveBackOrderStock(tx: Db, order: MarketOrderRow, to: 'released' | 'returned') {
  for (const line of await linesOf(tx, order.id)) await giveBackStock(tx, line.productId, line.quantity);
  return updateOrder(tx, order.id, { stockState: to });
}
