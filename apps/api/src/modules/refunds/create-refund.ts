import { isOperatorCode } from '@platform/domain';
import type { Db } from '../../platform/db/client.ts';
import { newId } from '../../platform/db/ids.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import { createPayout } from '../payouts/create-payout.ts';
import {
  insertRefund,
  lockMerchantCollection,
  sumActiveRefunds,
  updateRefund,
} from './refunds-repository.ts';

export type RefundInput = {
  /** The transaction's id or reference. */
  transaction: string;
  /** Default: everything left to refund. */
  amount?: bigint | undefined;
  reason?: string | undefined;
};

export type RefundScope = {
  merchantId: string;
  mode: 0 | 1;
  /** Who asked for it; null for the platform itself (a duplicate checkout payment). */
  userId: string | null;
  shopId?: string;
  listId?: string;
  /** Runs once the refund row is written, in its transaction (e.g. links the Idempotency-Key). */
  onInsert?: ((tx: Db, refundId: string) => Promise<void>) | undefined;
};

/**
 * Refunds a successful collection to the payer's wallet, in the caller's transaction: the
 * transaction row is locked, so two refunds of it are decided one after the other and their sum
 * never exceeds what was collected (REFUND_EXCEEDS_REMAINDER otherwise); the refund row and its
 * payout (source `refund`: held on the shop's balance, sent by the payout job) commit together.
 */
export async function createRefund(tx: Db, scope: RefundScope, input: RefundInput) {
  const collection = await lockMerchantCollection(tx, input.transaction, scope);
  if (!collection) throw new AppError('TRANSACTION_NOT_FOUND');
  if (collection.status !== 'SUCCESSFUL' || !isOperatorCode(collection.operator)) {
    throw new AppError('TRANSACTION_NOT_REFUNDABLE');
  }
  const remaining = collection.amount - (await sumActiveRefunds(tx, collection.id));
  const amount = input.amount ?? remaining;
  if (amount <= 0n || amount > remaining) {
    throw new AppError('REFUND_EXCEEDS_REMAINDER', { params: { remaining: remaining.toString() } });
  }
  const id = newId('rfd');
  await insertRefund(tx, {
    id,
    merchantId: scope.merchantId,
    shopId: collection.shopId,
    mode: scope.mode,
    transactionId: collection.id,
    listId: scope.listId ?? null,
    amount,
    reason: input.reason ?? null,
    status: 'PENDING',
    createdBy: scope.userId,
  });
  if (scope.onInsert) await scope.onInsert(tx, id);
  const payout = await createPayout(
    { db: tx },
    {
      tx,
      merchantId: scope.merchantId,
      shopId: collection.shopId,
      mode: scope.mode,
      phoneNumber: collection.phoneNumber,
      network: collection.operator,
      amount,
      motif: `Remboursement ${collection.reference}`,
      source: { kind: 'refund', id },
      createdBy: scope.userId,
    },
  );
  return (await updateRefund(tx, id, { payoutId: payout.id }))!;
}
