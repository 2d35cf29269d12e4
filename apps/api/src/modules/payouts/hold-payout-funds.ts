import type { Db } from '../../platform/db/client.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import { ensureShopAccounts } from '../ledger/ensure-shop-accounts.ts';
import { LedgerError } from '../ledger/ledger-errors.ts';
import { postEntry } from '../ledger/post-entry.ts';
import type { PayoutRow } from './payouts-repository.ts';

/**
 * The hold of a payout: amount + fee move from the shop's available account to its pending
 * account, in the caller's transaction. A short balance is refused (INSUFFICIENT_BALANCE) by the
 * ledger under the account lock, so parallel payouts can never overdraw it.
 */
export async function holdPayoutFunds(tx: Db, row: PayoutRow) {
  const mode = row.mode === 0 ? 0 : 1;
  const accounts = await ensureShopAccounts(tx, { merchantId: row.merchantId, shopId: row.shopId, mode });
  const total = row.amount + row.fee;
  try {
    return await postEntry(tx, {
      kind: 'payout.hold',
      reference: row.reference,
      idempotencyKey: `payout:${row.id}:hold`,
      mode,
      merchantId: row.merchantId,
      shopId: row.shopId,
      postings: [
        { account: accounts.available.id, amount: -total },
        { account: accounts.pending.id, amount: total },
      ],
    });
  } catch (error) {
    if (error instanceof LedgerError && error.code === 'INSUFFICIENT_FUNDS') {
      throw new AppError('INSUFFICIENT_BALANCE');
    }
    throw error;
  }
}
