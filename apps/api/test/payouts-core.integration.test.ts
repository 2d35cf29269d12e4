import { and, eq, inArray, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkLedger } from '../src/modules/ledger/check-ledger.ts';
import { getShopBalances } from '../src/modules/ledger/get-shop-balances.ts';
import { advancePayout, payoutRequestOf } from '../src/modules/payouts/advance-payout.ts';
import { checkDuePayouts } from '../src/modules/payouts/check-due-payouts.ts';
import { createPayout } from '../src/modules/payouts/create-payout.ts';
import { getPayoutById } from '../src/modules/payouts/payouts-repository.ts';
import { ledgerEntries, payouts, webhookEvents } from '../src/platform/db/schema/index.ts';
import { AppError } from '../src/platform/errors/app-error.ts';
import { buildCollectionsApp } from './collections-harness.ts';
import { fundShop, moovNumber, mtnNumber } from './payouts-fixtures.ts';

let h: Awaited<ReturnType<typeof buildCollectionsApp>>;
beforeAll(async () => {
  h = await buildCollectionsApp();
  await fundShop(h.deps.db, h.sandboxShop, 1_000_000n);
});
afterAll(() => h.close());

const balance = () => getShopBalances(h.deps.db, h.sandboxShop.id, 0);
const payout = (
  phoneNumber: string,
  amount: bigint,
  extra: Partial<Parameters<typeof createPayout>[1]> = {},
) =>
  createPayout(
    { db: h.deps.db },
    {
      merchantId: h.merchantId,
      shopId: h.sandboxShop.id,
      mode: 0,
      phoneNumber,
      network: 'mtn',
      amount,
      source: { kind: 'single' },
      ...extra,
    },
  );
const advance = (id: string) => advancePayout(h.deps.db, h.deps.operators, 'http://app.test', id);
const checkDue = () => checkDuePayouts(h.deps.db, h.deps.operators, 'http://app.test');
/** Puts every other open payout's check an hour away, so a round of the checker sees this one only. */
const alone = (id: string) =>
  h.deps.db
    .update(payouts)
    .set({ nextCheckAt: new Date(Date.now() + 3_600_000) })
    .where(and(ne(payouts.id, id), inArray(payouts.status, ['PENDING', 'UNKNOWN'])));
const refusal = async (promise: Promise<unknown>) => {
  try {
    await promise;
  } catch (error) {
    if (error instanceof AppError) return error.code;
    throw error;
  }
  return 'accepted';
};
const payoutStats = async () =>
  (await h.control<{ payouts: { total: number; successful: number } }>('GET', '/stats')).payouts;

