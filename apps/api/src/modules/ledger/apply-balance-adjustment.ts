import type { Db } from '../../platform/db/client.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import type { BalanceAdjustmentRow } from './balance-adjustments-repository.ts';
import { ensureShopAccounts } from './ensure-shop-accounts.ts';
import { LedgerError } from './ledger-errors.ts';
import { platformAccount, platformShard } from './platform-account.ts';
import { postEntry } from './post-entry.ts';

/**
 * The ledger entry of an adjustment, in the caller's transaction: a credit moves the amount from
 * the platform's fee account to the shop's available balance, a debit the other way (refused with
 * INSUFFICIENT_BALANCE when available is short). One entry per adjustment (its idempotency key).
 */
export async function applyBalanceAdjustment(tx: Db, row: BalanceAdjustmentRow) {
  const mode = row.mode === 0 ? 0 : 1;
  const accounts = await ensureShopAccounts(tx, { merchantId: row.merchantId, shopId: row.shopId, mode });
  const platform = await platformAccount(tx, mode, 'platform_fees', undefined, platformShard(tx));
  const signed = row.direction === 'credit' ? row.amount : -row.amount;
  try {
    return await postEntry(tx, {
      kind: 'adjustment',
      reference: row.id,
      idempotencyKey: `adjustment:${row.id}`,
      mode,
      merchantId: row.merchantId,
      shopId: row.shopId,
      metadata: { reason: row.reason, requested_by: row.requestedBy },
      postings: [
        { account: accounts.available.id, amount: signed },
        { account: platform.id, amount: -signed },
      ],
    });
  } catch (error) {
    if (error instanceof LedgerError && error.code === 'INSUFFICIENT_FUNDS')
      throw new AppError('INSUFFICIENT_BALANCE');
    throw error;
  }
}
