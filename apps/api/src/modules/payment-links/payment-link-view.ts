import type { PaymentLinkView, SourcePayment } from '@platform/contracts';
import { publicStatus } from '../collections/collection-states.ts';
import { linkState } from './link-state.ts';
import type { PaymentLinkRow } from './payment-links-repository.ts';
import type { PaidTotals, SourcePaymentRow } from './source-stats-repository.ts';

/** The public address of a link in the web app (the checkout entry opens it). */
export const linkPath = (id: string) => `/checkout/link/${encodeURIComponent(id)}`;

export function toPaymentLinkView(
  row: PaymentLinkRow,
  totals: PaidTotals | undefined,
  now = new Date(),
): PaymentLinkView {
  const payments = totals?.payments ?? 0;
  return {
    _id: row.id,
    kind: row.kind === 'quicklink' ? 'quicklink' : 'link',
    shop: row.shopId,
    title: row.title,
    description: row.description,
    amount: row.amount === null ? null : Number(row.amount),
    reusable: row.reusable,
    expires_at: row.expiresAt?.toISOString() ?? null,
    enabled: row.enabled,
    state: linkState(row, payments > 0, now),
    collect: { name: row.collectName, email: row.collectEmail, phone: row.collectPhone },
    return_url: row.returnUrl,
    customer: row.customerName
      ? { name: row.customerName, phone: row.customerPhone, email: row.customerEmail }
      : null,
    path: linkPath(row.id),
    created_at: row.createdAt.toISOString(),
    stats: {
      views: row.views,
      payments,
      amount_collected: Number(totals?.amountCollected ?? 0n),
    },
  };
}

export function toSourcePayment(row: SourcePaymentRow): SourcePayment {
  return {
    session: row.sessionId,
    session_status: row.sessionStatus,
    method: row.method,
    transaction_id: row.transactionId,
    reference: row.reference,
    status: publicStatus(row.transactionStatus),
    amount: Number(row.amount),
    phone_number: row.phoneNumber,
    operator: row.operator,
    created_at: row.createdAt.toISOString(),
    completed_at: row.completedAt?.toISOString() ?? null,
  };
}
