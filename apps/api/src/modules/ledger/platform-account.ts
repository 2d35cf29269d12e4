import type { Db } from '../../platform/db/client.ts';
import { newId } from '../../platform/db/ids.ts';
import {
  getPlatformAccountByKind,
  insertAccountsIfMissing,
  type LedgerAccountRow,
} from './ledger-repository.ts';

export type PlatformAccountKind = 'platform_fees' | 'operator_clearing';

/** How many rows each platform account is split into (see `shardOf`). */
export const PLATFORM_SHARDS = 16;

/** The shard a shop's postings to platform accounts use: spreads row locks, same shop same row. */
export function shardOf(shopId: string): number {
  let hash = 0;
  for (let i = 0; i < shopId.length; i++) hash = (hash * 31 + shopId.charCodeAt(i)) >>> 0;
  return hash % PLATFORM_SHARDS;
}

/**
 * A platform account of a mode, created on first use: the fee revenue, or the clearing account
 * of one operator (a mirror of the money the operator holds for us, so it may go negative).
 * `shard` picks one of its rows; the account's balance is the sum over its shards.
 */
export async function platformAccount(
  tx: Db,
  mode: 0 | 1,
  kind: PlatformAccountKind,
  operator?: string,
  shard = 0,
): Promise<LedgerAccountRow> {
  if ((kind === 'operator_clearing') !== (operator !== undefined)) {
    throw new Error('an operator clearing account names its operator, and only it does');
  }
  const op = operator ?? null;
  const found = await getPlatformAccountByKind(tx, mode, kind, op, shard);
  if (found) return found;
  await insertAccountsIfMissing(tx, [
    { id: newId('lac'), mode, kind, operator: op, shard, allowNegative: true },
  ]);
  const created = await getPlatformAccountByKind(tx, mode, kind, op, shard);
  if (!created) throw new Error(`platform account ${kind} ${op ?? ''} missing after creation`);
  return created;
}
