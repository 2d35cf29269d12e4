import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkLedger } from '../src/modules/ledger/check-ledger.ts';
import { getShopBalances } from '../src/modules/ledger/get-shop-balances.ts';
import { advancePayout } from '../src/modules/payouts/advance-payout.ts';
import { payouts } from '../src/platform/db/schema/index.ts';
import { buildCollectionsApp } from './collections-harness.ts';
import { ignoreClosingPoolErrors } from './ledger-fixtures.ts';
import { fundShop, mtnNumber } from './payouts-fixtures.ts';

// Real contention needs PostgreSQL (PGlite has one connection: everything runs in turn there,
// which still proves the arithmetic, so the test runs on both).
let h: Awaited<ReturnType<typeof buildCollectionsApp>>;
const serverErrors: string[] = [];
beforeAll(async () => {
  h = await buildCollectionsApp({
    jobs: 'work',
    // The server's errors, to say why a request got neither 202 nor 400 if one ever does.
    log: { level: 'error', stream: { write: (line: string) => void serverErrors.push(line) } },
  });
  ignoreClosingPoolErrors(h.database);
});
afterAll(() => h.close());

async function waitForFinal(timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const [row] = await h.deps.db
      .select({ open: sql<number>`count(*) filter (where ${payouts.status} in ('PENDING', 'UNKNOWN'))` })
      .from(payouts);
    if (Number(row!.open) === 0) return;
    if (Date.now() > deadline) throw new Error(`${row!.open} payouts still open`);
    await h.sim.sim.flush();
    // A second "worker" beside the job queue: every open payout is advanced again at the same
    // time as its job may run. Duplicate submissions must still pay once (same idempotency key).
    const open = await h.deps.db
      .select({ id: payouts.id })
      .from(payouts)
      .where(sql`${payouts.status} in ('PENDING', 'UNKNOWN')`);
    await Promise.all(
      open.map(({ id }) => advancePayout(h.deps.db, h.deps.operators, 'http://app.test', id)),
    );
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

describe('payouts under concurrency (job workers plus duplicate submissions)', () => {
  it('100 parallel payouts against a balance covering 60: exactly 60 accepted, each paid once', async () => {
    // 1 000 XOF each, MTN fee 17 XOF: 60 payouts need 61 020 XOF.
    await fundShop(h.deps.db, h.sandboxShop, 61_020n);
    const responses = await Promise.all(
      Array.from({ length: 100 }, (_, i) =>
        h.app.inject({
          method: 'POST',
          url: '/api/payouts/public/transfer/mtn',
          payload: { shop: h.sandboxShop.id, phoneNumber: mtnNumber('00'), amount: 1_000, motif: `Lot ${i}` },
          headers: { authorization: `Bearer ${h.sandboxKey}`, 'idempotency-key': `concurrent-${i}` },
        }),
      ),
    );
    const accepted = responses.filter((r) => r.statusCode === 202);
    const refused = responses.filter((r) => r.statusCode === 400);
    const others = responses.filter((r) => r.statusCode !== 202 && r.statusCode !== 400);
    expect(
      others.map((r) => `${r.statusCode} ${r.body.slice(0, 200)}`),
      `server errors:\n${serverErrors.join('').slice(0, 4000)}`,
    ).toEqual([]);
    expect(accepted).toHaveLength(60);
    expect(refused).toHaveLength(40);
    expect(refused.every((r) => r.json().code === 'INSUFFICIENT_BALANCE')).toBe(true);
    const held = await getShopBalances(h.deps.db, h.sandboxShop.id, 0);
    expect(held).toMatchObject({ available: 0n, pending: 61_020n });

    await waitForFinal(60_000);
    const stats = await h.control<{ payouts: { total: number; successful: number; amountMoved: number } }>(
      'GET',
      '/stats',
    );
    expect(stats.payouts).toMatchObject({ total: 60, successful: 60, amountMoved: 60_000 });
    const after = await getShopBalances(h.deps.db, h.sandboxShop.id, 0);
    expect(after).toMatchObject({ available: 0n, pending: 0n });
    const report = await checkLedger(h.deps.db);
    expect(report.ok).toBe(true);
  }, 120_000);
});
