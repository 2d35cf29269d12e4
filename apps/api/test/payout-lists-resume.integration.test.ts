import type { PayoutListView } from '@platform/contracts';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkLedger } from '../src/modules/ledger/check-ledger.ts';
import { resumeStalledPayoutLists } from '../src/modules/payout-lists/resume-stalled-payout-lists.ts';
import { runPayoutListJob } from '../src/modules/payout-lists/run-payout-list.job.ts';
import { advancePayout } from '../src/modules/payouts/advance-payout.ts';
import { payoutListRows, payouts } from '../src/platform/db/schema/index.ts';
import { type Jobs, startJobs } from '../src/platform/jobs/start-jobs.ts';
import { buildCollectionsApp } from './collections-harness.ts';
import { demoSandboxSession, uploadList } from './payout-lists-fixtures.ts';
import { fundShop } from './payouts-fixtures.ts';
import { until } from './wait-until.ts';

/**
 * A 10,000-row list whose job workers stop in the middle of the run (as when the process dies)
 * and start again: the list resumes at its first unpaid row and every row gets exactly one
 * payout (PGlite and PostgreSQL). On PostgreSQL the test goes on until every payout is final:
 * one transfer per row at the simulator, and the ledger check passes.
 */
// 10,000 rows on PostgreSQL; 2,000 on embedded PGlite (one connection for everything: 10,000 take
// about a quarter of an hour there on a loaded machine). PAYOUT_LIST_RESUME_ROWS overrides both.
const ROWS = Number(process.env.PAYOUT_LIST_RESUME_ROWS ?? (process.env.TEST_DATABASE_URL ? 10_000 : 2_000));

let h: Awaited<ReturnType<typeof buildCollectionsApp>>;
let headers: Record<string, string>;
let workers: Jobs | undefined;

const startWorkers = () =>
  startJobs({
    database: h.database,
    // Only the list's job works here: the payouts' submit jobs stay queued (the test moves those
    // payouts itself on PostgreSQL), so the run is not slowed down by operator calls.
    definitions: [runPayoutListJob],
    work: true,
    pollingIntervalSeconds: 0.5,
  });

beforeAll(async () => {
  // About 40 runs of ROWS/40 rows each. On PGlite (one connection) the runs are spaced out so
  // the test's own queries get their turn between two of them.
  const tickMs = process.env.TEST_DATABASE_URL ? 250 : 1_500;
  process.env.PAYOUT_LIST_TICK_MS = String(tickMs);
  process.env.PAYOUT_LIST_RATE_PER_SECOND = String(Math.max(1, Math.round(ROWS / 40 / (tickMs / 1000))));
  h = await buildCollectionsApp({ jobs: 'queues' });
  headers = await demoSandboxSession(h.app);
  await fundShop(h.deps.db, h.sandboxShop, 100_000_000n);
});
afterAll(async () => {
  await workers?.stop();
  await h.close();
}, 180_000);

/**
 * The payouts module submits each payout from a job (one per polling interval per worker), so
 * 10,000 of them would take hours in a test. The test plays more payout workers: it moves the
 * list's open payouts forward itself, as the submit and reconcile jobs do (same function, same
 * idempotency keys; the jobs keep running too, duplicates are harmless by design).
 */
async function pumpPayouts(listId: string) {
  const open = await h.deps.db
    .select({ id: payouts.id })
    .from(payouts)
    .where(
      and(sql`${payouts.status} IN ('PENDING', 'UNKNOWN')`, sql`${payouts.reference} LIKE ${`${listId}-%`}`),
    )
    .limit(400);
  const ids = open.map((o) => o.id);
  const lanes = Array.from({ length: 16 }, async (_, lane) => {
    for (let i = lane; i < ids.length; i += 16) {
      await advancePayout(h.deps.db, h.deps.operators, 'http://app.test', ids[i]!).catch(() => undefined);
    }
  });
  await Promise.all(lanes);
  await h.advance(10_000);
}

const submitted = async (listId: string) => {
  const [row] = await h.deps.db
    .select({ n: sql<number>`count(*)` })
    .from(payoutListRows)
    .where(and(eq(payoutListRows.listId, listId), eq(payoutListRows.status, 'SUBMITTED')));
  return Number(row?.n ?? 0);
};

