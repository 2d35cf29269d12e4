import { type Db, isTransaction } from '../../platform/db/client.ts';
import { newId } from '../../platform/db/ids.ts';
import {
  getPlatformAccountByKind,
  insertAccountsIfMissing,
  type LedgerAccountRow,
} from './ledger-repository.ts';

export type PlatformAccountKind = 'platform_fees' | 'operator_clearing';

/** How many rows each platform account is split into (see `platformShard`). */
export const PLATFORM_SHARDS = 16;

let nextShard = 0;
const shardOfTransaction = new WeakMap<object, number>();

/**
 * The shard of the platform accounts a transaction posts to. Any shard will do (platform accounts
 * may go below zero, and an account is the sum of its shards), so the shards are dealt in turn to
 * the transactions of this process: concurrent settlements, even of one shop, lock different
 * rows. One transaction keeps one shard for all its postings, so its later statements never lock
 * a second row of an account it already holds one of (which could deadlock with a transaction
 * holding them the other way round).
 */
export function platformShard(tx: Db): number {
  if (!isTransaction(tx)) return nextShard++ % PLATFORM_SHARDS;
  let shard = shardOfTransaction.get(tx);
  if (shard === undefined) {
    shard = nextShard++ % PLATFORM_SHARDS;
    shardOfTransaction.set(tx, shard);
  }
  return shard;
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
