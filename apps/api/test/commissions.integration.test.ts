import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../src/composition/seed/demo-seed.ts';
import { reconcileTransaction } from '../src/modules/collections/reconcile-transaction.ts';
import { getTransactionByReference } from '../src/modules/collections/transactions-repository.ts';
import { checkLedger } from '../src/modules/ledger/check-ledger.ts';
import { findCommissionAccount } from '../src/modules/ledger/commission-account-repository.ts';
import { getShopBalances } from '../src/modules/ledger/get-shop-balances.ts';
import { advancePayout } from '../src/modules/payouts/advance-payout.ts';
import {
  commissionAccruals,
  commissionTerms,
  ledgerAccounts,
  ledgerEntries,
  refunds,
  users,
} from '../src/platform/db/schema/index.ts';
import { buildCollectionsApp } from './collections-harness.ts';
import { json, loginAs } from './helper.ts';
import { fundShop, mtnNumber } from './payouts-fixtures.ts';

let h: Awaited<ReturnType<typeof buildCollectionsApp>>;
let owner: string;
let agentId: string;
let sponsorId: string;

beforeAll(async () => {
  h = await buildCollectionsApp();
  await fundShop(h.deps.db, h.liveShop, 100_000n);
  owner = json<{ token: string }>(await loginAs(h.app, 'marchand@demo.local', DEMO_PASSWORD)).token;
  const [agent] = await h.deps.db.select().from(users).where(eq(users.email, 'commercial@demo.local'));
  const [other] = await h.deps.db.select().from(users).where(eq(users.email, 'nouveau@demo.local'));
  agentId = agent!.id;
  sponsorId = other!.merchantId!;
  // The demo merchant (validated at seed time) is sponsored and assigned to the demo agent.
  await h.deps.db.delete(commissionTerms).where(eq(commissionTerms.merchantId, h.merchantId));
  await h.deps.db.insert(commissionTerms).values([
    {
      id: 'cmt_test_agent',
      merchantId: h.merchantId,
      kind: 'agent',
      agentUserId: agentId,
      rateBps: 2_000,
      months: 12,
      origin: 'staff',
    },
    {
      id: 'cmt_test_referral',
      merchantId: h.merchantId,
      kind: 'referral',
      sponsorMerchantId: sponsorId,
      rateBps: 1_000,
      months: 12,
      origin: 'signup',
    },
  ]);
});
afterAll(() => h.close());

async function collect(amount: number, shop = h.liveShop, key = h.liveKey) {
  const response = await h.app.inject({
    method: 'POST',
    url: '/api/transactions/public/requesttopay/mtn',
    payload: { shop: shop.id, amount, phoneNumber: mtnNumber('00'), description: 'Commande' },
    headers: { authorization: `Bearer ${key}` },
  });
  const { reference } = json<{ reference: string }>(response);
  await h.sim.sim.flush();
  const row = await getTransactionByReference(h.deps.db, reference);
  await reconcileTransaction(h.deps.db, h.deps.operators, 'http://app.test', row!.id);
  return (await getTransactionByReference(h.deps.db, reference))!;
}

const balances = async () => ({
  agent: (await findCommissionAccount(h.deps.db, 1, { userId: agentId }))?.balance ?? 0n,
  sponsor: (await findCommissionAccount(h.deps.db, 1, { merchantId: sponsorId }))?.balance ?? 0n,
});

async function platformFees(mode: 0 | 1) {
  const rows = await h.deps.db.select().from(ledgerAccounts).where(eq(ledgerAccounts.kind, 'platform_fees'));
  return rows.filter((r) => r.mode === mode).reduce((s, r) => s + r.balance, 0n);
}

