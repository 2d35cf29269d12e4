import type { Db } from '../../platform/db/client.ts';
import { newId } from '../../platform/db/ids.ts';
import {
  getPlatformAccountByKind,
  insertAccountsIfMissing,
  type LedgerAccountRow,
} from './ledger-repository.ts';

export type PlatformAccountKind = 'platform_fees' | 'operator_clearing';

/**
 * A platform account of a mode, created on first use: the fee revenue, or the clearing account
 * of one operator (a mirror of the money the operator holds for us, so it may go negative).
 */
export async function platformAccount(
  tx: Db,
  mode: 0 | 1,
  kind: PlatformAccountKind,
  operator?: string,
): Promise<LedgerAccountRow> {
  if ((kind === 'operator_clearing') !== (operator !== undefined)) {
    throw new Error('an operator clearing account names its operator, and only it does');
  }
  const op = operator ?? null;
  const found = await getPlatformAccountByKind(tx, mode, kind, op);
  if (found) return found;
  await insertAccountsIfMissing(tx, [{ id: newId('lac'), mode, kind, operator: op, allowNegative: true }]);
  const created = await getPlatformAccountByKind(tx, mode, kind, op);
  if (!created) throw new Error(`platform account ${kind} ${op ?? ''} missing after creation`);
  return created;
}
