import type { Db } from '../../platform/db/client.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import { getPaymentLinkForMerchant, updatePaymentLink } from './payment-links-repository.ts';

/** Removes one of the caller's links from its lists; it stops opening (its payments stay). */
export async function deletePaymentLink(db: Db, ctx: { merchantId: string; mode: 0 | 1 }, id: string) {
  const row = await getPaymentLinkForMerchant(db, id, ctx.merchantId, ctx.mode);
  if (!row) throw new AppError('PAYMENT_LINK_NOT_FOUND');
  await updatePaymentLink(db, row.id, { deletedAt: new Date(), enabled: false });
}
