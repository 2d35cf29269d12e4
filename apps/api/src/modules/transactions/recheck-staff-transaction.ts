import type { AppDeps } from '../../platform/deps.ts';
import { recheckTransaction } from '../collections/recheck-transaction.ts';
import { getTransactionById } from '../collections/transactions-repository.ts';
import { recheckPayout } from '../payouts/recheck-payout.ts';

/** Staff re-check of a pending row of `/admin/transactions`: a collection, or a payout or refund. */
export async function recheckStaffTransaction(
  deps: AppDeps,
  actor: { userId: string; ip?: string | null | undefined },
  id: string,
) {
  const collection = await getTransactionById(deps.db, id);
  return collection ? recheckTransaction(deps, actor, id) : recheckPayout(deps, actor, id);
}
