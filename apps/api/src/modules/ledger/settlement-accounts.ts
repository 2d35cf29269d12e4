import type { Db } from '../../platform/db/client.ts';
import { ensureShopAccounts } from './ensure-shop-accounts.ts';
import { findSettlementAccounts } from './ledger-repository.ts';
import { platformAccount, platformShard } from './platform-account.ts';

export type SettlementAccounts = { available: string; clearing: string; fees: string };

/**
 * The ids of the three accounts a collection settles into: the shop's available account, and the
 * transaction's shard (platformShard) of the operator's clearing account and of the fee revenue.
 * One prepared statement when they all exist (the usual case); created on first use otherwise.
 */
export async function settlementAccounts(
  tx: Db,
  input: { merchantId: string; shopId: string; mode: 0 | 1; operator: string },
): Promise<SettlementAccounts> {
  const shard = platformShard(tx);
  const byKind = await findSettlementAccounts(tx, { ...input, shard });
  const available = byKind.get('available');
  const clearing = byKind.get('operator_clearing');
  const fees = byKind.get('platform_fees');
  if (available && clearing && fees) return { available, clearing, fees };
  return {
    available: available ?? (await ensureShopAccounts(tx, input)).available.id,
    clearing:
      clearing ?? (await platformAccount(tx, input.mode, 'operator_clearing', input.operator, shard)).id,
    fees: fees ?? (await platformAccount(tx, input.mode, 'platform_fees', undefined, shard)).id,
  };
}
