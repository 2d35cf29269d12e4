import { type Database, type Db, databaseKindOf, isTransaction } from '../../platform/db/client.ts';
import { retryOnDeadlock } from '../../platform/db/retry-on-deadlock.ts';
import type { OperatorRegistry } from '../operators/operator-adapter.ts';
import { applyFinalResults, type FinalAnswer, type TimelineNote } from './apply-final-results.ts';
import type { CollectionHint } from './collection-check-signal.ts';
import { nextExpiredCheckAt } from './collection-states.ts';
import { forgetOpenCollections, takeOpenCollections } from './open-collections-memory.ts';
import { applyStatusAnswer, askOperator, isCheckable } from './reconcile-transaction.ts';
import {
  claimDueCollections,
  findCollectionsOfCallbacks,
  insertTransactionEventsOfMany,
  makeExpiredChecksDue,
  scheduleExpiredChecks,
  type TransactionRow,
} from './transactions-repository.ts';

export type CheckOptions = {
  /** Operators' callbacks received (their collections are asked about first, due or not). */
  hints?: CollectionHint[];
  /** Most collections claimed per round (default 200). */
  limit?: number;
  /** Most status queries in flight at once (default 32). */
  concurrency?: number;
  /** How long a claimed row is left alone should this process die before answering (default 60 s). */
  leaseSeconds?: number;
  /** How overdue a check must be before it is claimed (default 0 s). */
  graceSeconds?: number;
  /**
   * Most final answers applied in one database transaction (default 200: per settled collection,
   * fewer statements and less CPU than 100 on both databases, bench:ledger, docs/performance.md
   * "Ledger"; a callbacks job of 2,000 answers still makes ten batches for the lanes).
   */
  batchSize?: number;
  /** Most of those transactions running at once (default: batchLanesFor the database). */
  batchLanes?: number;
  onError?: (error: unknown) => void;
};

/**
 * How many final-answer batches run at once by default, decided by the database (test:
 * collection-checks.integration.test.ts, "batches at once: four on PostgreSQL, one on PGlite"):
 * - PostgreSQL: 4. Each batch is a transaction on its own pooled connection, and most of a
 *   batch's time is spent waiting (round trips, the commit's WAL flush, the other lanes' turn on
 *   the process), not computing: with two, the settlement kept about one of the machine's two
 *   cores busy; four, measured against two and six back to back, settled the most per second
 *   (bench:ledger, docs/performance.md "Ledger"). Batches hold disjoint collections and take what
 *   they share in one order (see applyFinalResults); a batch chosen as a deadlock's victim anyway
 *   (a lock outside that order, such as a bucket of a split account) is run again whole
 *   (retryOnDeadlock), not row by row.
 * - PGlite: 1. It has one connection and runs its transactions one after the other: a second
 *   batch cannot run beside the first, it only waits for it, and every other query of the
 *   process (API requests, pg-boss) then queues behind two batches instead of one.
 * Anything else (a Db not made by openDatabase): 1.
 */
export function batchLanesFor(kind: Database['kind'] | undefined): number {
  return kind === 'postgres' ? 4 : 1;
}

/** Runs `work` on every item, at most `limit` at a time. */
async function eachLimited<T>(items: T[], limit: number, work: (item: T) => Promise<void>) {
  let next = 0;
  const lane = async () => {
    while (next < items.length) await work(items[next++]!);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, lane));
}

/**
 * One round of the collection checker: takes the collections that callbacks named (`hints`) and
 * claims those whose status check is due (the row's `next_check_at` is the queue: no
 * job per check), asks their operators, applies the answers that leave a row open one by one
 * (each sets its next check) and the final ones in batches, each batch one database transaction
 * (see applyFinalResults) that also logs the callbacks on the timelines. A batch that fails is
 * applied again row by row, so one bad row holds back no other. Answers how many were asked about.
 */
