import { isOperatorCode } from '@platform/domain';
import type { Db } from '../../platform/db/client.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import { enqueueInTx } from '../../platform/jobs/enqueue-in-tx.ts';
import { createPayout } from '../payouts/create-payout.ts';
import { runPayoutListJobSpec } from './payout-list-jobs.ts';
import type { PayoutListsConfig } from './payout-lists-config.ts';
import {
  claimQueuedRows,
  getPayoutList,
  lockPayoutList,
  type PayoutListRow,
  type PayoutListRowRow,
  queuedNetworks,
  updatePayoutList,
  updatePayoutRow,
} from './payout-lists-repository.ts';

/**
 * The payout of a row's attempt: its reference and source id are derived from the list id, the
 * row id and the attempt, so a run resumed after a crash (or two runs at once) finds the payout
 * already made instead of paying the row again; a retry of a failed row is a new attempt.
 */
export function rowPayoutReference(listId: string, rowId: string, attempt: number) {
  return `${listId}-${rowId}-${attempt}`;
}
export function rowPayoutSource(rowId: string, attempt: number) {
  return `${rowId}:${attempt}`;
}

async function payRow(tx: Db, list: PayoutListRow, row: PayoutListRowRow) {
  const reference = rowPayoutReference(list.id, row.id, row.attempt);
  try {
    const payout = await createPayout(
      { db: tx },
      {
        merchantId: list.merchantId,
        shopId: list.shopId,
        mode: list.mode as 0 | 1,
        phoneNumber: row.phone ?? row.phoneRaw,
        network: row.network ?? '',
        amount: row.amount ?? 0n,
        motif: row.motif,
        source: { kind: 'list', id: rowPayoutSource(row.id, row.attempt) },
        reference,
        createdBy: list.confirmedBy,
        tx,
      },
    );
    await updatePayoutRow(tx, row.id, {
      status: 'SUBMITTED',
      payoutId: payout.id,
      payoutReference: payout.reference,
      failureCode: null,
    });
  } catch (error) {
    // A refusal (balance short, shop closed…): the row fails with its code and can be retried.
    if (!(error instanceof AppError)) throw error;
    await updatePayoutRow(tx, row.id, { status: 'FAILED', failureCode: error.code });
  }
}

/**
 * One run of a RUNNING list: for each operator with queued rows, takes its rate × tick of rows
 * (locked, in line order) and creates their payouts in ONE transaction with the rows' new state,
 * so a crash loses nothing and pays nothing twice. Queues the next run one tick later, or marks
 * the list DONE when no row is left. A PAUSED list's run stops here.
 */
export async function runPayoutListTick(db: Db, listId: string, config: PayoutListsConfig): Promise<void> {
  const started = Date.now();
  const list = await getPayoutList(db, listId);
  if (list?.status !== 'RUNNING') return;
  await updatePayoutList(db, list.id, { heartbeatAt: new Date() });

  for (const network of await queuedNetworks(db, list.id)) {
    if (!isOperatorCode(network)) continue;
    await db.transaction(async (tx) => {
      const current = await getPayoutList(tx, list.id);
      if (current?.status !== 'RUNNING') return;
      const perTick = Math.max(1, Math.round((config.rateFor(network) * config.tickMs) / 1000));
      const rows = await claimQueuedRows(tx, list.id, network, perTick);
      for (const row of rows) await payRow(tx, current, row);
    });
  }

  await db.transaction(async (tx) => {
    const locked = await lockPayoutList(tx, list.id);
    if (locked?.status !== 'RUNNING') return;
    if ((await queuedNetworks(tx, list.id)).length === 0) {
      await updatePayoutList(tx, list.id, { status: 'DONE', completedAt: new Date() });
      return;
    }
    await enqueueInTx(
      tx,
      runPayoutListJobSpec,
      { listId: list.id },
      { startAfter: new Date(started + config.tickMs) },
    );
  });
}
