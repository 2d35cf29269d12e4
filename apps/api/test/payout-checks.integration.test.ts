import { and, eq, inArray, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OperatorRegistry } from '../src/modules/operators/operator-adapter.ts';
import { checkDuePayouts } from '../src/modules/payouts/check-due-payouts.ts';
import { createPayout } from '../src/modules/payouts/create-payout.ts';
import { getPayoutById } from '../src/modules/payouts/payouts-repository.ts';
import { sweepJob } from '../src/modules/webhooks/sweep-due-work.ts';
import { payouts } from '../src/platform/db/schema/index.ts';
import { type Jobs, startJobs } from '../src/platform/jobs/start-jobs.ts';
import { buildCollectionsApp } from './collections-harness.ts';
import { fundShop, mtnNumber } from './payouts-fixtures.ts';
import { until } from './wait-until.ts';

/**
 * Issue 16, item 7: a payout's checks have one mechanism, its row's `next_check_at`, claimed by
 * the payout checker when due (as collections'). A PENDING answer queues no job beside it, and
 * the sweeper queues nothing for payouts, so each due check asks the operator exactly once.
 */
const statusCalls = new Map<string, number>();
const submitCalls = new Map<string, number>();
const bump = (counts: Map<string, number>, reference: string) =>
  counts.set(reference, (counts.get(reference) ?? 0) + 1);
/** The simulator's adapters, counting the payout calls made to them by reference. */
const counting =
  (operators: OperatorRegistry): OperatorRegistry =>
  (operator, mode) => {
    const adapter = operators(operator, mode);
    return Object.assign(Object.create(adapter) as typeof adapter, {
      payout: (request: Parameters<typeof adapter.payout>[0]) => {
        bump(submitCalls, request.reference);
        return adapter.payout(request);
      },
      payoutStatus: (reference: string, operatorReference?: string) => {
        bump(statusCalls, reference);
        return adapter.payoutStatus(reference, operatorReference);
      },
    });
  };

let h: Awaited<ReturnType<typeof buildCollectionsApp>>;
let sweeper: Jobs;
beforeAll(async () => {
  // Everything main.ts runs in the background: job workers, the payout checker, the sweeper.
  h = await buildCollectionsApp({ jobs: 'work', wrapOperators: counting });
  sweeper = await startJobs({
    database: h.database,
    definitions: [sweepJob({ intervalMs: 200, staleSeconds: 180 })],
    pollingIntervalSeconds: 0.5,
  });
  await fundShop(h.deps.db, h.sandboxShop, 100_000n);
});
afterAll(async () => {
  await sweeper.stop();
  await h.close();
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
describe('payout status checks fire once', () => {
  it('a PENDING answer: exactly one status query when its check is due, none before', async () => {
    // 05: the operator keeps it PENDING (the simulated customer never acts: its clock stands still).
    const row = await createPayout(
      { db: h.deps.db },
      {
        merchantId: h.merchantId,
        shopId: h.sandboxShop.id,
        mode: 0,
        phoneNumber: mtnNumber('05'),
        network: 'mtn',
        amount: 1_000n,
        source: { kind: 'single' },
      },
    );
    const submitted = await until(
      'the payout to be submitted',
      async () => {
        const current = await getPayoutById(h.deps.db, row.id);
        return current?.submittedAt ? current : undefined;
      },
      30_000,
      50,
    );
    expect(submitted.status).toBe('PENDING');
    expect(submitCalls.get(row.reference)).toBe(1);
    // Its next check is 5 s after that answer; the one after, 10 s after the check.
    const due = submitted.nextCheckAt!.getTime();
    expect(due - Date.now()).toBeGreaterThan(3_000);
    // Nothing asks before it is due...
    await sleep(due - Date.now() - 1_000);
    expect(statusCalls.get(row.reference) ?? 0).toBe(0);
    // ...then one query, and no second one (job, sweep or checker) for the same due check.
    await until(
      'the due check',
      async () => ((statusCalls.get(row.reference) ?? 0) >= 1 ? true : undefined),
      30_000,
      50,
    );
    await sleep(2_500);
    expect(statusCalls.get(row.reference)).toBe(1);
    const checked = (await getPayoutById(h.deps.db, row.id))!;
    expect(checked).toMatchObject({ status: 'PENDING', checks: submitted.checks + 1 });
    expect(checked.nextCheckAt!.getTime()).toBeGreaterThan(Date.now() + 5_000);
    expect(submitCalls.get(row.reference)).toBe(1);
  });

  it('checkers racing over one due payout ask the operator once', async () => {
    const [open] = await h.deps.db
      .select()
      .from(payouts)
      .where(inArray(payouts.status, ['PENDING', 'UNKNOWN']))
      .limit(1);
    const before = statusCalls.get(open!.reference) ?? 0;
    // Only this payout is due.
    await h.deps.db
      .update(payouts)
      .set({ nextCheckAt: new Date(Date.now() + 3_600_000) })
      .where(and(ne(payouts.id, open!.id), inArray(payouts.status, ['PENDING', 'UNKNOWN'])));
    await h.deps.db
      .update(payouts)
      .set({ nextCheckAt: new Date(Date.now() - 1_000) })
      .where(eq(payouts.id, open!.id));
    const claimed = await Promise.all(
      Array.from({ length: 4 }, () => checkDuePayouts(h.deps.db, h.deps.operators, 'http://app.test')),
    );
    // The background checker may have been the one to claim it.
    await sleep(1_500);
    expect(claimed.reduce((a, b) => a + b, 0)).toBeLessThanOrEqual(1);
    expect(statusCalls.get(open!.reference)).toBe(before + 1);
  });
});
