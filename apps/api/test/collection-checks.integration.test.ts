import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { applyOperatorResult } from '../src/modules/collections/apply-operator-result.ts';
import { collectionCheckJobs } from '../src/modules/collections/collection-check-jobs.ts';
import { batchLanesFor, checkDueCollections } from '../src/modules/collections/collection-checker.ts';
import { reconcileTransaction } from '../src/modules/collections/reconcile-transaction.ts';
import { addSettlementHook } from '../src/modules/collections/settlement-hooks.ts';
import {
  getTransactionByReference,
  insertCollectionsWithEvents,
  type TransactionRow,
} from '../src/modules/collections/transactions-repository.ts';
import { checkLedger } from '../src/modules/ledger/check-ledger.ts';
import type { OperatorAdapter, OperatorRegistry } from '../src/modules/operators/operator-adapter.ts';
import { findTransactionEvents } from '../src/modules/transactions/transaction-detail-repository.ts';
import { type Db, databaseKindOf } from '../src/platform/db/client.ts';
import { newId } from '../src/platform/db/ids.ts';
import {
  customers,
  ledgerEntries,
  shops,
  transactionEvents,
  transactions,
  webhookEvents,
} from '../src/platform/db/schema/index.ts';
import { startJobs } from '../src/platform/jobs/start-jobs.ts';
import { buildCollectionsApp } from './collections-harness.ts';
import { json, takeCallbackHints } from './helper.ts';

/**
 * Status checks are scheduled by `next_check_at` alone: an answer that leaves a collection open
 * sets it (one statement, no job), the collection checker claims the due rows, and also asks at
 * once about the collections that operators' callbacks named (queued as `collections.callbacks` jobs), applies
 * the final answers in batches, and a final state clears it, so a collection already settled is
 * never checked again.
 */
let h: Awaited<ReturnType<typeof buildCollectionsApp>>;
/** A settlement hook the lanes test switches on: runs `during` inside each settlement transaction. */
const probe = { active: false, during: async (_tx: Db, _settled: TransactionRow[]) => {} };
beforeAll(async () => {
  h = await buildCollectionsApp();
  addSettlementHook({
    beforePosting: async (tx, settled) => {
      if (probe.active) await probe.during(tx, settled);
      return undefined;
    },
  });
});
afterAll(() => h.close());

const pay = async (ending: string, amount = 2_000, customer = '11') => {
  const response = await h.app.inject({
    method: 'POST',
    url: '/api/transactions/public/requesttopay/mtn',
    payload: { shop: h.sandboxShop.id, amount, phoneNumber: `+229 01 97 00 ${customer} ${ending}` },
    headers: { authorization: `Bearer ${h.sandboxKey}` },
  });
  expect(response.statusCode).toBe(202);
  const row = await getTransactionByReference(h.deps.db, json<{ reference: string }>(response).reference);
  return row!;
};

const check = async () =>
  checkDueCollections(h.deps.db, h.deps.operators, 'http://app.test', { hints: await takeCallbackHints(h) });
const reread = async (reference: string) => (await getTransactionByReference(h.deps.db, reference))!;
const makeDue = (id: string) =>
  h.deps.db
    .update(transactions)
    .set({ nextCheckAt: new Date(Date.now() - 1_000) })
    .where(eq(transactions.id, id));

