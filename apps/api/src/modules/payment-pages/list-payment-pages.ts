import type { Db } from '../../platform/db/client.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import { findPaidTotals } from '../payment-links/source-stats-repository.ts';
import { getShopForMerchant } from '../shops/shops-repository.ts';
import { toPaymentPageView } from './payment-page-view.ts';
import { findPageItems, findShopPaymentPages } from './payment-pages-repository.ts';

/** The pages of one of the caller's shops, each with its items and statistics. */
export async function listPaymentPages(db: Db, ctx: { merchantId: string; mode: 0 | 1 }, shopId: string) {
  const shop = await getShopForMerchant(db, shopId, ctx.merchantId, ctx.mode);
  if (!shop) throw new AppError('SHOP_NOT_FOUND');
  const rows = await findShopPaymentPages(db, shop.id, ctx.mode);
  const ids = rows.map((r) => r.id);
  const items = await findPageItems(db, ids);
  const totals = await findPaidTotals(db, 'page', ids);
  return { pages: rows.map((row) => toPaymentPageView(row, items.get(row.id) ?? [], totals.get(row.id))) };
}
