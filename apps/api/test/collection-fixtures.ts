import {
  insertTransactionWithEvent,
  type OpenAnswer,
  type TransactionRow,
} from '../src/modules/collections/transactions-repository.ts';
import { CHECK_DELAYS_SECONDS } from '../src/modules/operators/check-schedule.ts';
import type { Db } from '../src/platform/db/client.ts';
import { newId } from '../src/platform/db/ids.ts';

/**
 * A sandbox MTN collection of 1,000 XOF written as the API writes it before calling the operator
 * (CREATED, with its `created` event), its first check due at `nextCheckAt` (a minute from now).
 */
export function insertTestCollection(
  db: Db,
  shop: { merchantId: string; shopId: string },
  nextCheckAt = new Date(Date.now() + 60_000),
): Promise<TransactionRow> {
  const id = newId('txn');
  return insertTransactionWithEvent(
    db,
    {
      id,
      reference: id,
      merchantId: shop.merchantId,
      shopId: shop.shopId,
      mode: 0,
      source: 'api',
      operator: 'mtn',
      phoneNumber: '22901970000',
      amount: 1_000n,
      fee: 17n,
      customerPays: 1_000n,
      merchantReceives: 983n,
      nextCheckAt,
    },
    { kind: 'created', data: {} },
  );
}

/** The operator's answer that leaves collection `id` PENDING, as the request to pay records it. */
export const pendingAnswer = (id: string): OpenAnswer => ({
  id,
  status: 'PENDING',
  source: 'operator.collect',
  eventData: { status: 'PENDING' },
  operatorReference: null,
  action: null,
  delaysSeconds: CHECK_DELAYS_SECONDS,
  now: new Date(),
});