describe('collection status checks', () => {
  it('an open answer is recorded with its event and the next check 5 s later', async () => {
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
  });

  it('answers recorded at the same time are grouped, each row with its own state and event', async () => {
    const rows = await Promise.all(['05', '05', '03', '05', '05', '05', '05', '05'].map((e) => pay(e)));
    for (const row of rows) {
      expect(row.checks).toBe(1);
      expect(row.nextCheckAt!.getTime()).toBeGreaterThan(Date.now());
      const events = await h.deps.db
        .select()
        .from(transactionEvents)
        .where(eq(transactionEvents.transactionId, row.id));
      expect(events.map((e) => e.kind).sort()).toEqual(['created', 'operator.collect']);
    }
    // 03 times out: UNKNOWN; the others are pending.
    expect(rows.map((r) => r.status)).toEqual([
      'PENDING',
      'PENDING',
      'UNKNOWN',
      'PENDING',
      'PENDING',
      'PENDING',
      'PENDING',
      'PENDING',
    ]);
    // An open answer for a collection already final changes nothing.
    const settled = rows[0]!;
    await applyOperatorResult(h.deps.db, settled.id, { status: 'SUCCESSFUL' }, 'operator.status');
    const late = await Promise.all(
      [settled.id, rows[1]!.id].map((id) =>
        applyOperatorResult(h.deps.db, id, { status: 'PENDING' }, 'operator.status'),
      ),
    );
    expect(late.map((r) => [r!.status, r!.checks])).toEqual([
      ['SUCCESSFUL', 1],
      ['PENDING', 2],
    ]);
  });

  it('the checker asks about a due collection once, then not before its next check', async () => {
    const row = await pay('05');
    expect(await check()).toBe(0);
    await makeDue(row.id);
    expect(await check()).toBe(1);
    // Still pending: asked once more, and again after 10 s.
    const checked = await reread(row.reference);
    expect(checked.status).toBe('PENDING');
    expect(checked.checks).toBe(2);
    expect(checked.nextCheckAt!.getTime()).toBeGreaterThan(Date.now() + 8_000);
    expect(checked.nextCheckAt!.getTime()).toBeLessThan(Date.now() + 11_000);
    expect(await check()).toBe(0);
  });

  it('a callback has its collection asked about in the next round and logged; never asked again', async () => {
    const row = await pay('00');
    await h.sim.sim.flush();
    // Nothing is written when the callback arrives: the row is still pending, its check 5 s away.
    expect((await reread(row.reference)).nextCheckAt!.getTime()).toBeGreaterThan(Date.now());
    expect(await check()).toBe(1);
    const settled = await reread(row.reference);
    expect(settled.status).toBe('SUCCESSFUL');
    expect(settled.nextCheckAt).toBeNull();
    // The timeline shows the callback, then the answer it prompted (one row written for both).
    const events = await findTransactionEvents(h.deps.db, row.id);
    // (The answer and the status change are written at one time: either may come first.)
    const kinds = events.map((e) => e.kind);
    expect(kinds.slice(0, 3)).toEqual(['created', 'operator.collect', 'operator.callback']);
    expect(kinds.slice(3).sort()).toEqual(['operator.status', 'status.changed']);
    expect(events[2]!.data).toEqual({ operator: 'mtn' });
    const answer = events.find((e) => e.kind === 'operator.status')!;
    expect(answer.data).toMatchObject({ status: 'SUCCESSFUL' });
    expect(answer.data).not.toHaveProperty('callback');
    const written = await h.deps.db
      .select()
      .from(transactionEvents)
      .where(eq(transactionEvents.transactionId, row.id));
    expect(written).toHaveLength(4);
    expect(await check()).toBe(0);
    // A duplicate callback of a final collection is not asked about and writes nothing.
    const duplicate = await h.app.inject({
      method: 'POST',
      url: '/api/operators/callbacks/mtn/sandbox',
      payload: { externalId: row.reference, payer: { partyIdType: 'MSISDN' }, status: 'SUCCESSFUL' },
    });
    expect(duplicate.statusCode).toBe(200);
    expect(await check()).toBe(0);
    expect(await findTransactionEvents(h.deps.db, row.id)).toHaveLength(events.length);
  });

  it('settles a batch of collections in one round: one entry, one webhook event and one customer each', async () => {
    const rows = [];
    for (const ending of ['00', '08', '00', '01']) rows.push(await pay(ending, 3_000));
    // Each is settled (or failed: 01, insufficient funds) after its callback.
    await h.sim.sim.flush();
    const claimed = await check();
    expect(claimed).toBeGreaterThanOrEqual(3);
    const ids = rows.map((r) => r.id);
    const after = await h.deps.db.select().from(transactions).where(inArray(transactions.id, ids));
    const statusOf = new Map(after.map((r) => [r.id, r.status]));
    expect(rows.map((r) => statusOf.get(r.id))).toEqual(['SUCCESSFUL', 'SUCCESSFUL', 'SUCCESSFUL', 'FAILED']);
    const references = rows.map((r) => r.reference);
    const entries = await h.deps.db
      .select()
      .from(ledgerEntries)
      .where(inArray(ledgerEntries.reference, references));
    expect(entries).toHaveLength(3);
    const events = await h.deps.db
      .select()
      .from(webhookEvents)
      .where(inArray(webhookEvents.reference, references));
    expect(events.map((e) => e.type).sort()).toEqual([
      'transaction.failed',
      'transaction.successful',
      'transaction.successful',
      'transaction.successful',
    ]);
    // Two payments from one number in the batch make one customer.
    const known = await h.deps.db.select().from(customers).where(eq(customers.phoneNumber, '2290197001100'));
    expect(known).toHaveLength(1);
    expect((await checkLedger(h.deps.db)).ok).toBe(true);
  });

  it('final answers in several batches at once: each callback logged once, with its own batch', async () => {
    const rows = [];
    for (const ending of ['00', '00', '00', '00', '00', '05']) rows.push(await pay(ending, 1_500));
    await h.sim.sim.flush();
    // The 05 collection stays pending: its callback note is written without any batch.
    const hints = [
      ...(await takeCallbackHints(h)),
      { reference: rows[5]!.reference, operator: 'mtn', mode: 0 as const },
    ];
    await checkDueCollections(h.deps.db, h.deps.operators, 'http://app.test', {
      hints,
      batchSize: 2,
      batchLanes: 2,
      onError: (error) => {
        throw error;
      },
    });
    const ids = rows.map((r) => r.id);
    const after = await h.deps.db.select().from(transactions).where(inArray(transactions.id, ids));
    const statusOf = new Map(after.map((r) => [r.id, r.status]));
    expect(rows.map((r) => statusOf.get(r.id))).toEqual([
      'SUCCESSFUL',
      'SUCCESSFUL',
      'SUCCESSFUL',
      'SUCCESSFUL',
      'SUCCESSFUL',
      'PENDING',
    ]);
    for (const row of rows) {
      const events = await findTransactionEvents(h.deps.db, row.id);
      expect(events.filter((e) => e.kind === 'operator.callback')).toHaveLength(1);
    }
    const entries = await h.deps.db
      .select()
      .from(ledgerEntries)
      .where(
        inArray(
          ledgerEntries.reference,
          rows.map((r) => r.reference),
        ),
      );
    expect(entries).toHaveLength(5);
    expect((await checkLedger(h.deps.db)).ok).toBe(true);
  });

  it('an UNKNOWN collection the operator never received is submitted again, not asked about until it expires', async () => {
    // As when the first request's token or call timed out: the row is UNKNOWN and the operator
    // has no such request (its status query answers 404, i.e. UNKNOWN again).
    const id = newId('txn');
    await insertCollectionsWithEvents(h.deps.db, [
      {
        values: {
          id,
          reference: id,
          merchantId: h.sandboxShop.merchantId,
          shopId: h.sandboxShop.id,
          mode: 0,
          source: 'api',
          operator: 'mtn',
          phoneNumber: '2290197001100',
          amount: 1_700n,
          fee: 17n,
          customerPays: 1_700n,
          merchantReceives: 1_683n,
        },
        event: { kind: 'created', data: { source: 'api' } },
      },
    ]);
    await h.deps.db
      .update(transactions)
      .set({
        status: 'UNKNOWN',
        createdAt: new Date(Date.now() - 120_000),
        nextCheckAt: new Date(Date.now() - 1_000),
      })
      .where(eq(transactions.id, id));
    await check();
    // The operator has it now (PENDING: the customer is asked), and its success settles it.
    expect((await reread(id)).status).toBe('PENDING');
    await h.sim.sim.flush();
    await check();
    expect((await reread(id)).status).toBe('SUCCESSFUL');
  });

  it('batches at once by default: four on PostgreSQL, one on PGlite (batchLanesFor)', async () => {
    // Counts the settlement transactions in flight: each holds its transaction open 50 ms.
    let inFlight = 0;
    let most = 0;
    probe.active = true;
    probe.during = async () => {
      inFlight++;
      most = Math.max(most, inFlight);
      await new Promise((r) => setTimeout(r, 50));
      inFlight--;
    };
    try {
      const rows = [];
      // Six customers: batches of one customer would wait for each other on its row.
      for (let i = 0; i < 6; i++) rows.push(await pay('00', 1_600 + i, String(40 + i)));
      await h.sim.sim.flush();
      await checkDueCollections(h.deps.db, h.deps.operators, 'http://app.test', {
        hints: await takeCallbackHints(h),
        batchSize: 1,
        onError: (error) => {
          throw error;
        },
      });
      for (const row of rows) expect((await reread(row.reference)).status).toBe('SUCCESSFUL');
    } finally {
      probe.active = false;
    }
    const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
    expect(batchLanesFor(databaseKindOf(h.deps.db))).toBe(onPostgres ? 4 : 1);
    expect(most).toBe(onPostgres ? 4 : 1);
  });

  /** Collections of the sandbox merchant's shops, PENDING, their checks an hour away (callbacks bring them). */
  const pendingOf = async (shopIds: string[], count: number, phoneOf: (i: number) => string) => {
    const rows = await insertCollectionsWithEvents(
      h.deps.db,
      Array.from({ length: count }, (_, i) => {
        const id = newId('txn');
        return {
          values: {
            id,
            reference: id,
            merchantId: h.sandboxShop.merchantId,
            shopId: shopIds[i % shopIds.length]!,
            mode: 0,
            source: 'api',
            operator: 'mtn',
            phoneNumber: phoneOf(i),
            amount: 1_000n + BigInt(i),
            fee: 10n,
            customerPays: 1_000n + BigInt(i),
            merchantReceives: 990n + BigInt(i),
            nextCheckAt: new Date(Date.now() + 3_600_000),
          },
          event: { kind: 'created', data: {} },
        };
      }),
    );
    await h.deps.db
      .update(transactions)
      .set({ status: 'PENDING' })
      .where(
        inArray(
          transactions.id,
          rows.map((r) => r.id),
        ),
      );
    return rows;
  };
  const answeringSuccess: OperatorRegistry = () => {
    const successful = async () => ({ status: 'SUCCESSFUL' as const, operatorReference: 'op' });
    return {
      operator: 'mtn',
      collect: successful,
      collectionStatus: successful,
    } as unknown as OperatorAdapter;
  };

  it('a batch chosen as a deadlock victim is settled again whole, once, not row by row', async () => {
    const rows = await pendingOf([h.sandboxShop.id], 3, (i) => `22901970077${i}`);
    const ours = new Set(rows.map((r) => r.id));
    const sizes: number[] = [];
    probe.active = true;
    probe.during = async (_tx, settled) => {
      // (Rows of earlier tests that came due are settled in the same round: not counted.)
      const mine = settled.filter((r) => ours.has(r.id));
      if (mine.length === 0) return;
      sizes.push(mine.length);
      // PostgreSQL's answer to the victim of a deadlock, once (the whole transaction rolls back).
      if (sizes.length === 1) throw Object.assign(new Error('deadlock detected'), { code: '40P01' });
    };
    const errors: unknown[] = [];
    try {
      await checkDueCollections(h.deps.db, answeringSuccess, 'http://app.test', {
        hints: rows.map((r) => ({ reference: r.reference, operator: 'mtn', mode: 0 as const })),
        batchSize: 100,
        batchLanes: 1,
        onError: (error) => errors.push(error),
      });
    } finally {
      probe.active = false;
    }
    expect(errors).toEqual([]);
    // Before: the failed batch was applied again row by row ([3, 1, 1, 1]).
    expect(sizes).toEqual([3, 3]);
    const entries = await h.deps.db
      .select()
      .from(ledgerEntries)
      .where(
        inArray(
          ledgerEntries.reference,
          rows.map((r) => r.reference),
        ),
      );
    expect(entries).toHaveLength(3);
    const events = await h.deps.db
      .select()
      .from(transactionEvents)
      .where(inArray(transactionEvents.transactionId, [...ours]));
    for (const row of rows) {
      expect(events.filter((e) => e.transactionId === row.id && e.kind === 'status.changed')).toHaveLength(1);
    }
    expect((await checkLedger(h.deps.db)).ok).toBe(true);
  });

  it('four lanes on shops and customers that batches share: every collection settled once, no error', async () => {
    // Three shops of one merchant, their collections interleaved, four customers' phone numbers
    // across all of them, batches of two: the four lanes (batchLanesFor on PostgreSQL) lock the
    // same shop accounts, platform accounts, customers and rollups from several batches at once.
    const { merchantId } = h.sandboxShop;
    const shopIds = [h.sandboxShop.id];
    for (const name of ['Lane B', 'Lane C']) {
      const id = newId('shp');
      await h.deps.db.insert(shops).values({ id, merchantId, mode: 0, name });
      shopIds.push(id);
    }
    const before = await h.deps.db.select().from(ledgerEntries);
    for (let round = 0; round < 3; round++) {
      const rows = await pendingOf(shopIds, 24, (i) => `22901970088${i % 4}`);
      const ours = new Set(rows.map((r) => r.id));
      // Our collections in every settlement transaction that ran: a deadlock's victim run again,
      // or its rows one by one, would count some twice. (Rows of earlier tests that came due are
      // settled in the same round: not counted.)
      const sizes: number[] = [];
      probe.active = true;
      probe.during = async (_tx, settled) => {
        const mine = settled.filter((r) => ours.has(r.id)).length;
        if (mine > 0) sizes.push(mine);
      };
      const errors: unknown[] = [];
      try {
        await checkDueCollections(h.deps.db, answeringSuccess, 'http://app.test', {
          hints: rows.map((r) => ({ reference: r.reference, operator: 'mtn', mode: 0 as const })),
          batchSize: 2,
          batchLanes: 4,
          // Only these rows: none of the earlier tests' collections that came due meanwhile.
          graceSeconds: 3_600,
          onError: (error) => errors.push(error),
        });
      } finally {
        probe.active = false;
      }
      expect(errors).toEqual([]);
      expect(sizes.reduce((sum, n) => sum + n, 0)).toBe(24);
      expect(sizes.length).toBeGreaterThanOrEqual(12);
      const after = await h.deps.db
        .select()
        .from(transactions)
        .where(
          inArray(
            transactions.id,
            rows.map((r) => r.id),
          ),
        );
      expect(after.every((r) => r.status === 'SUCCESSFUL')).toBe(true);
      const entries = await h.deps.db
        .select()
        .from(ledgerEntries)
        .where(
          inArray(
            ledgerEntries.reference,
            rows.map((r) => r.reference),
          ),
        );
      // One entry per collection, never two.
      expect(entries.map((e) => e.reference).sort()).toEqual(rows.map((r) => r.reference).sort());
    }
    expect((await h.deps.db.select().from(ledgerEntries)).length - before.length).toBe(72);
    expect((await checkLedger(h.deps.db)).ok).toBe(true);
  });

  it('cuts batches in shop order, and records customers after the postings', async () => {
    // Two shops' collections, interleaved, all due now; an operator answering SUCCESSFUL at once.
    const { merchantId } = h.sandboxShop;
    const second = newId('shp');
    await h.deps.db.insert(shops).values({ id: second, merchantId, mode: 0, name: 'Second' });
    const phoneNumber = '2290197005599';
    const rows = await pendingOf([h.sandboxShop.id, second], 6, () => phoneNumber);
    const ours = new Set(rows.map((r) => r.id));
    const batches: string[][] = [];
    const customersBefore: number[] = [];
    probe.active = true;
    probe.during = async (tx, settled) => {
      const shopsOfBatch = settled.filter((r) => ours.has(r.id)).map((r) => r.shopId);
      batches.push(shopsOfBatch);
      const known = await tx.select().from(customers).where(eq(customers.phoneNumber, phoneNumber));
      customersBefore.push(known.filter((c) => shopsOfBatch.includes(c.shopId)).length);
    };
    try {
      await checkDueCollections(h.deps.db, answeringSuccess, 'http://app.test', {
        hints: rows.map((r) => ({ reference: r.reference, operator: 'mtn', mode: 0 as const })),
        batchSize: 3,
        batchLanes: 1,
        // Only these rows: none of the earlier tests' collections that came due meanwhile.
        graceSeconds: 3_600,
        onError: (error) => {
          throw error;
        },
      });
    } finally {
      probe.active = false;
    }
    // Each batch of three holds one shop's collections (interleaved, they would hold both shops).
    expect(batches.map((shopsOfBatch) => new Set(shopsOfBatch).size)).toEqual([1, 1]);
    // No customer yet when the hooks before the postings run: it is written after them.
    expect(customersBefore).toEqual([0, 0]);
    const known = await h.deps.db.select().from(customers).where(eq(customers.phoneNumber, phoneNumber));
    expect(known.map((c) => c.shopId).sort()).toEqual([h.sandboxShop.id, second].sort());
    expect((await checkLedger(h.deps.db)).ok).toBe(true);
  });

  it('a late callback of a collection failed as EXPIRED has its success settled', async () => {
    const row = await pay('05');
    await applyOperatorResult(
      h.deps.db,
      row.id,
      { status: 'FAILED', reason: { code: 'EXPIRED', message: 'expired' } },
      'reconciler.expired',
    );
    // Still asked about, an hour later (issue 16: a late success is never forgotten).
    expect((await reread(row.reference)).nextCheckAt!.getTime()).toBeGreaterThan(Date.now() + 3_000_000);
    await h.advance(5_000);
    // (The earlier tests' pending collections got their callbacks too.)
    expect(await check()).toBeGreaterThanOrEqual(1);
    const settled = await reread(row.reference);
    expect(settled.status).toBe('SUCCESSFUL');
    const entries = await h.deps.db
      .select()
      .from(ledgerEntries)
      .where(eq(ledgerEntries.reference, row.reference));
    expect(entries).toHaveLength(1);
  });

  it('a late callback of a collection failed as EXPIRED, still not paid, is asked once, then back on its hourly schedule', async () => {
    const row = await pay('06');
    await applyOperatorResult(
      h.deps.db,
      row.id,
      { status: 'FAILED', reason: { code: 'EXPIRED', message: 'expired' } },
      'reconciler.expired',
    );
    // 06: the customer refuses; the operator's callback comes after 5 s.
    await h.advance(5_000);
    expect(await check()).toBeGreaterThanOrEqual(1);
    const after = await reread(row.reference);
    expect(after).toMatchObject({ status: 'FAILED', reasonCode: 'EXPIRED' });
    expect(after.nextCheckAt!.getTime()).toBeGreaterThan(Date.now() + 3_000_000);
    expect(await check()).toBe(0);
    const entries = await h.deps.db
      .select()
      .from(ledgerEntries)
      .where(eq(ledgerEntries.reference, row.reference));
    expect(entries).toHaveLength(0);
  });

  it('a callback is checked at once by a worker, without waiting for the next periodic round', async () => {
    // A worker of the callbacks queue only (the periodic chain is not run here).
    const worker = await startJobs({
      database: h.database,
      definitions: collectionCheckJobs(h.deps.operators, 'http://app.test', { intervalMs: 60_000 }),
      work: ['collections.callbacks'],
      pollingIntervalSeconds: 30,
    });
    h.deps.collectionChecks.onQueued(() => worker.notify('collections.callbacks'));
    try {
      const row = await pay('00');
      await h.sim.sim.flush();
      let status = '';
      for (let i = 0; i < 100 && status !== 'SUCCESSFUL'; i++) {
        await new Promise((resolve) => setTimeout(resolve, 20));
        status = (await reread(row.reference)).status;
      }
      expect(status).toBe('SUCCESSFUL');
    } finally {
      h.deps.collectionChecks.onQueued(() => {});
      await worker.stop();
    }
  });

  it('a late open answer does not reopen a final collection', async () => {
    const row = await pay('00');
    await h.sim.sim.flush();
    await reconcileTransaction(h.deps.db, h.deps.operators, 'http://app.test', row.id);
    const after = await applyOperatorResult(h.deps.db, row.id, { status: 'PENDING' }, 'operator.status');
    expect(after!.status).toBe('SUCCESSFUL');
    expect(after!.nextCheckAt).toBeNull();
  });

  it('a callback about a collection this process answered open is checked without reading its row back', async () => {
    const row = await pay('00');
    /** How many times the checker read this collection's row for a callback while `run` ran. */
    const readsOfCallbackRows = async (run: () => Promise<unknown>) => {
      const session = h.deps.db._.session;
      const prepare = session.prepareQuery.bind(session);
      let reads = 0;
      const spy = vi.spyOn(session, 'prepareQuery').mockImplementation(((
        ...args: Parameters<typeof prepare>
      ) => {
        const references = (args[0].params[0] ?? []) as string[];
        if (args[2] === 'collections_by_reference' && references.includes(row.reference)) reads++;
        return prepare(...args);
      }) as typeof prepare);
      try {
        await run();
      } finally {
        spy.mockRestore();
      }
      return reads;
    };
    await h.sim.sim.flush();
    expect(await readsOfCallbackRows(check)).toBe(0);
    const settled = await reread(row.reference);
    expect(settled.status).toBe('SUCCESSFUL');
    const events = await findTransactionEvents(h.deps.db, row.id);
    expect(events.map((e) => e.kind)).toEqual(
      expect.arrayContaining(['operator.collect', 'operator.callback', 'operator.status', 'status.changed']),
    );
    // A second callback is not taken from memory: the row is read, found final, and nothing written.
    await h.app.inject({
      method: 'POST',
      url: '/api/operators/callbacks/mtn/sandbox',
      payload: { externalId: row.reference, payer: { partyIdType: 'MSISDN' }, status: 'SUCCESSFUL' },
    });
    expect(await readsOfCallbackRows(async () => expect(await check()).toBe(0))).toBe(1);
    expect(await findTransactionEvents(h.deps.db, row.id)).toHaveLength(events.length);
  });
});
