import type { Db } from '../../platform/db/client.ts';
import { nextCheckDelaySeconds } from '../operators/check-schedule.ts';
import type { OperatorResult } from '../operators/operator-adapter.ts';
import { announcePayout } from './announce-payout.ts';
import { runPayoutFinalHooks } from './payout-hooks.ts';
import { isOpenPayout } from './payout-states.ts';
import { insertPayoutEvent, lockPayout, type PayoutRow, updatePayout } from './payouts-repository.ts';
import { releasePayout } from './release-payout.ts';
import { settlePayout } from './settle-payout.ts';

export type PayoutResultSource = 'operator.submit' | 'operator.status';

/**
 * Applies one operator answer to a payout, under the row's lock, with everything it implies in
 * one database transaction: the timeline event, the state, and on a final state the webhook
 * outbox event and the ledger (success settles the hold, failure releases it). PENDING and
 * UNKNOWN schedule the next check in the row's `next_check_at` alone, which the payout checker
 * claims when due (UNKNOWN is never taken for a failure). Applying an answer to a
 * final payout changes nothing, so duplicates are harmless.
 */
export async function applyPayoutResult(
  db: Db,
  payoutId: string,
  result: OperatorResult,
  source: PayoutResultSource,
): Promise<PayoutRow | undefined> {
  return db.transaction(async (tx) => {
    const row = await lockPayout(tx, payoutId);
    if (!row) return undefined;
    await insertPayoutEvent(tx, row.id, source, {
      status: result.status,
      ...(result.reason ? { reason: result.reason } : {}),
      ...(result.operatorReference ? { operatorReference: result.operatorReference } : {}),
    });
    if (!isOpenPayout(row.status)) return row;
    const operatorReference = result.operatorReference ?? row.operatorReference;
    // The operator knows the payout once it answered anything but UNKNOWN.
    const submittedAt = row.submittedAt ?? (result.status !== 'UNKNOWN' ? new Date() : null);

    if (result.status === 'SUCCESSFUL' || result.status === 'FAILED') {
      const updated = await updatePayout(tx, row.id, {
        status: result.status,
        reasonCode: result.status === 'FAILED' ? (result.reason?.code ?? 'OPERATOR_ERROR') : null,
        reasonMessage: result.status === 'FAILED' ? (result.reason?.message ?? null) : null,
        operatorReference,
        submittedAt,
        completedAt: new Date(),
        nextCheckAt: null,
      });
      await insertPayoutEvent(tx, row.id, 'status.changed', { from: row.status, to: result.status });
      await announcePayout(
        tx,
        updated,
        result.status === 'SUCCESSFUL' ? 'payout.successful' : 'payout.failed',
      );
      // A refund follows its payout, and the refunded transaction's webhook tells the merchant:
      // payout-hooks.ts.
      await runPayoutFinalHooks(tx, updated);
      // Last, just before commit: the ledger's account locks are held as briefly as possible.
      if (result.status === 'SUCCESSFUL') await settlePayout(tx, updated);
      else await releasePayout(tx, updated);
      return updated;
    }

    const delay = nextCheckDelaySeconds(row.checks);
    const updated = await updatePayout(tx, row.id, {
      status: result.status === 'PENDING' ? 'PENDING' : 'UNKNOWN',
      checks: row.checks + 1,
      operatorReference,
      submittedAt,
      nextCheckAt: new Date(Date.now() + delay * 1000),
    });
    return updated;
  });
}
