import type { PaymentLinkDetailResponse } from '@platform/contracts';
import type { Db } from '../../platform/db/client.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import { toPaymentLinkView, toSourcePayment } from './payment-link-view.ts';
import { getPaymentLinkForMerchant } from './payment-links-repository.ts';
import { findPaidTotals, findSourcePayments, type SourceKind } from './source-stats-repository.ts';

/** One of the caller's links with its statistics and its payment attempts. */
export async function getPaymentLink(
  db: Db,
  ctx: { merchantId: string; mode: 0 | 1 },
  id: string,
): Promise<PaymentLinkDetailResponse> {
  const row = await getPaymentLinkForMerchant(db, id, ctx.merchantId, ctx.mode);
  if (!row) throw new AppError('PAYMENT_LINK_NOT_FOUND');
  const kind = row.kind as SourceKind;
  const totals = await findPaidTotals(db, kind, [row.id]);
  const payments = await findSourcePayments(db, kind, row.id);
  return { link: toPaymentLinkView(row, totals.get(row.id)), payments: payments.map(toSourcePayment) };
}