describe('commissions', () => {
  it('accrue on settlement, in the same transaction, exact to the franc, agent first', async () => {
    const feesBefore = await platformFees(1);
    // The demo seed's sponsored merchant already earned the demo agent 425.
    const start = await balances();
    const txn = await collect(10_000);
    expect(txn.status).toBe('SUCCESSFUL');
    expect(txn.fee).toBe(170n);
    // 20 % of 170 = 34 to the agent, 10 % = 17 to the sponsor; the platform keeps 119.
    expect(await balances()).toEqual({ agent: start.agent + 34n, sponsor: start.sponsor + 17n });
    expect((await platformFees(1)) - feesBefore).toBe(119n);
    const entries = await h.deps.db
      .select()
      .from(ledgerEntries)
      .where(eq(ledgerEntries.reference, txn.reference));
    expect(entries.map((e) => e.kind).sort()).toEqual([
      'collection.settled',
      'commission.accrued',
      'commission.accrued',
    ]);
    // Settling again (a duplicate answer) accrues nothing more.
    await reconcileTransaction(h.deps.db, h.deps.operators, 'http://app.test', txn.id);
    expect(await balances()).toEqual({ agent: start.agent + 34n, sponsor: start.sponsor + 17n });
    expect((await checkLedger(h.deps.db)).ok).toBe(true);
  });

  it('are reversed pro rata on a partial refund, then exactly on the rest', async () => {
    const start = await balances();
    const txn = await collect(10_000);
    expect(await balances()).toEqual({ agent: start.agent + 34n, sponsor: start.sponsor + 17n });
    const refund = async (amount?: number) => {
      const response = await h.app.inject({
        method: 'POST',
        url: '/api/refunds',
        payload: {
          transaction: txn.reference,
          ...(amount ? { amount } : {}),
          reason: 'Retour',
          password: DEMO_PASSWORD,
        },
        headers: { authorization: `Bearer ${owner}` },
      });
      expect(response.statusCode).toBe(202);
      const { _id } = json<{ _id: string }>(response);
      const [row] = await h.deps.db.select().from(refunds).where(eq(refunds.id, _id));
      await advancePayout(h.deps.db, h.deps.operators, 'http://app.test', row!.payoutId!);
      await h.sim.sim.flush();
      await advancePayout(h.deps.db, h.deps.operators, 'http://app.test', row!.payoutId!);
    };
    // 4 000 of 10 000: ceil(34 × 0.4) = 14 and ceil(17 × 0.4) = 7 come back.
    await refund(4_000);
    expect(await balances()).toEqual({ agent: start.agent + 20n, sponsor: start.sponsor + 10n });
    expect((await checkLedger(h.deps.db)).ok).toBe(true);
    // The rest: the whole commission is taken back, not a franc more.
    await refund();
    expect(await balances()).toEqual(start);
    const accruals = await h.deps.db
      .select()
      .from(commissionAccruals)
      .where(eq(commissionAccruals.transactionId, txn.id));
    expect(accruals.map((a) => [a.kind, a.amount, a.reversed]).sort()).toEqual([
      ['agent', 34n, 34n],
      ['referral', 17n, 17n],
    ]);
    expect((await checkLedger(h.deps.db)).ok).toBe(true);
  });

  it('never accrue on sandbox collections, nor outside the period', async () => {
    const start = await balances();
    await collect(10_000, h.sandboxShop, h.sandboxKey);
    expect(await balances()).toEqual(start);
    await h.deps.db
      .update(commissionTerms)
      .set({ months: 1 })
      .where(eq(commissionTerms.merchantId, h.merchantId));
    const { merchants } = await import('../src/platform/db/schema/index.ts');
    await h.deps.db
      .update(merchants)
      .set({ validatedAt: new Date(Date.now() - 40 * 86_400_000) })
      .where(eq(merchants.id, h.merchantId));
    await collect(10_000);
    expect(await balances()).toEqual(start);
    expect((await getShopBalances(h.deps.db, h.liveShop.id, 1)).available).toBeGreaterThan(0n);
    expect((await checkLedger(h.deps.db)).ok).toBe(true);
  });
});
