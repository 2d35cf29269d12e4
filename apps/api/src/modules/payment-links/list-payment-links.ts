import type { LinkKind } from '@platform/contracts';
import type { Db } from '../../platform/db/client.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import { getShopForMerchant } from '../shops/shops-repository.ts';
import { toPaymentLinkView } from './payment-link-view.ts';
import { findShopPaymentLinks } from './payment-links-repository.ts';
import { findPaidTotals } from './source-stats-repository.ts';

/** The links (or quick links) of one of the caller's shops, each with its statistics. */
export async function listPaymentLinks(
  db: Db,
  ctx: { merchantId: string; mode: 0 | 1 },
  shopId: string,
  kind: LinkKind,
) {
  const shop = await getShopForMerchant(db, shopId, ctx.merchantId, ctx.mode);
  if (!shop) throw new AppError('SHOP_NOT_FOUND');
  const rows = await findShopPaymentLinks(db, shop.id, ctx.mode, kind);
  const totals = await findPaidTotals(
    db,
    kind,
    rows.map((r) => r.id),
  );
  const now = new Date();
  return { links: rows.map((row) => toPaymentLinkView(row, totals.get(row.id), now)) };
}
