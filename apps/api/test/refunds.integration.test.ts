import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../src/composition/seed/demo-seed.ts';
import { getUserWithAccount } from '../src/modules/auth/users-repository.ts';
import { reconcileTransaction } from '../src/modules/collections/reconcile-transaction.ts';
import { getTransactionByReference } from '../src/modules/collections/transactions-repository.ts';
import { checkLedger } from '../src/modules/ledger/check-ledger.ts';
import { getShopBalances } from '../src/modules/ledger/get-shop-balances.ts';
import { advancePayout } from '../src/modules/payouts/advance-payout.ts';
import { refundTransaction } from '../src/modules/refunds/refund-transaction.ts';
import { refunds, users, webhookEvents } from '../src/platform/db/schema/index.ts';
import { buildCollectionsApp } from './collections-harness.ts';
import { json, loginAs } from './helper.ts';
import { fundShop, mtnNumber } from './payouts-fixtures.ts';

let h: Awaited<ReturnType<typeof buildCollectionsApp>>;
let owner: string;
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

beforeAll(async () => {
  h = await buildCollectionsApp();
  await fundShop(h.deps.db, h.liveShop, 100_000n);
  owner = json<{ token: string }>(await loginAs(h.app, 'marchand@demo.local', DEMO_PASSWORD)).token;
});
afterAll(() => h.close());

/** A collection on the live shop, settled SUCCESSFUL (or FAILED for ending 01). */
async function collect(amount: number, ending = '00') {
  const response = await h.app.inject({
    method: 'POST',
    url: '/api/transactions/public/requesttopay/mtn',
    payload: { shop: h.liveShop.id, amount, phoneNumber: mtnNumber(ending), description: 'Commande' },
    headers: { authorization: `Bearer ${h.liveKey}` },
  });
  const { reference } = json<{ reference: string }>(response);
  await h.sim.sim.flush();
  const row = await getTransactionByReference(h.deps.db, reference);
  await reconcileTransaction(h.deps.db, h.deps.operators, 'http://app.test', row!.id);
  return (await getTransactionByReference(h.deps.db, reference))!;
}

const call = (method: 'GET' | 'POST', url: string, payload?: object, bearer = owner) =>
  h.app.inject({
    method,
    url,
    ...(payload ? { payload } : {}),
    headers: { authorization: `Bearer ${bearer}` },
  });
const refund = (transaction: string, amount?: number) =>
  call('POST', '/api/refunds', {
    transaction,
    ...(amount ? { amount } : {}),
    reason: 'Retour',
    password: DEMO_PASSWORD,
  });
