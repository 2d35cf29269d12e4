import type { Db } from '../../platform/db/client.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import { ensureShopAccounts } from '../ledger/ensure-shop-accounts.ts';
import { platformAccount, shardOf } from '../ledger/platform-account.ts';
import { postEntry } from '../ledger/post-entry.ts';
import { lockWithdrawal, updateWithdrawal } from './withdrawals-repository.ts';

/**
 * Staff decision on a withdrawal (the staff screens call this). APPROVED: the hold leaves the
 * shop's pending account to the clearing account of the rail that pays it (`bank`, or the wallet's
 * network). REFUSED: the hold goes back to available. Decided once, under the row lock.
 */
export async function decideWithdrawal(db: Db, id: string, decision: 'APPROVED' | 'REFUSED', note?: string) {
  return db.transaction(async (tx) => {
    const row = await lockWithdrawal(tx, id);
    if (!row) throw new AppError('WITHDRAWAL_NOT_FOUND');
    if (row.status !== 'PENDING') throw new AppError('WITHDRAWAL_NOT_PENDING');
    const mode = row.mode === 0 ? 0 : 1;
    const updated = await updateWithdrawal(tx, id, {
      status: decision,
      decidedAt: new Date(),
      decisionNote: note ?? null,
    });
    const accounts = await ensureShopAccounts(tx, { merchantId: row.merchantId, shopId: row.shopId, mode });
    const counterpart =
      decision === 'APPROVED'
        ? (await platformAccount(tx, mode, 'operator_clearing', row.network ?? 'bank', shardOf(row.shopId)))
            .id
        : accounts.available.id;
    await postEntry(tx, {
      kind: decision === 'APPROVED' ? 'withdrawal.paid' : 'withdrawal.released',
      reference: row.id,
      idempotencyKey: `withdrawal:${row.id}:${decision === 'APPROVED' ? 'paid' : 'released'}`,
      mode,
      merchantId: row.merchantId,
      shopId: row.shopId,
      postings: [
        { account: accounts.pending.id, amount: -row.amount },
        { account: counterpart, amount: row.amount },
      ],
    });
    return updated;
  });
}
