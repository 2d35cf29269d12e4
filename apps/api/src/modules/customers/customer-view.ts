import type { CustomerView } from '@platform/contracts';
import type { CustomerRow, PaymentStats } from './customers-repository.ts';

const NO_PAYMENTS: PaymentStats = { payments: 0, amountPaid: 0n, lastPaymentAt: null };

/** A customer as the dashboard shows it, with the totals of its successful payments. */
export function toCustomerView(row: CustomerRow, stats: PaymentStats = NO_PAYMENTS): CustomerView {
  const last = stats.lastPaymentAt ?? row.lastPaymentAt;
  return {
    _id: row.id,
    shop: row.shopId,
    phoneNumber: row.phoneNumber,
    network: row.network,
    first_name: row.firstName,
    last_name: row.lastName,
    email: row.email,
    notes: row.notes,
    source: row.source as CustomerView['source'],
    payments: stats.payments,
    amount_paid: Number(stats.amountPaid),
    last_payment_at: last ? last.toISOString() : null,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}