export async function checkDueCollections(
  db: Db,
  operators: OperatorRegistry,
  appUrl: string,
  options: CheckOptions = {},
): Promise<number> {
  const now = Date.now();
  const report = options.onError ?? (() => {});
  const hints = options.hints ?? [];
  // The collections this process answered open a moment ago are known without reading them back.
  const remembered = takeOpenCollections(db, hints);
  const hinted = [...remembered.known, ...(await findCollectionsOfCallbacks(db, remembered.unknown))].filter(
    isCheckable,
  );
  await makeExpiredChecksDue(
    db,
    hinted.filter((row) => row.status === 'FAILED').map((row) => row.id),
  );
  const claimed = await claimDueCollections(
    db,
    new Date(now - (options.graceSeconds ?? 0) * 1000),
    new Date(now + (options.leaseSeconds ?? 60) * 1000),
    options.limit ?? 200,
  );
  forgetOpenCollections(db, claimed);
  const rows = new Map<string, TransactionRow>(hinted.map((row) => [row.id, row]));
  for (const row of claimed) rows.set(row.id, row);
  const notes: TimelineNote[] = hinted.map((row) => ({
    transactionId: row.id,
    kind: 'operator.callback',
    data: { operator: row.operator },
    createdAt: new Date(now),
  }));

  const finals: FinalAnswer[] = [];
  // Collections failed as EXPIRED that were asked again and reported no success: their next check.
  const stillExpired: { id: string; nextCheckAt: Date | null }[] = [];
  await eachLimited([...rows.values()], options.concurrency ?? 32, async (row) => {
    if (!isCheckable(row)) return;
    try {
      const result = await askOperator(operators, appUrl, row);
      if (row.status === 'FAILED' && result.status !== 'SUCCESSFUL') {
        stillExpired.push({
          id: row.id,
          nextCheckAt: nextExpiredCheckAt(row.completedAt ?? row.updatedAt, new Date()),
        });
        return;
      }
      if (result.status === 'SUCCESSFUL' || result.status === 'FAILED') {
        finals.push({ transactionId: row.id, result, source: 'operator.status' });
      } else {
        await applyStatusAnswer(db, row, result);
      }
    } catch (error) {
      // A claimed row keeps its lease: it is asked again when the lease runs out.
      report(error);
    }
  });
  await scheduleExpiredChecks(db, stillExpired);
  const batchSize = options.batchSize ?? 200;
  // Batches cut in shop order: each covers as few shops as it can, so batches running at once
  // seldom share a shop's rows (its ledger account, its customers, its dashboard rollups), which
  // the first to lock holds until it commits (docs/performance.md "Ledger").
  // Each answer's key is built once (built in every comparison, 2,000 answers took 5–17 ms).
  const keyOf = new Map(
    finals.map((answer) => [answer, `${rows.get(answer.transactionId)!.shopId}:${answer.transactionId}`]),
  );
  finals.sort((a, b) => {
    const x = keyOf.get(a)!;
    const y = keyOf.get(b)!;
    return x < y ? -1 : x > y ? 1 : 0;
  });
  // Each batch writes the callback notes of its own rows only (a note names its row, whose key
  // the event's foreign key locks: a note of another batch's row would wait for that batch, and
  // with batches running at once, deadlock). Notes of rows with no final answer go on their own.
  const batches: { answers: FinalAnswer[]; notes: TimelineNote[] }[] = [];
  const batchOf = new Map<string, number>();
  for (let i = 0; i < finals.length; i += batchSize) {
    const answers = finals.slice(i, i + batchSize);
    for (const answer of answers) batchOf.set(answer.transactionId, batches.length);
    batches.push({ answers, notes: [] });
  }
  const unbatched: TimelineNote[] = [];
  for (const note of notes) {
    const batch = batchOf.get(note.transactionId);
    if (batch === undefined) unbatched.push(note);
    else batches[batch]!.notes.push(note);
  }
  if (unbatched.length > 0) await insertTransactionEventsOfMany(db, unbatched);
  // A batch is one whole transaction with no effect outside the database before it commits (its
  // hooks queue their jobs in it): when PostgreSQL picks it as a deadlock's victim it is run again
  // whole, a few times, before falling back to row by row. Not when `db` is itself a transaction
  // (a victim's locks would stay held by the transaction around it).
  const inTransaction = isTransaction(db);
  const settle = (batch: FinalAnswer[], batchNotes: TimelineNote[] = []) =>
    inTransaction
      ? applyFinalResults(db, batch, batchNotes)
      : retryOnDeadlock(() => applyFinalResults(db, batch, batchNotes));
  // Batches are disjoint rows: with more than one lane, a few run at once (batchLanesFor).
  await eachLimited(
    batches,
    options.batchLanes ?? batchLanesFor(databaseKindOf(db)),
    async ({ answers: batch, notes: batchNotes }) => {
      try {
        await settle(batch, batchNotes);
      } catch (error) {
        if (batch.length === 1 && batchNotes.length === 0) {
          report(error);
          return;
        }
        try {
          await insertTransactionEventsOfMany(db, batchNotes);
        } catch (notesError) {
          report(notesError);
        }
        for (const answer of batch) {
          try {
            await settle([answer]);
          } catch (single) {
            report(single);
          }
        }
      }
    },
  );
  return rows.size;
}
