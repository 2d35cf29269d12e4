import { sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { ensureShopAccounts } from './ensure-shop-accounts.ts';
import { platformAccount, platformShard } from './platform-account.ts';

export type SettlementAccounts = { available: string; clearing: string; fees: string };

/**
 * The ids of the three accounts a collection settles into: the shop's available account, and the
 * transaction's shard (platformShard) of the operator's clearing account and of the fee revenue.
 * One statement when they all exist (the usual case); created on first use otherwise.
 */
export async function settlementAccounts(
  tx: Db,
  input: { merchantId: string; shopId: string; mode: 0 | 1; operator: string },
): Promise<SettlementAccounts> {
  const shard = platformShard(tx);
  const result = (await tx.execute(
    sql`SELECT id, kind FROM ledger_accounts
        WHERE mode = ${input.mode} AND (
          (shop_id = ${input.shopId} AND kind = 'available' AND shard = 0)
          OR (shop_id IS NULL AND shard = ${shard} AND kind = 'operator_clearing' AND operator = ${input.operator})
          OR (shop_id IS NULL AND shard = ${shard} AND kind = 'platform_fees' AND operator IS NULL))`,
  )) as unknown as { rows: { id: string; kind: string }[] };
  const byKind = new Map(result.rows.map((r) => [r.kind, r.id]));
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
