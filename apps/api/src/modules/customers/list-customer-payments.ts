import type { CustomerPayment } from '@platform/contracts';
import type { Db } from '../../platform/db/client.ts';
import { publicStatus } from '../collections/collection-states.ts';
import { type CustomerScope, requireCustomer } from './customer-scope.ts';
import { findPhonePayments } from './customers-repository.ts';

/** A page of a customer's payments to its shop (every status), newest first. */
export async function listCustomerPayments(
  db: Db,
  scope: CustomerScope,
  id: string,
  page: number,
  limit: number,
) {
  const customer = await requireCustomer(db, scope, id);
  const { rows, total } = await findPhonePayments(
    db,
    customer.shopId,
    scope.mode,
    customer.phoneNumber,
    page,
    limit,
  );
  const payments: CustomerPayment[] = rows.map((row) => ({
    _id: row.id,
    reference: row.reference,
    status: publicStatus(row.status),
    amount: Number(row.amount),
    fee: Number(row.fee),
    reseau: row.operator,
    type: row.type === 'CARD' ? 'Carte' : 'Paiement',
    description: row.description,
    date: row.createdAt.toISOString(),
  }));
  return { payments, total, page, limit };
}
