import type { PublicStorefrontResponse } from '@platform/contracts';
import type { Db } from '../../platform/db/client.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import {
  findItemsOfOrders,
  findProductsOfShop,
  getOrder,
  getStoreBySlug,
  getStoreOfShop,
} from './market-repository.ts';
import { marketPhotoUrl, toPublicOrderView } from './market-view.ts';
import { expireMarketOrder } from './release-expired-market-orders.ts';

/** What a customer sees on `/market/{slug}`: the storefront and its active products (a closed one: no products). */
export async function getStorefront(db: Db, slug: string): Promise<PublicStorefrontResponse> {
  const found = await getStoreBySlug(db, slug);
  if (!found || found.shopStatus === 'deleted') throw new AppError('MARKET_STORE_NOT_FOUND');
  const { store } = found;
  const open = store.enabled && found.shopStatus === 'active';
  const products = open ? await findProductsOfShop(db, store.shopId, store.mode === 1 ? 1 : 0, true) : [];
  return {
    store: {
      slug: store.slug,
      name: store.name,
      description: store.description,
      shop_name: found.shopName,
      shop_logo_url: found.shopLogoKey
        ? `/api/public/shop-logos/${store.shopId}?v=${found.shopUpdatedAt.getTime()}`
        : null,
      brand_color: found.shopBrandColor,
      enabled: open,
      mode: store.mode === 1 ? 'LIVE' : 'SANDBOX',
    },
    products: products.map((p) => ({
      _id: p.id,
      name: p.name,
      description: p.description,
      price: Number(p.price),
      stock: p.stock,
      categories: p.categories,
      photos: p.photos.map(marketPhotoUrl),
    })),
  };
}

/**
 * The customer's order page (`/market/order/{id}`, the checkout's return address; the order id
 * is the secret of the link). A pending order past its payment window is expired here too.
 */
export async function getPublicMarketOrder(db: Db, id: string) {
  let order = await getOrder(db, id);
  if (!order) throw new AppError('MARKET_ORDER_NOT_FOUND');
  if (order.paymentStatus === 'pending' && (await expireMarketOrder(db, id)))
    order = (await getOrder(db, id))!;
  const store = (await getStoreOfShop(db, order.shopId))!;
  const items = (await findItemsOfOrders(db, [id])).get(id) ?? [];
  const payable =
    (order.paymentStatus === 'pending' || order.paymentStatus === 'failed') &&
    order.fulfilmentStatus !== 'cancelled';
  return { order: toPublicOrderView(order, items, store, payable) };
}