describe('refunds of successful collections', () => {
  it('refunds part of a collection to the payer, then the rest; never more than collected', async () => {
    const txn = await collect(10_000);
    expect(txn.status).toBe('SUCCESSFUL');
    const before = await getShopBalances(h.deps.db, h.liveShop.id, 1);
    const partial = await refund(txn.reference, 4_000);
    expect(partial.statusCode).toBe(202);
    const item = json<{ _id: string; status: string; amount: number; fee: number; phoneNumber: string }>(
      partial,
    );
    expect(item).toMatchObject({ status: 'PENDING', amount: 4_000, fee: 68, phoneNumber: txn.phoneNumber });
    expect(before.available - (await getShopBalances(h.deps.db, h.liveShop.id, 1)).available).toBe(4_068n);

    const above = await refund(txn.reference, 7_000);
    expect(above.statusCode).toBe(400);
    expect(json(above)).toMatchObject({
      code: 'REFUND_EXCEEDS_REMAINDER',
      message: 'Le remboursement dépasse le montant restant à rembourser (6000 XOF).',
    });

    const [row] = await h.deps.db.select().from(refunds).where(eq(refunds.id, item._id));
    await advancePayout(h.deps.db, h.deps.operators, 'http://app.test', row!.payoutId!);
    await h.sim.sim.flush();
    await advancePayout(h.deps.db, h.deps.operators, 'http://app.test', row!.payoutId!);
    const detail = json<{ status: string }>(await call('GET', `/api/refunds/detail/${item._id}`));
    expect(detail.status).toBe('SUCCESSFUL');
    const events = await h.deps.db
      .select()
      .from(webhookEvents)
      .where(eq(webhookEvents.reference, txn.reference));
    const refunded = events.find((e) => e.type === 'transaction.refunded');
    expect(refunded?.payload).toMatchObject({
      refunded_amount: 4_000,
      refund: { amount: 4_000, status: 'SUCCESSFUL' },
    });

    const rest = await refund(txn.reference);
    expect(json(rest)).toMatchObject({ amount: 6_000 });
    const refundable = json<{ reference: string; remaining: number }[]>(
      await call('GET', `/api/refunds/transactions?shop=${h.liveShop.id}`),
    );
    expect(refundable.find((t) => t.reference === txn.reference)?.remaining).toBe(0);
    expect((await refund(txn.reference, 1)).json()).toMatchObject({ code: 'REFUND_EXCEEDS_REMAINDER' });
    expect((await checkLedger(h.deps.db)).ok).toBe(true);
  });

  it("lists one transaction's refunds with what is left, for its own merchant only", async () => {
    const txn = await collect(5_000);
    const before = json<{ refundable: boolean; remaining: number; refunds: unknown[] }>(
      await call('GET', `/api/refunds/of/${txn.id}`),
    );
    expect(before).toMatchObject({ transaction: txn.id, amount: 5_000, refunded: 0, remaining: 5_000 });
    expect(before.refundable).toBe(true);
    expect(before.refunds).toEqual([]);
    expect((await refund(txn.reference, 2_000)).statusCode).toBe(202);
    const after = json<{
      refunded: number;
      remaining: number;
      refunds: { amount: number; status: string }[];
    }>(await call('GET', `/api/refunds/of/${txn.reference}`));
    expect(after).toMatchObject({ refunded: 2_000, remaining: 3_000 });
    expect(after.refunds).toEqual([expect.objectContaining({ amount: 2_000, status: 'PENDING' })]);
    const failed = await collect(2_000, '01');
    expect(json(await call('GET', `/api/refunds/of/${failed.id}`))).toMatchObject({ refundable: false });
    const stranger = json<{ token: string }>(await loginAs(h.app, 'nouveau@demo.local', DEMO_PASSWORD)).token;
    const foreign = await call('GET', `/api/refunds/of/${txn.id}`, undefined, stranger);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toMatchObject({ code: 'TRANSACTION_NOT_FOUND' });
  });

  it('refuses a failed collection, a wrong password, a stranger and a payout-only team member', async () => {
    const failed = await collect(2_000, '01');
    expect((await refund(failed.reference)).json()).toMatchObject({ code: 'TRANSACTION_NOT_REFUNDABLE' });
    const ok = await collect(3_000);
    const wrong = await call('POST', '/api/refunds', { transaction: ok.reference, password: 'nope' });
    expect(wrong.json()).toMatchObject({ code: 'WRONG_PASSWORD' });
    const stranger = json<{ token: string }>(await loginAs(h.app, 'nouveau@demo.local', DEMO_PASSWORD)).token;
    const foreign = await call(
      'POST',
      '/api/refunds',
      { transaction: ok.reference, password: DEMO_PASSWORD },
      stranger,
    );
    expect(foreign.statusCode).toBe(404);
    const team = json<{ token: string }>(await loginAs(h.app, 'equipe@demo.local', DEMO_PASSWORD)).token;
    expect((await call('GET', `/api/refunds?shop=${h.liveShop.id}`, undefined, team)).statusCode).toBe(403);
  });

  it('refunds once per Idempotency-Key: a retry answers the same refund, another amount is refused', async () => {
    const txn = await collect(6_000);
    const keyed = (amount: number, password = DEMO_PASSWORD) =>
      h.app.inject({
        method: 'POST',
        url: '/api/refunds',
        payload: { transaction: txn.reference, amount, reason: 'Retour', password },
        headers: { authorization: `Bearer ${owner}`, 'idempotency-key': 'refund-key-1' },
      });
    const first = await keyed(1_000);
    expect(first.statusCode).toBe(202);
    const retry = await keyed(1_000);
    expect(retry.statusCode).toBe(202);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(json(retry)._id).toBe(json(first)._id);
    expect((await keyed(2_000)).json()).toMatchObject({ code: 'IDEMPOTENCY_KEY_REUSED' });
    const rows = await h.deps.db.select().from(refunds).where(eq(refunds.transactionId, txn.id));
    expect(rows).toHaveLength(1);
  });

  it.skipIf(!onPostgres)('parallel refunds of one collection never exceed it (row lock)', async () => {
    const txn = await collect(10_000);
    const answers = await Promise.all(Array.from({ length: 5 }, () => refund(txn.reference, 3_000)));
    expect(answers.filter((a) => a.statusCode === 202)).toHaveLength(3);
    expect(answers.filter((a) => a.statusCode === 400)).toHaveLength(2);
  });

  it('a refund chosen as a deadlock victim is written again whole, once', async () => {
    const txn = await collect(5_000);
    const [user] = await h.deps.db.select().from(users).where(eq(users.email, 'marchand@demo.local'));
    const account = (await getUserWithAccount(h.deps.db, user!.id))!;
    const ctx = { userId: user!.id, sessionId: 'test', mode: 1 as const, account, merchantId: h.merchantId };
    const before = await getShopBalances(h.deps.db, h.liveShop.id, 1);
    const tries: string[] = [];
    // PostgreSQL aborts a deadlock's victim with 40P01 (drizzle wraps it in `cause`): the first try
    // is aborted after the refund and its debit were written; nothing of it may stay.
    const created = await refundTransaction(
      h.deps,
      ctx,
      { ip: '127.0.0.1', userAgent: undefined },
      { transaction: txn.reference, amount: 2_000n, reason: 'Retour', password: DEMO_PASSWORD },
      async (_tx, refundId) => {
        tries.push(refundId);
        if (tries.length === 1) throw new Error('aborted', { cause: { code: '40P01' } });
      },
    );
    expect(tries).toHaveLength(2);
    const rows = await h.deps.db.select().from(refunds).where(eq(refunds.transactionId, txn.id));
    expect(rows.map((r) => r.id)).toEqual([created.id]);
    expect(before.available - (await getShopBalances(h.deps.db, h.liveShop.id, 1)).available).toBe(2_034n);
    expect((await checkLedger(h.deps.db)).ok).toBe(true);
  });

  it('refunds a list all or nothing, and shows it', async () => {
    const a = await collect(1_000);
    const b = await collect(2_000);
    const before = (await h.deps.db.select().from(refunds)).length;
    const refused = await call('POST', '/api/refunds/lists', {
      shop: h.liveShop.id,
      name: 'Retours',
      password: DEMO_PASSWORD,
      items: [{ transaction: a.reference }, { transaction: b.reference, amount: 5_000 }],
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      code: 'REFUND_EXCEEDS_REMAINDER',
      details: [{ path: 'items.1.transaction' }],
    });
    expect((await h.deps.db.select().from(refunds)).length).toBe(before);
    const created = await call('POST', '/api/refunds/lists', {
      shop: h.liveShop.id,
      name: 'Retours',
      password: DEMO_PASSWORD,
      items: [{ transaction: a.reference }, { transaction: b.reference, amount: 500 }],
    });
    expect(created.statusCode).toBe(201);
    const { _id } = json<{ _id: string }>(created);
    const detail = json<{ count: number; total: number; refunds: unknown[] }>(
      await call('GET', `/api/refunds/lists/${_id}`),
    );
    expect(detail).toMatchObject({ count: 2, total: 1_500 });
    const lists = json<{ _id: string }[]>(await call('GET', `/api/refunds/lists?shop=${h.liveShop.id}`));
    expect(lists.map((l) => l._id)).toContain(_id);
  });
});
