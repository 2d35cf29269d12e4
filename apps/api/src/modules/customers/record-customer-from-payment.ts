import type { Db } from '../../platform/db/client.ts';
import { newId } from '../../platform/db/ids.ts';
import type { TransactionRow } from '../collections/transactions-repository.ts';
import { upsertCustomersFromPayments } from './customers-repository.ts';

/**
 * The customers of successful payments, in the payments' own database transaction: created on
 * the shop's first payment from a phone number, matched by it afterwards (names and e-mail the
 * customer lacked are filled in, never overwritten). Several payments from one number in one
 * batch make one row: the latest payment time, and the first name, last name and e-mail given.
 */
export async function recordCustomersFromPayments(tx: Db, rows: TransactionRow[]) {
  const byCustomer = new Map<string, Parameters<typeof upsertCustomersFromPayments>[1][number]>();
  for (const row of rows) {
    // Customers are known by their phone number: a payment without one (a card payment) makes none.
    if (!/^\d{8,15}$/.test(row.phoneNumber)) continue;
    const key = `${row.shopId}:${row.mode}:${row.phoneNumber}`;
    const paidAt = row.completedAt ?? new Date();
    const seen = byCustomer.get(key);
    if (seen) {
      if (paidAt > seen.lastPaymentAt) seen.lastPaymentAt = paidAt;
      seen.firstName ??= row.firstName || null;
      seen.lastName ??= row.lastName || null;
      seen.email ??= row.email || null;
      continue;
    }
    byCustomer.set(key, {
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
      lastPaymentAt: paidAt,
    });
  }
  await upsertCustomersFromPayments(tx, [...byCustomer.values()]);
}
