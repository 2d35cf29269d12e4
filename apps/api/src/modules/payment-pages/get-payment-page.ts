import type { PaymentPageDetailResponse } from '@platform/contracts';
import type { Db } from '../../platform/db/client.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import { toSourcePayment } from '../payment-links/payment-link-view.ts';
import { findPaidTotals, findSourcePayments } from '../payment-links/source-stats-repository.ts';
import { toPaymentPageView } from './payment-page-view.ts';
import { findPageItems, getPaymentPageForMerchant } from './payment-pages-repository.ts';

/** One of the caller's pages with its statistics and payment attempts. */
export async function getPaymentPage(
  db: Db,
  ctx: { merchantId: string; mode: 0 | 1 },
  id: string,
): Promise<PaymentPageDetailResponse> {
  const row = await getPaymentPageForMerchant(db, id, ctx.merchantId, ctx.mode);
  if (!row) throw new AppError('PAYMENT_PAGE_NOT_FOUND');
  const items = await findPageItems(db, [row.id]);
  const totals = await findPaidTotals(db, 'page', [row.id]);
  const payments = await findSourcePayments(db, 'page', row.id);
  return {
    page: toPaymentPageView(row, items.get(row.id) ?? [], totals.get(row.id)),
    payments: payments.map(toSourcePayment),
  };
}