describe('createPayout: the hold, then settle or release', () => {
  it('holds amount + fee from available to pending in the creating transaction', async () => {
    const before = await balance();
    const row = await payout(mtnNumber('00'), 10_000n, { motif: 'Salaire <novembre> & été' });
    expect(row).toMatchObject({
      status: 'PENDING',
      amount: 10_000n,
      fee: 170n,
      motif: 'Salaire novembre ete',
    });
    expect(row.reference).toMatch(/^po_/);
    expect(row.idempotencyKey).toBe(`payout-${row.reference}`);
    const after = await balance();
    expect(before.available - after.available).toBe(10_170n);
    expect(after.pending - before.pending).toBe(10_170n);
  });

  it('success settles: pending to the operator clearing account and the fee to revenue, one webhook', async () => {
    const before = await balance();
    const row = await payout(mtnNumber('00'), 20_000n);
    const sent = await advance(row.id);
    expect(['PENDING', 'SUCCESSFUL']).toContain(sent!.status);
    await h.sim.sim.flush();
    const done =
      (await getPayoutById(h.deps.db, row.id))!.status === 'SUCCESSFUL' ? row : await advance(row.id);
    expect((await getPayoutById(h.deps.db, done!.id))!.status).toBe('SUCCESSFUL');
    const after = await balance();
    expect(before.available - after.available).toBe(20_340n);
    expect(after.pending).toBe(before.pending);
    const entries = await h.deps.db
      .select()
      .from(ledgerEntries)
      .where(eq(ledgerEntries.reference, row.reference));
    expect(entries.map((e) => e.kind).sort()).toEqual(['payout.hold', 'payout.settled']);
    const events = await h.deps.db
      .select()
      .from(webhookEvents)
      .where(eq(webhookEvents.reference, row.reference));
    expect(events.map((e) => e.type)).toEqual(['payout.successful']);
    // Asked again: nothing moves twice.
    await advance(row.id);
    expect((await balance()).available).toBe(after.available);
    expect((await checkLedger(h.deps.db)).ok).toBe(true);
  });

  it('failure releases the hold back to available, with a payout.failed webhook', async () => {
    const before = await balance();
    const row = await payout(mtnNumber('01'), 5_000n);
    let current = await advance(row.id);
    for (let i = 0; i < 3 && current!.status !== 'FAILED'; i++) {
      await h.sim.sim.flush();
      current = await advance(row.id);
    }
    expect(current).toMatchObject({ status: 'FAILED' });
    expect(await balance()).toEqual(before);
    const events = await h.deps.db
      .select()
      .from(webhookEvents)
      .where(eq(webhookEvents.reference, row.reference));
    expect(events.map((e) => e.type)).toEqual(['payout.failed']);
  });

  it('an operator 503 is UNKNOWN, never FAILED: the money stays held until the status says', async () => {
    const before = await balance();
    const row = await payout(mtnNumber('02'), 3_000n);
    const first = await advance(row.id);
    expect(first!.status).toBe('UNKNOWN');
    expect((await balance()).pending - before.pending).toBe(3_051n);
    let current = first;
    for (let i = 0; i < 4 && current!.status === 'UNKNOWN'; i++) current = await advance(row.id);
    expect(['UNKNOWN', 'FAILED']).toContain(current!.status);
    if (current!.status === 'FAILED') expect(await balance()).toEqual(before);
  });

  it('a retried submission never pays twice (same idempotency key)', async () => {
    const start = await payoutStats();
    const row = await payout(moovNumber('00'), 1_000n, { network: 'moov' });
    // Simulate a lost answer: send twice as the submit job and a sweep duplicate would.
    await Promise.all([advance(row.id), advance(row.id)]);
    await h.sim.sim.flush();
    await advance(row.id);
    expect((await getPayoutById(h.deps.db, row.id))!.status).toBe('SUCCESSFUL');
    expect((await payoutStats()).total - start.total).toBe(1);
  });

  it('pays through Wave (Idempotency-Key required by its payout API) once', async () => {
    const start = await payoutStats();
    const row = await payout('+225 07 00 00 00 00', 2_500n, { network: 'wave_ci' });
    expect(row.fee).toBe(25n);
    let current = await advance(row.id);
    for (let i = 0; i < 3 && current!.status !== 'SUCCESSFUL'; i++) {
      await h.sim.sim.flush();
      current = await advance(row.id);
    }
    expect(current!.status).toBe('SUCCESSFUL');
    expect((await payoutStats()).total - start.total).toBe(1);
  });

  it('refuses a short balance, a bad number, a network mismatch, an unknown network: nothing written', async () => {
    const before = await balance();
    const count = async () => (await h.deps.db.select().from(payouts)).length;
    const rows = await count();
    expect(await refusal(payout(mtnNumber('00'), before.available))).toBe('INSUFFICIENT_BALANCE');
    expect(await refusal(payout('229123', 1_000n))).toBe('INVALID_PHONE_NUMBER');
    expect(await refusal(payout(moovNumber('00'), 1_000n))).toBe('NETWORK_MISMATCH');
    expect(await refusal(payout(mtnNumber('00'), 1_000n, { network: 'paypal' }))).toBe('UNKNOWN_OPERATOR');
    expect(await refusal(payout(mtnNumber('00'), 0n))).toBe('INVALID_AMOUNT');
    expect(await count()).toBe(rows);
    expect(await balance()).toEqual(before);
  });

  it('one payout per source: a list row created twice holds once', async () => {
    const before = await balance();
    const a = await payout(mtnNumber('00'), 2_000n, { source: { kind: 'list', id: 'plr_test_1' } });
    const b = await payout(mtnNumber('00'), 2_000n, { source: { kind: 'list', id: 'plr_test_1' } });
    expect(b.id).toBe(a.id);
    expect(before.available - (await balance()).available).toBe(2_034n);
  });

  it('a reused reference is refused', async () => {
    await payout(mtnNumber('00'), 1_000n, { reference: 'my-ref-1' });
    expect(await refusal(payout(mtnNumber('00'), 1_000n, { reference: 'my-ref-1' }))).toBe(
      'PAYOUT_REFERENCE_USED',
    );
  });

  it('a crash after the operator took the payout but before we recorded it: resent under its key, paid once', async () => {
    const start = await payoutStats();
    const row = await payout(mtnNumber('00'), 1_200n);
    // The operator received it; the process died before the answer was written.
    await h.deps.operators('mtn', 0).payout(payoutRequestOf(row, 'http://app.test'));
    // (Its callback, a hint, is in: the row is not locked by it while the checker claims.)
    await h.sim.sim.flush();
    await h.deps.db
      .update(payouts)
      .set({ nextCheckAt: new Date(Date.now() - 120_000) })
      .where(eq(payouts.id, row.id));
    // Its check is due: the checker sends it again under the same key.
    await alone(row.id);
    expect(await checkDue()).toBe(1);
    let current = await advance(row.id);
    for (let i = 0; i < 3 && current!.status !== 'SUCCESSFUL'; i++) {
      await h.sim.sim.flush();
      current = await advance(row.id);
    }
    expect(current!.status).toBe('SUCCESSFUL');
    expect((await payoutStats()).total - start.total).toBe(1);
  });

  it('a new payout is due at once; the checker submits it and sets its next check, and ledger:check holds', async () => {
    const row = await payout(mtnNumber('05'), 1_000n);
    expect(row.nextCheckAt!.getTime()).toBeLessThanOrEqual(Date.now());
    await alone(row.id);
    expect(await checkDue()).toBe(1);
    const pushed = await getPayoutById(h.deps.db, row.id);
    expect(pushed).toMatchObject({ status: 'PENDING' });
    expect(pushed!.submittedAt).not.toBeNull();
    expect(pushed!.nextCheckAt!.getTime()).toBeGreaterThan(Date.now());
    // Not due again before that: nothing claimed.
    expect(await checkDue()).toBe(0);
    const report = await checkLedger(h.deps.db);
    expect(report.ok).toBe(true);
  });
});
