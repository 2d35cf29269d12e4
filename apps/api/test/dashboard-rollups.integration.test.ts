import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../src/composition/seed/demo-seed.ts';
import { applyFinalResults } from '../src/modules/collections/apply-final-results.ts';
import {
  addCollectionRollups,
  withoutRowRollups,
} from '../src/modules/collections/collection-rollups-repository.ts';
import { reconcileTransaction } from '../src/modules/collections/reconcile-transaction.ts';
import { getTransactionByReference } from '../src/modules/collections/transactions-repository.ts';
import { checkLedger } from '../src/modules/ledger/check-ledger.ts';
import { findRollupMismatches } from '../src/modules/ledger/rollup-check-repository.ts';
import { getSummary } from '../src/modules/overview/get-summary.ts';
import { advancePayout } from '../src/modules/payouts/advance-payout.ts';
import { newId } from '../src/platform/db/ids.ts';
import { dashboardRollups, payouts, refunds, shops, transactions } from '../src/platform/db/schema/index.ts';
import { buildCollectionsApp } from './collections-harness.ts';
import { json, loginAs } from './helper.ts';
import { insertPayment, insertPayout } from './insights-fixtures.ts';
import { fundShop, mtnNumber } from './payouts-fixtures.ts';

let h: Awaited<ReturnType<typeof buildCollectionsApp>>;
let owner: string;
let merchantId: string;
let otherShopId: string;

beforeAll(async () => {
  h = await buildCollectionsApp();
  merchantId = h.liveShop.merchantId;
  await fundShop(h.deps.db, h.liveShop, 100_000n);
  owner = json<{ token: string }>(await loginAs(h.app, 'marchand@demo.local', DEMO_PASSWORD)).token;
  otherShopId = newId('shp');
  await h.deps.db.insert(shops).values({ id: otherShopId, merchantId, mode: 1, name: 'Second shop' });
});
afterAll(() => h.close());

/** A collection through the API and the operator simulator: SUCCESSFUL, or FAILED for ending 01. */
async function collect(shop: { id: string }, key: string, amount: number, ending = '00') {
  const response = await h.app.inject({
    method: 'POST',
    url: '/api/transactions/public/requesttopay/mtn',
    payload: { shop: shop.id, amount, phoneNumber: mtnNumber(ending), description: 'Commande' },
    headers: { authorization: `Bearer ${key}` },
  });
  const { reference } = json<{ reference: string }>(response);
  await h.sim.sim.flush();
  const row = await getTransactionByReference(h.deps.db, reference);
  await reconcileTransaction(h.deps.db, h.deps.operators, 'http://app.test', row!.id);
  return (await getTransactionByReference(h.deps.db, reference))!;
}

/** The rollup rows of a shop and mode, as `day kind network status: count/amount/fee/net`. */
async function rollupsOf(shopId: string, mode: number) {
  const rows = await h.deps.db
    .select()
    .from(dashboardRollups)
    .where(and(eq(dashboardRollups.shopId, shopId), eq(dashboardRollups.mode, mode)));
  return rows
    .filter((r) => r.count !== 0n)
    .map((r) => `${r.day} ${r.kind} ${r.network} ${r.status}: ${r.count}/${r.amount}/${r.fee}/${r.net}`)
    .sort();
}

const today = () => new Date().toISOString().slice(0, 10);

