import type { Db } from '../../platform/db/client.ts';
import { newId } from '../../platform/db/ids.ts';
import type { TransactionRow } from '../transactions/transactions-repository.ts';
import { upsertCustomerFromPayment } from './customers-repository.ts';

/**
 * The customer of a successful payment, in the payment's own database transaction: created on the
 * shop's first payment from this phone number, matched by it afterwards (names and e-mail the
 * customer lacked are filled in, never overwritten).
 */
export async function recordCustomerFromPayment(tx: Db, row: TransactionRow) {
  // Customers are known by their phone number: a payment without one (a card payment) makes none.
  if (!/^\d{8,15}$/.test(row.phoneNumber)) return;
  await upsertCustomerFromPayment(tx, {
    id: newId('cus'),
    merchantId: row.merchantId,
    shopId: row.shopId,
    mode: row.mode === 0 ? 0 : 1,
    phoneNumber: row.phoneNumber,
    network: row.operator,
    firstName: row.firstName || null,
    lastName: row.lastName || null,
    email: row.email || null,
    source: 'payment',
    lastPaymentAt: row.completedAt ?? new Date(),
  });
}
