import type { Db } from '../../platform/db/client.ts';
import { getPayoutByReference, insertPayoutEvent, makePayoutCheckDue } from './payouts-repository.ts';

/**
 * An operator's callback about a payout: a hint, and possibly a forged one (MTN's are unsigned).
 * It may only bring the payout's next status check forward (its `next_check_at` made due now,
 * claimed by the payout checker): it never changes the payout's state, acknowledgement or
 * reference; the answer to that query decides. It is logged on the timeline. False when no
 * payout of that operator and mode matches.
 */
export async function notePayoutCallback(db: Db, reference: string, operator: string, mode: 0 | 1) {
  const row = await getPayoutByReference(db, reference);
  if (!row || row.network !== operator || row.mode !== mode) return false;
  await db.transaction(async (tx) => {
    await insertPayoutEvent(tx, row.id, 'operator.callback', { operator });
    await makePayoutCheckDue(tx, row.id);
  });
  return true;
}
