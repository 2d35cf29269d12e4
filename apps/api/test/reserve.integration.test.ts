import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobDefinitions } from '../src/composition/job-definitions.ts';
import { DEMO_PASSWORD } from '../src/composition/seed/demo-seed.ts';
import { reconcileTransaction } from '../src/modules/collections/reconcile-transaction.ts';
import { getTransactionByReference } from '../src/modules/collections/transactions-repository.ts';
import { checkLedger } from '../src/modules/ledger/check-ledger.ts';
import { getShopBalances } from '../src/modules/ledger/get-shop-balances.ts';
import { releaseDueReserves } from '../src/modules/reserve/release-due-reserves.ts';
import { updateShop } from '../src/modules/shops/shops-repository.ts';
import { ledgerEntries, reserveHolds } from '../src/platform/db/schema/index.ts';
import { startJobs } from '../src/platform/jobs/start-jobs.ts';
import { buildCollectionsApp } from './collections-harness.ts';
import { json, loginAs } from './helper.ts';
import { mtnNumber } from './payouts-fixtures.ts';

let h: Awaited<ReturnType<typeof buildCollectionsApp>>;
let owner: string;

beforeAll(async () => {
  h = await buildCollectionsApp();
  owner = json<{ token: string }>(await loginAs(h.app, 'marchand@demo.local', DEMO_PASSWORD)).token;
  // Staff set a 10 % reserve held 7 days on the live shop (the fees route, audited, writes these).
  await updateShop(h.deps.db, h.liveShop.id, { taxeReserveFound: 1_000, reserveFound: 7 });
});
afterAll(() => h.close());

async function collect(amount: number) {
  const response = await h.app.inject({
    method: 'POST',
    url: '/api/transactions/public/requesttopay/mtn',
    payload: { shop: h.liveShop.id, amount, phoneNumber: mtnNumber('00'), description: 'Commande' },
    headers: { authorization: `Bearer ${h.liveKey}` },
  });
  const { reference } = json<{ reference: string }>(response);
  await h.sim.sim.flush();
  const row = await getTransactionByReference(h.deps.db, reference);
  await reconcileTransaction(h.deps.db, h.deps.operators, 'http://app.test', row!.id);
  return (await getTransactionByReference(h.deps.db, reference))!;
}

const holdsOf = (transactionId: string) =>
  h.deps.db.select().from(reserveHolds).where(eq(reserveHolds.transactionId, transactionId));
const releasedEntries = async (holdId: string) =>
  (
    await h.deps.db
      .select()
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.idempotencyKey, `reserve:${holdId}:released`)))
  ).length;

