import type { Db } from '../../platform/db/client.ts';
import { ensureShopAccounts } from './ensure-shop-accounts.ts';
import { findSettlementAccounts, findSettlementAccountsOfMany } from './ledger-repository.ts';
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

export type SettlementKey = { merchantId: string; shopId: string; mode: 0 | 1; operator: string };

/**
 * settlementAccounts for several shops and operators (a batch of settlements): one statement for
 * the accounts that exist, whatever their number; those missing are created one key at a time
 * (settlementAccounts). Answers by `${shopId}:${mode}:${operator}`.
 */
export async function settlementAccountsOfMany(
  tx: Db,
  keys: SettlementKey[],
): Promise<Map<string, SettlementAccounts>> {
  const keyOf = (k: SettlementKey) => `${k.shopId}:${k.mode}:${k.operator}`;
  const unique = [...new Map(keys.map((k) => [keyOf(k), k])).values()];
  const result = new Map<string, SettlementAccounts>();
  if (unique.length === 1) {
    result.set(keyOf(unique[0]!), await settlementAccounts(tx, unique[0]!));
    return result;
  }
  const shard = platformShard(tx);
  const found = await findSettlementAccountsOfMany(tx, {
    shops: [
      ...new Map(unique.map((k) => [`${k.shopId}:${k.mode}`, { shopId: k.shopId, mode: k.mode }])).values(),
    ],
    operators: [
      ...new Map(
        unique.map((k) => [`${k.mode}:${k.operator}`, { mode: k.mode, operator: k.operator }]),
      ).values(),
    ],
    shard,
  });
  for (const k of unique) {
    const available = found.get(`available:${k.shopId}:${k.mode}`);
    const clearing = found.get(`operator_clearing:${k.mode}:${k.operator}`);
    const fees = found.get(`platform_fees:${k.mode}`);
    result.set(
      keyOf(k),
      available && clearing && fees ? { available, clearing, fees } : await settlementAccounts(tx, k),
    );
  }
  return result;
}