describe('a payout list survives its workers stopping half-way', () => {
  it(`resumes a ${ROWS}-row list where it stopped and pays each row exactly once`, {
    timeout: 900_000,
  }, async () => {
    const lines = ['numero,reseau,montant,motif'];
    let expectedTotal = 0;
    for (let i = 0; i < ROWS; i++) {
      // Benin MTN numbers 0197xxxx00: the simulator pays them (outcome 00).
      const amount = 100 + (i % 50);
      expectedTotal += amount;
      lines.push(`0197${String(i).padStart(4, '0')}00,MTN,${amount},Ligne ${i + 1}`);
    }
    const upload = await uploadList(
      h.app,
      headers,
      { shop: h.sandboxShop.id, name: 'Gros lot' },
      {
        name: 'gros-lot.csv',
        data: Buffer.from(lines.join('\n')),
      },
    );
    expect(upload.statusCode).toBe(201);
    const list = upload.json() as PayoutListView;
    expect(list.summary.valid).toBe(ROWS);

    const confirm = await h.app.inject({
      method: 'POST',
      url: `/api/payout-lists/${list._id}/confirm`,
      headers,
      payload: { password: 'Demo1234!' },
    });
    expect(confirm.statusCode).toBe(200);

    const t0 = Date.now();
    const log = (what: string) => process.env.PAYOUT_LIST_RESUME_DEBUG && console.log(what, Date.now() - t0);
    workers = await startWorkers();
    await until(
      'part of the list to be paid',
      async () => ((await submitted(list._id)) >= ROWS / 4 ? true : undefined),
      300_000,
    );
    log('quarter');
    await workers.stop();
    workers = undefined;
    log('stopped');

    // Nobody works: the list stays RUNNING half-way.
    const atStop = await submitted(list._id);
    await new Promise((r) => setTimeout(r, 1_500));
    expect(await submitted(list._id)).toBe(atStop);
    expect(atStop).toBeLessThan(ROWS);

    // Restart: the queued run picks up again; the watchdog also queues one (as after a crash
    // that took the run with it). Two runs at once must not pay a row twice.
    workers = await startWorkers();
    expect(await resumeStalledPayoutLists(h.deps.db, 0)).toBe(1);

    const handedOver = await until(
      'every row to be handed to the payouts module',
      async () => {
        const p = (
          await h.app.inject({ method: 'GET', url: `/api/payout-lists/${list._id}/progress`, headers })
        ).json() as PayoutListView['progress'];
        log(`handed over ${ROWS - p.queued}`);
        return p.status === 'DONE' && p.queued === 0 ? p : undefined;
      },
      600_000,
    );
    expect(handedOver.total).toBe(ROWS);

    // Exactly one payout per row, none lost, none twice.
    const made = await h.deps.db
      .select({
        n: sql<number>`count(*)`,
        sources: sql<number>`count(DISTINCT ${payouts.sourceId})`,
        sum: sql<string>`sum(${payouts.amount})`,
      })
      .from(payouts)
      .where(and(eq(payouts.sourceKind, 'list'), sql`${payouts.reference} LIKE ${`${list._id}-%`}`));
    expect(Number(made[0]!.n)).toBe(ROWS);
    expect(Number(made[0]!.sources)).toBe(ROWS);
    expect(Number(made[0]!.sum)).toBe(expectedTotal);

    if (h.database.kind === 'postgres') {
      // On PostgreSQL, to the end: every payout final, one transfer per row at the simulator.
      const progress = await until(
        'every payout of the list to be final',
        async () => {
          await pumpPayouts(list._id);
          const p = (
            await h.app.inject({ method: 'GET', url: `/api/payout-lists/${list._id}/progress`, headers })
          ).json() as PayoutListView['progress'];
          log(`final ${p.successful + p.failed}`);
          return p.finished ? p : undefined;
        },
        800_000,
      );
      expect(progress).toMatchObject({
        total: ROWS,
        successful: ROWS,
        failed: 0,
        amount_sent: expectedTotal,
      });
      const stats = await h.control<{ payouts: { total: number; successful: number; amountMoved: number } }>(
        'GET',
        '/stats',
      );
      expect(stats.payouts).toMatchObject({ total: ROWS, successful: ROWS, amountMoved: expectedTotal });
    }

    const ledger = await checkLedger(h.deps.db);
    expect(ledger.ok).toBe(true);
  });
});
