import type { Db } from '../../platform/db/client.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import { getPaymentPageForMerchant, updatePaymentPage } from './payment-pages-repository.ts';

/** Removes one of the caller's pages from its lists; it stops opening (its payments stay). */
export async function deletePaymentPage(db: Db, ctx: { merchantId: string; mode: 0 | 1 }, id: string) {
  const row = await getPaymentPageForMerchant(db, id, ctx.merchantId, ctx.mode);
  if (!row) throw new AppError('PAYMENT_PAGE_NOT_FOUND');
  await updatePaymentPage(db, row.id, { deletedAt: new Date(), enabled: false });
}
