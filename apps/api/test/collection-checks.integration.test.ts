import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyOperatorResult } from '../src/modules/transactions/apply-operator-result.ts';
import { RECONCILE_TRANSACTION } from '../src/modules/transactions/reconcile-transaction.job.ts';
import { reconcileTransaction } from '../src/modules/transactions/reconcile-transaction.ts';
import { sweepDueChecks } from '../src/modules/transactions/sweep-due-work.ts';
import { getTransactionByReference } from '../src/modules/transactions/transactions-repository.ts';
import { transactionEvents, transactions } from '../src/platform/db/schema/index.ts';
import { buildCollectionsApp } from './collections-harness.ts';
import { json } from './helper.ts';

/**
 * Status checks are scheduled by `next_check_at` alone: an answer that leaves a collection open
 * sets it (one statement, no job), the sweeper queues the checks that are due, and a final state
 * clears it, so a collection a callback already settled is never checked again.
 */
let h: Awaited<ReturnType<typeof buildCollectionsApp>>;
beforeAll(async () => {
  h = await buildCollectionsApp();
});
afterAll(() => h.close());

const pay = async (ending: string) => {
  const response = await h.app.inject({
    method: 'POST',
    url: '/api/transactions/public/requesttopay/mtn',
    payload: { shop: h.sandboxShop.id, amount: 2_000, phoneNumber: `+229 01 97 00 11 ${ending}` },
    headers: { authorization: `Bearer ${h.sandboxKey}` },
  });
  expect(response.statusCode).toBe(202);
  const row = await getTransactionByReference(h.deps.db, json<{ reference: string }>(response).reference);
  return row!;
};

async function queuedChecks(transactionId: string) {
  const result = (await h.deps.db.execute(
    sql`SELECT count(*)::int AS n FROM pgboss.job WHERE name = ${RECONCILE_TRANSACTION} AND data->>'transactionId' = ${transactionId}`,
  )) as unknown as { rows: { n: number }[] };
  return result.rows[0]!.n;
}

const makeDue = (id: string) =>
  h.deps.db
    .update(transactions)
    .set({ nextCheckAt: new Date(Date.now() - 1_000) })
    .where(eq(transactions.id, id));

describe('collection status checks', () => {
  it('an open answer is recorded with its event and the next check 5 s later, with no job queued', async () => {
    const before = Date.now();
    const row = await pay('05');
    expect(row.status).toBe('PENDING');
    expect(row.checks).toBe(1);
    expect(row.nextCheckAt!.getTime()).toBeGreaterThanOrEqual(before + 4_000);
    expect(row.nextCheckAt!.getTime()).toBeLessThanOrEqual(Date.now() + 6_000);
    const events = await h.deps.db
      .select()
      .from(transactionEvents)
      .where(eq(transactionEvents.transactionId, row.id));
    expect(events.map((e) => e.kind).sort()).toEqual(['created', 'operator.collect']);
    expect(await queuedChecks(row.id)).toBe(0);
  });

  it('the sweep queues a due check once, and pushes the next one forward', async () => {
    const row = await pay('05');
    expect(await sweepDueChecks(h.deps.db, { graceSeconds: 0 })).toBe(0);
    await makeDue(row.id);
    expect(await sweepDueChecks(h.deps.db, { graceSeconds: 0 })).toBe(1);
    expect(await queuedChecks(row.id)).toBe(1);
    const pushed = await getTransactionByReference(h.deps.db, row.reference);
    expect(pushed!.nextCheckAt!.getTime()).toBeGreaterThan(Date.now() + 50_000);
    expect(await sweepDueChecks(h.deps.db, { graceSeconds: 0 })).toBe(0);
    expect(await queuedChecks(row.id)).toBe(1);
    // The check itself sets the real next one: still pending, asked again after 10 s.
    await reconcileTransaction(h.deps.db, h.deps.operators, 'http://app.test', row.id);
    const checked = await getTransactionByReference(h.deps.db, row.reference);
    expect(checked!.checks).toBe(2);
    expect(checked!.nextCheckAt!.getTime()).toBeLessThan(Date.now() + 11_000);
  });

  it('a collection settled by its callback is never checked again', async () => {
    const row = await pay('00');
    await h.sim.sim.flush();
    await reconcileTransaction(h.deps.db, h.deps.operators, 'http://app.test', row.id);
    const settled = await getTransactionByReference(h.deps.db, row.reference);
    expect(settled!.status).toBe('SUCCESSFUL');
    expect(settled!.nextCheckAt).toBeNull();
    // The callback queued its one check (the one that settled it); nothing more comes.
    const queued = await queuedChecks(row.id);
    expect(await sweepDueChecks(h.deps.db, { graceSeconds: 0 })).toBe(0);
    expect(await queuedChecks(row.id)).toBe(queued);
  });

  it('a callback pushes the scheduled check of an open row back, since its status query is queued', async () => {
    const row = await pay('05');
    await h.advance(5_000);
    const noted = await getTransactionByReference(h.deps.db, row.reference);
    expect(noted!.status).toBe('PENDING');
    expect(noted!.nextCheckAt!.getTime()).toBeGreaterThan(Date.now() + 25_000);
    expect(await queuedChecks(row.id)).toBe(1);
  });

  it('a late open answer does not reopen a final collection', async () => {
    const row = await pay('00');
    await h.sim.sim.flush();
    await reconcileTransaction(h.deps.db, h.deps.operators, 'http://app.test', row.id);
    const after = await applyOperatorResult(h.deps.db, row.id, { status: 'PENDING' }, 'operator.status');
    expect(after!.status).toBe('SUCCESSFUL');
    expect(after!.nextCheckAt).toBeNull();
  });
});
