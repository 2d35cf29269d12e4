import type { Db } from '../../platform/db/client.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import type { MerchantContext } from '../auth/access-guards.ts';
import { toRefundItem } from './refund-view.ts';
import { isRefundableCollection } from './refundable-collection.ts';
import { findTransactionRefunds, getMerchantCollection, sumActiveRefunds } from './refunds-repository.ts';

/** A transaction's refunds and what is left to refund, for the caller's merchant and mode only. */
export async function getTransactionRefunds(db: Db, ctx: MerchantContext, transaction: string) {
  const collection = await getMerchantCollection(db, transaction, ctx.merchantId, ctx.mode);
  if (!collection) throw new AppError('TRANSACTION_NOT_FOUND');
  const [rows, active] = await Promise.all([
    findTransactionRefunds(db, collection.id, ctx.merchantId, ctx.mode),
    sumActiveRefunds(db, collection.id),
  ]);
  const remaining = collection.amount - active;
  return {
    transaction: collection.id,
    amount: Number(collection.amount),
    refunded: Number(active),
    remaining: Number(remaining > 0n ? remaining : 0n),
    refundable: isRefundableCollection(collection) && remaining > 0n,
    refunds: rows.map(toRefundItem),
  };
}
