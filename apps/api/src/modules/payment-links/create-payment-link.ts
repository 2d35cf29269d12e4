import type { CreatePaymentLinkInput } from '@platform/contracts';
import type { Db } from '../../platform/db/client.ts';
import { newId } from '../../platform/db/ids.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import { getShopForMerchant } from '../shops/shops-repository.ts';
import { toPaymentLinkView } from './payment-link-view.ts';
import { insertPaymentLink } from './payment-links-repository.ts';

type Ctx = { merchantId: string; mode: 0 | 1; userId: string };

/**
 * A link or a quick link for one of the caller's shops in the session's mode. A quick link is
 * for one named customer: a fixed amount, single use, nothing else to collect.
 */
export async function createPaymentLink(db: Db, ctx: Ctx, input: CreatePaymentLinkInput, now = new Date()) {
  const shop = await getShopForMerchant(db, input.shop, ctx.merchantId, ctx.mode);
  if (shop?.status !== 'active') throw new AppError('SHOP_NOT_FOUND');
  const expiresAt = input.expires_at ? new Date(input.expires_at) : null;
  if (expiresAt && expiresAt.getTime() <= now.getTime()) throw new AppError('PAYMENT_LINK_EXPIRY_PAST');
  const quick = input.kind === 'quicklink';
  const row = await insertPaymentLink(db, {
    id: newId(quick ? 'qlk' : 'lnk'),
    merchantId: ctx.merchantId,
    shopId: shop.id,
    mode: ctx.mode,
    kind: input.kind,
    title: input.title,
    description: input.description ?? null,
    amount: input.amount ?? null,
    reusable: quick ? false : input.reusable,
    expiresAt,
    collectName: !quick && Boolean(input.collect?.name),
    collectEmail: !quick && Boolean(input.collect?.email),
    collectPhone: !quick && Boolean(input.collect?.phone),
    returnUrl: input.return_url ?? null,
    customerName: quick ? (input.customer?.name ?? null) : null,
    customerPhone: quick ? input.customer?.phone?.replace(/\s/g, '') || null : null,
    customerEmail: quick ? input.customer?.email?.toLowerCase() || null : null,
    createdBy: ctx.userId,
  });
  return toPaymentLinkView(row, undefined, now);
}