describe('rolling reserve', () => {
  let holdId = '';
  let releaseAt = new Date();

  it('holds the share of each settled collection, once, in the settlement', async () => {
    const before = await getShopBalances(h.deps.db, h.liveShop.id, 1);
    const txn = await collect(10_000);
    expect(txn.status).toBe('SUCCESSFUL');
    expect(txn.merchantReceives).toBe(9_830n);
    // ceil(9 830 × 10 %) = 983 held, the rest available.
    const after = await getShopBalances(h.deps.db, h.liveShop.id, 1);
    expect(after.reserve - before.reserve).toBe(983n);
    expect(after.available - before.available).toBe(9_830n - 983n);
    // Settling again (a duplicate answer) holds nothing more.
    await reconcileTransaction(h.deps.db, h.deps.operators, 'http://app.test', txn.id);
    const [hold, ...more] = await holdsOf(txn.id);
    expect(more).toEqual([]);
    expect(hold).toMatchObject({ amount: 983n, rateBps: 1_000, holdDays: 7 });
    expect(hold!.releaseAt.getTime() - hold!.heldAt.getTime()).toBe(7 * 86_400_000);
    holdId = hold!.id;
    releaseAt = hold!.releaseAt;
    expect((await getShopBalances(h.deps.db, h.liveShop.id, 1)).reserve).toBe(after.reserve);
    expect((await checkLedger(h.deps.db)).ok).toBe(true);
  });

  it('shows the balance, the schedule and the history on /reserve and the dashboard', async () => {
    const headers = { authorization: `Bearer ${owner}` };
    const page = json<{
      balance: number;
      rate_bps: number;
      hold_days: number;
      schedule: { day: string; amount: number }[];
      history: { _id: string; status: string; amount: number }[];
    }>(await h.app.inject({ url: `/api/reserve?shop=${h.liveShop.id}`, headers }));
    expect(page).toMatchObject({ balance: 983, rate_bps: 1_000, hold_days: 7 });
    expect(page.schedule).toEqual([{ day: releaseAt.toISOString().slice(0, 10), amount: 983, holds: 1 }]);
    expect(page.history).toEqual([expect.objectContaining({ _id: holdId, status: 'held', amount: 983 })]);
    const balance = json<{ balance: { reserve: number } }>(
      await h.app.inject({ url: `/api/overview/balance?shop=${h.liveShop.id}`, headers }),
    );
    expect(balance.balance.reserve).toBe(983);
    // Another merchant's shop, or a bad page, is a 4xx.
    expect((await h.app.inject({ url: '/api/reserve?shop=shp_nobody', headers })).statusCode).toBe(404);
    expect(
      (await h.app.inject({ url: `/api/reserve?shop=${h.liveShop.id}&page=0`, headers })).statusCode,
    ).toBe(400);
  });

  it('releases exactly once: not before its day, not twice, not when a run dies midway', async () => {
    const start = await getShopBalances(h.deps.db, h.liveShop.id, 1);
    expect(await releaseDueReserves(h.deps.db, { now: new Date(releaseAt.getTime() - 1_000) })).toBe(0);
    const due = new Date(releaseAt.getTime() + 1_000);
    // A run that dies after posting, before its commit: nothing is released.
    await expect(
      releaseDueReserves(h.deps.db, {
        now: due,
        beforeCommit: async () => {
          throw new Error('crash');
        },
      }),
    ).rejects.toThrow('crash');
    expect(await getShopBalances(h.deps.db, h.liveShop.id, 1)).toEqual(start);
    expect(await releasedEntries(holdId)).toBe(0);
    // Two runs at once, then another one: one release.
    const runs = await Promise.all([
      releaseDueReserves(h.deps.db, { now: due }),
      releaseDueReserves(h.deps.db, { now: due }),
    ]);
    expect(runs[0]! + runs[1]!).toBe(1);
    expect(await releaseDueReserves(h.deps.db, { now: due })).toBe(0);
    const end = await getShopBalances(h.deps.db, h.liveShop.id, 1);
    expect(end.reserve).toBe(start.reserve - 983n);
    expect(end.available).toBe(start.available + 983n);
    expect(await releasedEntries(holdId)).toBe(1);
    const [hold] = await h.deps.db.select().from(reserveHolds).where(eq(reserveHolds.id, holdId));
    expect(hold!.releasedAt).not.toBeNull();
    expect((await checkLedger(h.deps.db)).ok).toBe(true);
  });

  it('is a pg-boss schedule, and a restarted worker releases what is due once', async () => {
    const schedule = await h.deps.db.execute(
      sql.raw(`SELECT name FROM pgboss.schedule WHERE name = 'reserve.release'`),
    );
    expect((schedule as unknown as { rows: unknown[] }).rows).toHaveLength(1);
    const txn = await collect(5_000);
    const [hold] = await holdsOf(txn.id);
    // Made due; a first worker dies before committing its release.
    await h.deps.db
      .update(reserveHolds)
      .set({ releaseAt: new Date(Date.now() - 60_000) })
      .where(eq(reserveHolds.id, hold!.id));
    await expect(
      releaseDueReserves(h.deps.db, {
        beforeCommit: async () => {
          throw new Error('killed');
        },
      }),
    ).rejects.toThrow('killed');
    // A new worker process (its own pg-boss on the same database) runs the job twice.
    const worker = await startJobs({
      database: h.database,
      definitions: jobDefinitions({
        operators: h.deps.operators,
        appUrl: 'http://app.test',
        mailer: h.deps.mailer,
      }),
      work: true,
      pollingIntervalSeconds: 0.5,
    });
    try {
      await worker.send('reserve.release', {});
      await worker.send('reserve.release', {});
      const deadline = Date.now() + 20_000;
      while ((await releasedEntries(hold!.id)) === 0 && Date.now() < deadline)
        await new Promise((r) => setTimeout(r, 200));
      await new Promise((r) => setTimeout(r, 1_500));
    } finally {
      await worker.stop();
    }
    expect(await releasedEntries(hold!.id)).toBe(1);
    const report = await checkLedger(h.deps.db);
    expect(report.reserveMismatches).toEqual([]);
    expect(report.ok).toBe(true);
  });

  it('ledger:check finds a reserve that disagrees with its holds', async () => {
    const txn = await collect(2_000);
    const [hold] = await holdsOf(txn.id);
    // Marked released by hand, without its ledger entry.
    await h.deps.db.update(reserveHolds).set({ releasedAt: new Date() }).where(eq(reserveHolds.id, hold!.id));
    const report = await checkLedger(h.deps.db);
    expect(report.ok).toBe(false);
    expect(report.reserveMismatches).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          shopId: h.liveShop.id,
          problem: 'reserve balance differs from unreleased holds',
        }),
        { holdId: hold!.id, problem: 'released entry missing' },
      ]),
    );
    await h.deps.db.update(reserveHolds).set({ releasedAt: null }).where(eq(reserveHolds.id, hold!.id));
    expect((await checkLedger(h.deps.db)).ok).toBe(true);
  });
});