describe('dashboard rollups', () => {
  it('counts a collection when it turns final, not when it is created, in its shop and mode only', async () => {
    const day = '2026-01-15';
    const pending = await insertPayment(
      h.deps.db,
      { id: otherShopId, merchantId, mode: 1 },
      { at: `${day}T23:59:59.000Z`, amount: 10_000, fee: 170, status: 'PENDING' },
    );
    expect(await rollupsOf(otherShopId, 1)).toEqual([]);
    await applyFinalResults(h.deps.db, [
      { transactionId: pending.id, result: { status: 'SUCCESSFUL' }, source: 'operator.status' },
    ]);
    const failed = await insertPayment(
      h.deps.db,
      { id: otherShopId, merchantId, mode: 1 },
      { at: `${day}T08:00:00.000Z`, amount: 4_000, fee: 68, status: 'PENDING' },
    );
    await applyFinalResults(h.deps.db, [
      {
        transactionId: failed.id,
        result: { status: 'FAILED', reason: { code: 'EXPIRED', message: 'expired' } },
        source: 'reconciler.expired',
      },
    ]);
    expect(await rollupsOf(otherShopId, 1)).toEqual([
      `${day} collection mtn FAILED: 1/4000/68/3932`,
      `${day} collection mtn SUCCESSFUL: 1/10000/170/9830`,
    ]);
    // A late success of an expired collection moves it from FAILED to SUCCESSFUL.
    await applyFinalResults(h.deps.db, [
      { transactionId: failed.id, result: { status: 'SUCCESSFUL' }, source: 'operator.status' },
    ]);
    expect(await rollupsOf(otherShopId, 1)).toEqual([`${day} collection mtn SUCCESSFUL: 2/14000/238/13762`]);
    // The other shops and the sandbox never see it.
    expect((await rollupsOf(h.liveShop.id, 1)).some((r) => r.startsWith(day))).toBe(false);
    expect(await rollupsOf(otherShopId, 0)).toEqual([]);
  });

  it('a batch of final answers writes its rollups in one statement, a late success moved from FAILED', async () => {
    const day = '2026-02-03';
    const shop = { id: otherShopId, merchantId, mode: 1 as const };
    const paid = [
      await insertPayment(h.deps.db, shop, {
        at: `${day}T09:00:00.000Z`,
        amount: 1_000,
        fee: 17,
        status: 'PENDING',
      }),
      await insertPayment(h.deps.db, shop, {
        at: `${day}T10:00:00.000Z`,
        amount: 2_000,
        fee: 34,
        status: 'PENDING',
      }),
    ];
    const refused = await insertPayment(h.deps.db, shop, {
      at: `${day}T11:00:00.000Z`,
      amount: 500,
      fee: 9,
      status: 'PENDING',
    });
    // Failed as EXPIRED by us: counted as FAILED until the operator's late success moves it.
    const late = await insertPayment(h.deps.db, shop, {
      at: `${day}T12:00:00.000Z`,
      amount: 3_000,
      fee: 51,
      status: 'FAILED',
    });
    await h.deps.db.update(transactions).set({ reasonCode: 'EXPIRED' }).where(eq(transactions.id, late.id));
    expect((await rollupsOf(otherShopId, 1)).filter((r) => r.startsWith(day))).toEqual([
      `${day} collection mtn FAILED: 1/3000/51/2949`,
    ]);
    await applyFinalResults(h.deps.db, [
      ...paid.map((row) => ({
        transactionId: row.id,
        result: { status: 'SUCCESSFUL' as const },
        source: 'operator.status' as const,
      })),
      { transactionId: refused.id, result: { status: 'FAILED' }, source: 'operator.status' },
      { transactionId: late.id, result: { status: 'SUCCESSFUL' }, source: 'operator.status' },
    ]);
    expect((await rollupsOf(otherShopId, 1)).filter((r) => r.startsWith(day))).toEqual([
      `${day} collection mtn FAILED: 1/500/9/491`,
      `${day} collection mtn SUCCESSFUL: 3/6000/102/5898`,
    ]);
    expect(await findRollupMismatches(h.deps.db, 10)).toEqual([]);
  });

  it('leaves the per-row trigger off only for the rows updated under withoutRowRollups', async () => {
    const day = '2026-02-04';
    const shop = { id: otherShopId, merchantId, mode: 1 as const };
    const [a, b] = [
      await insertPayment(h.deps.db, shop, { at: `${day}T09:00:00.000Z`, amount: 1_000, status: 'PENDING' }),
      await insertPayment(h.deps.db, shop, { at: `${day}T10:00:00.000Z`, amount: 2_000, status: 'PENDING' }),
    ];
    await h.deps.db.transaction(async (tx) => {
      await withoutRowRollups(tx, () =>
        tx.update(transactions).set({ status: 'SUCCESSFUL' }).where(eq(transactions.id, a!.id)),
      );
      await tx.update(transactions).set({ status: 'SUCCESSFUL' }).where(eq(transactions.id, b!.id));
    });
    // b went through the trigger; a was left to its caller (who here wrote nothing).
    expect((await rollupsOf(otherShopId, 1)).filter((r) => r.startsWith(day))).toEqual([
      `${day} collection mtn SUCCESSFUL: 1/2000/0/2000`,
    ]);
    await addCollectionRollups(h.deps.db, [{ id: a!.id, oldStatus: 'PENDING' }]);
    expect(await findRollupMismatches(h.deps.db, 10)).toEqual([]);
  });

  it('leaves the rollups as they were when the transaction that changed a state rolls back', async () => {
    const row = await insertPayment(
      h.deps.db,
      { id: otherShopId, merchantId, mode: 1 },
      { at: '2026-01-20T10:00:00.000Z', amount: 7_000, status: 'PENDING' },
    );
    await expect(
      h.deps.db.transaction(async (tx) => {
        await tx.update(transactions).set({ status: 'SUCCESSFUL' }).where(eq(transactions.id, row.id));
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect((await rollupsOf(otherShopId, 1)).some((r) => r.startsWith('2026-01-20'))).toBe(false);
  });

  it('keeps every rollup equal to the sums of its rows after a mixed run (ledger:check)', async () => {
    const ok = await collect(h.liveShop, h.liveKey, 10_000);
    expect(ok.status).toBe('SUCCESSFUL');
    expect((await collect(h.liveShop, h.liveKey, 3_000, '01')).status).toBe('FAILED');
    expect((await collect(h.sandboxShop, h.sandboxKey, 5_000)).status).toBe('SUCCESSFUL');
    const refund = await h.app.inject({
      method: 'POST',
      url: '/api/refunds',
      payload: { transaction: ok.reference, amount: 4_000, reason: 'Retour', password: DEMO_PASSWORD },
      headers: { authorization: `Bearer ${owner}` },
    });
    expect(refund.statusCode).toBe(202);
    const [row] = await h.deps.db
      .select()
      .from(refunds)
      .where(eq(refunds.id, json<{ _id: string }>(refund)._id));
    await advancePayout(h.deps.db, h.deps.operators, 'http://app.test', row!.payoutId!);
    await h.sim.sim.flush();
    await advancePayout(h.deps.db, h.deps.operators, 'http://app.test', row!.payoutId!);
    const [settled] = await h.deps.db.select().from(refunds).where(eq(refunds.id, row!.id));
    expect(settled!.status).toBe('SUCCESSFUL');
    // A payout that fails, and rows deleted (the rollups follow every change).
    const failing = await insertPayout(
      h.deps.db,
      { id: h.liveShop.id, merchantId, mode: 1 },
      { at: new Date(), amount: 2_000, fee: 20, status: 'PENDING' },
    );
    await h.deps.db.update(payouts).set({ status: 'FAILED' }).where(eq(payouts.id, failing.id));
    const gone = await insertPayment(
      h.deps.db,
      { id: h.liveShop.id, merchantId, mode: 1 },
      { at: new Date(), amount: 1_000 },
    );
    await h.deps.db.delete(transactions).where(eq(transactions.id, gone.id));

    expect(await findRollupMismatches(h.deps.db, 100)).toEqual([]);
    expect((await checkLedger(h.deps.db)).ok).toBe(true);

    const live = await getSummary(
      h.deps.db,
      { merchantId, mode: 1 },
      { shop: h.liveShop.id, from: today(), to: today() },
    );
    expect(live.totals.collection).toMatchObject({ count: 1, failed: 1, amount: 10_000 });
    expect(live.totals.refund).toMatchObject({ count: 1, amount: 4_000, net: -4_000 });
    expect(live.totals.payout).toMatchObject({ count: 1, failed: 1, amount: 4_000 });
    const sandbox = await getSummary(
      h.deps.db,
      { merchantId, mode: 0 },
      { shop: h.sandboxShop.id, from: today(), to: today() },
    );
    expect(sandbox.totals.collection).toMatchObject({ count: 1, failed: 0, amount: 5_000 });
    expect(sandbox.totals.payout.count + sandbox.totals.refund.count).toBe(0);
  });

  it('finds a rollup that drifted from its rows, and the rebuild puts it right', async () => {
    await h.deps.db
      .update(dashboardRollups)
      .set({ amount: sql`${dashboardRollups.amount} + 1` })
      .where(and(eq(dashboardRollups.shopId, h.liveShop.id), eq(dashboardRollups.day, today())));
    const drift = await findRollupMismatches(h.deps.db, 100);
    expect(drift.length).toBeGreaterThan(0);
    expect(drift[0]).toMatchObject({ table: 'dashboard_rollups' });
    expect((await checkLedger(h.deps.db)).ok).toBe(false);
    await h.deps.db.execute(sql`SELECT dashboard_rollups_rebuild()`);
    expect(await findRollupMismatches(h.deps.db, 100)).toEqual([]);
  });
});
