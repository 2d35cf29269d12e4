import type { PlaceMarketOrderInput } from '@platform/contracts';
import { cartTotal, isValidAmount, MARKET_PAYMENT_WINDOW_MINUTES, normalizePhone } from '@platform/domain';
import type { Db } from '../../platform/db/client.ts';
import { newId } from '../../platform/db/ids.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import { localizedUrl } from '../../platform/mail/templates.ts';
import { openCheckoutSession } from '../checkout/open-checkout-session.ts';
import { findSellableProducts, getStoreBySlug, insertOrder } from './market-repository.ts';
import { takeStockOfLines } from './market-stock.ts';
import { orderPagePath } from './market-view.ts';

/** A storefront that takes orders, or the refusal a customer should see. */
export async function requireOpenStore(db: Db, slug: string) {
  const found = await getStoreBySlug(db, slug);
  if (!found || found.shopStatus === 'deleted') throw new AppError('MARKET_STORE_NOT_FOUND');
  if (!found.store.enabled || found.shopStatus !== 'active') throw new AppError('MARKET_STORE_CLOSED');
  return found;
}

/**
 * A customer orders a cart on a storefront: in ONE transaction the stock of every line is taken
 * (never more than is left, whatever the number of carts racing: see takeStockOfLines), the
 * order is written and a checkout session (source `market`, 30 minutes) is opened for its total.
 * The customer then pays on the hosted checkout; the order page is its return address. The stock
 * comes back if the payment fails or the session expires (market-payment-hooks.ts,
 * release-expired-market-orders.ts).
 */
export async function placeMarketOrder(db: Db, appUrl: string, slug: string, input: PlaceMarketOrderInput) {
  const quantities = new Map<string, number>();
  for (const line of input.items)
    quantities.set(line.product, (quantities.get(line.product) ?? 0) + line.quantity);
  const phone = normalizePhone(input.phone) ?? normalizePhone(input.phone, 'BJ');
  if (!phone) throw new AppError('INVALID_PHONE_NUMBER');
  return db.transaction(async (tx) => {
    const { store } = await requireOpenStore(tx, slug);
    const mode = store.mode === 1 ? 1 : 0;
    const products = await findSellableProducts(tx, store.shopId, mode, [...quantities.keys()]);
    if (products.length !== quantities.size) throw new AppError('MARKET_PRODUCT_NOT_FOUND');
    const lines = products.map((p) => ({
      productId: p.id,
      name: p.name,
      unitPrice: p.price,
      quantity: quantities.get(p.id)!,
    }));
    const total = cartTotal(lines);
    if (!isValidAmount(total)) throw new AppError('INVALID_AMOUNT');
    await takeStockOfLines(tx, lines);
    const id = newId('ord');
    const back = localizedUrl(appUrl, input.locale, orderPagePath(id));
    const session = await openCheckoutSession(tx, {
      merchantId: store.merchantId,
      shopId: store.shopId,
      mode,
      source: { kind: 'market', id },
      amount: total,
      description: `${store.name} — ${lines.map((l) => `${l.quantity} × ${l.name}`).join(', ')}`.slice(
        0,
        500,
      ),
      returnUrl: back,
      cancelUrl: back,
      expiresAt: new Date(Date.now() + MARKET_PAYMENT_WINDOW_MINUTES * 60_000),
      customer: { firstName: input.name, ...(input.email ? { email: input.email } : {}) },
      merchantReference: id,
    });
    await insertOrder(
      tx,
      {
        id,
        merchantId: store.merchantId,
        shopId: store.shopId,
        mode,
        storeId: store.id,
        customerName: input.name,
        customerPhone: phone.e164,
        customerEmail: input.email ?? null,
        deliveryAddress: input.address,
        locale: input.locale,
        total,
        sessionId: session.id,
      },
      lines.map((l) => ({
        id: newId('moi'),
        orderId: id,
        productId: l.productId,
        name: l.name,
        unitPrice: l.unitPrice,
        quantity: l.quantity,
      })),
    );
    return { order: { _id: id, path: orderPagePath(id) }, checkout_url: session.url };
  });
}
