import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reconcileTransaction } from '../src/modules/collections/reconcile-transaction.ts';
import { getTransactionByReference } from '../src/modules/collections/transactions-repository.ts';
import { checkLedger } from '../src/modules/ledger/check-ledger.ts';
import { getShopBalances } from '../src/modules/ledger/get-shop-balances.ts';
import { ledgerEntries, transactions, webhookEvents } from '../src/platform/db/schema/index.ts';
import { buildCollectionsApp } from './collections-harness.ts';
import { json } from './helper.ts';

let h: Awaited<ReturnType<typeof buildCollectionsApp>>;
beforeAll(async () => {
  h = await buildCollectionsApp();
});
afterAll(() => h.close());

type PayAnswer = {
  reference: string;
  status: string;
  message: string;
  reason?: string;
  payment_url?: string;
};

const pay = (
  operator: string,
  body: Record<string, unknown>,
  headers: Record<string, string> = {},
  key = h.sandboxKey,
) =>
  h.app.inject({
    method: 'POST',
    url: `/api/transactions/public/requesttopay/${operator}`,
    payload: { shop: key === h.sandboxKey ? h.sandboxShop.id : h.liveShop.id, ...body },
    headers: { authorization: `Bearer ${key}`, ...headers },
  });

const status = async (reference: string, key = h.sandboxKey) =>
  json<{ status: string; reason?: string; amount: number; fees: number }>(
    await h.app.inject({
      url: `/api/transactions/public/single/status/${reference}`,
      headers: { authorization: `Bearer ${key}` },
    }),
  );

const reconcile = async (reference: string) => {
  const row = await getTransactionByReference(h.deps.db, reference);
  await reconcileTransaction(h.deps.db, h.deps.operators, 'http://app.test', row!.id);
};

const balance = () => getShopBalances(h.deps.db, h.sandboxShop.id, 0);
const mtnNumber = (ending: string) => `+229 01 97 00 00 ${ending}`;

async function eventsFor(reference: string) {
  return h.deps.db.select().from(webhookEvents).where(eq(webhookEvents.reference, reference));
}

describe('collections through the merchant API, one per outcome of the simulator', () => {
  it('00: pending, then successful; the merchant gets the amount less the fee', async () => {
    const before = await balance();
    const response = await pay('mtn', {
      amount: 10_000,
      phoneNumber: mtnNumber('00'),
      description: 'Commande 42',
    });
    expect(response.statusCode).toBe(202);
    const answer = json<PayAnswer>(response);
    expect(answer).toMatchObject({
      status: 'PENDING',
      message: 'Demande de paiement envoyée : le client doit la valider sur son téléphone.',
    });
    await h.sim.sim.flush();
    await reconcile(answer.reference);
    expect(await status(answer.reference)).toMatchObject({ status: 'SUCCESSFUL', amount: 10_000, fees: 170 });
    const after = await balance();
    expect(after.available - before.available).toBe(9_830n);
    const entries = await h.deps.db
      .select()
      .from(ledgerEntries)
      .where(eq(ledgerEntries.reference, answer.reference));
    expect(entries.map((e) => e.kind)).toEqual(['collection.settled']);
    const events = await eventsFor(answer.reference);
    expect(events.map((e) => e.type)).toEqual(['transaction.successful']);
    expect(events[0]?.payload).toMatchObject({
      event: 'transaction.successful',
      mode: 'SANDBOX',
      reference: answer.reference,
      status: 'SUCCESSFUL',
      amount: 10_000,
      reseau: 'mtn',
      description: 'Commande 42',
    });
  });

  it('01: insufficient funds fails with its reason and credits nothing', async () => {
    const before = await balance();
    const answer = json<PayAnswer>(await pay('mtn', { amount: 5_000, phoneNumber: mtnNumber('01') }));
    await reconcile(answer.reference);
    expect(await status(answer.reference)).toMatchObject({ status: 'FAILED', reason: 'INSUFFICIENT_FUNDS' });
    expect((await balance()).available).toBe(before.available);
    expect((await eventsFor(answer.reference)).map((e) => e.type)).toEqual(['transaction.failed']);
  });

  it('02: an operator 503 is UNKNOWN, never FAILED at once; the status query then decides', async () => {
    const answer = json<PayAnswer>(await pay('mtn', { amount: 5_000, phoneNumber: mtnNumber('02') }));
    expect(answer.status).toBe('PENDING');
    const row = await getTransactionByReference(h.deps.db, answer.reference);
    expect(row?.status).toBe('UNKNOWN');
    await reconcile(answer.reference);
    const final = await status(answer.reference);
    expect(final.status).toBe('FAILED');
  });

  it('03: a timeout stays pending, and the late success is picked up', async () => {
    const before = await balance();
    const answer = json<PayAnswer>(await pay('mtn', { amount: 2_000, phoneNumber: mtnNumber('03') }));
    expect(answer.status).toBe('PENDING');
    expect((await getTransactionByReference(h.deps.db, answer.reference))?.status).toBe('UNKNOWN');
    await h.advance(2_500);
    await reconcile(answer.reference);
    expect((await status(answer.reference)).status).toBe('SUCCESSFUL');
    expect((await balance()).available - before.available).toBe(2_000n - 34n);
  });

  it('04: an invalid number fails', async () => {
    const answer = json<PayAnswer>(await pay('mtn', { amount: 1_000, phoneNumber: mtnNumber('04') }));
    await reconcile(answer.reference);
    expect(await status(answer.reference)).toMatchObject({ status: 'FAILED', reason: 'INVALID_NUMBER' });
  });

  it('05: pending, then successful after the customer approves', async () => {
    const answer = json<PayAnswer>(await pay('mtn', { amount: 3_000, phoneNumber: mtnNumber('05') }));
    await reconcile(answer.reference);
    expect((await status(answer.reference)).status).toBe('PENDING');
    await h.advance(5_000);
    await reconcile(answer.reference);
    expect((await status(answer.reference)).status).toBe('SUCCESSFUL');
  });

  it('06: pending, then refused by the customer', async () => {
    const answer = json<PayAnswer>(await pay('mtn', { amount: 3_000, phoneNumber: mtnNumber('06') }));
    await h.advance(5_000);
    await reconcile(answer.reference);
    expect(await status(answer.reference)).toMatchObject({ status: 'FAILED', reason: 'REFUSED_BY_CUSTOMER' });
  });

  it('07: the callback never comes, the reconciler finds the success anyway', async () => {
    const answer = json<PayAnswer>(await pay('mtn', { amount: 4_000, phoneNumber: mtnNumber('07') }));
    await h.sim.sim.flush();
    expect(h.callbacks.some((c) => c.url.includes('mtn'))).toBe(true);
    await reconcile(answer.reference);
    expect((await status(answer.reference)).status).toBe('SUCCESSFUL');
  });

  it('08: a callback sent twice settles once', async () => {
    const before = await balance();
    const answer = json<PayAnswer>(await pay('mtn', { amount: 6_000, phoneNumber: mtnNumber('08') }));
    await h.sim.sim.flush();
    await reconcile(answer.reference);
    await reconcile(answer.reference);
    expect((await status(answer.reference)).status).toBe('SUCCESSFUL');
    expect((await balance()).available - before.available).toBe(6_000n - 102n);
    const entries = await h.deps.db
      .select()
      .from(ledgerEntries)
      .where(eq(ledgerEntries.reference, answer.reference));
    expect(entries).toHaveLength(1);
    expect(await eventsFor(answer.reference)).toHaveLength(1);
  });

  it('Wave answers with a payment URL to send the customer to', async () => {
    const response = await pay('wave_ci', {
      amount: 1_500,
      phoneNumber: '+225 07 00 00 00 00',
      return_url: 'https://shop.example/ok',
    });
    const answer = json<PayAnswer>(response);
    expect(response.statusCode).toBe(202);
    expect(answer.status).toBe('PENDING');
    expect(answer.payment_url).toMatch(/\/wave\//);
  });

  it('keeps the ledger exact after all of it', async () => {
    const report = await checkLedger(h.deps.db);
    expect(report.ok).toBe(true);
  });
});

describe('merchant API refusals', () => {
  it('refuses a missing or unknown key', async () => {
    const none = await h.app.inject({
      method: 'POST',
      url: '/api/transactions/public/requesttopay/mtn',
      payload: {},
    });
    expect(json(none)).toMatchObject({ code: 'API_KEY_MISSING' });
    const bad = await pay('mtn', { amount: 100, phoneNumber: mtnNumber('00') }, {}, 'fp_test_nope');
    expect(bad.statusCode).toBe(401);
    expect(json(bad)).toMatchObject({ code: 'API_KEY_INVALID' });
  });

  it('refuses bad input without writing anything', async () => {
    const count = async () => (await h.deps.db.select().from(transactions)).length;
    const before = await count();
    const cases: [string, Record<string, unknown>, string][] = [
      ['mtn', { amount: 0, phoneNumber: mtnNumber('00') }, 'VALIDATION_ERROR'],
      ['mtn', { amount: 7_000_000_000, phoneNumber: mtnNumber('00') }, 'VALIDATION_ERROR'],
      ['mtn', { amount: 10.5, phoneNumber: mtnNumber('00') }, 'VALIDATION_ERROR'],
      ['mtn', { amount: 100, phoneNumber: '12' }, 'VALIDATION_ERROR'],
      ['mtn', { amount: 100, phoneNumber: '+229 01 40 00 00 00' }, 'NETWORK_MISMATCH'],
      ['mtn', { amount: 100, phoneNumber: '+229 99 00 00 00' }, 'INVALID_PHONE_NUMBER'],
      ['mtn_ci', { amount: 100, phoneNumber: '+225 01 00 00 00 00' }, 'NETWORK_MISMATCH'],
      ['orange_ci', { amount: 100, phoneNumber: '+225 07 00 00 00 00' }, 'OTP_REQUIRED'],
      ['paypal', { amount: 100, phoneNumber: mtnNumber('00') }, 'UNKNOWN_OPERATOR'],
    ];
    for (const [operator, body, code] of cases) {
      const response = await pay(operator, body);
      expect(response.statusCode, JSON.stringify(body)).toBeGreaterThanOrEqual(400);
      expect(response.statusCode).toBeLessThan(500);
      expect(json(response).code, `${operator} ${JSON.stringify(body)}`).toBe(code);
    }
    const wrongShop = await pay('mtn', { amount: 100, phoneNumber: mtnNumber('00'), shop: h.liveShop.id });
    expect(json(wrongShop)).toMatchObject({ code: 'SHOP_NOT_FOUND' });
    expect(await count()).toBe(before);
  });

  it("never shows a transaction to another shop's key or the other mode", async () => {
    const answer = json<PayAnswer>(await pay('mtn', { amount: 100, phoneNumber: mtnNumber('00') }));
    const other = await h.app.inject({
      url: `/api/transactions/public/single/status/${answer.reference}`,
      headers: { authorization: `Bearer ${h.liveKey}` },
    });
    expect(other.statusCode).toBe(404);
    expect(json(other)).toMatchObject({ code: 'TRANSACTION_NOT_FOUND' });
  });
});

describe('Idempotency-Key', () => {
  it('replays the first answer and makes one transaction', async () => {
    const body = { amount: 700, phoneNumber: mtnNumber('00') };
    const first = await pay('mtn', body, { 'idempotency-key': 'order-1001' });
    const second = await pay('mtn', body, { 'idempotency-key': 'order-1001' });
    expect(second.statusCode).toBe(first.statusCode);
    expect(json(second)).toEqual(json(first));
    expect(second.headers['idempotent-replayed']).toBe('true');
    const rows = await h.deps.db.select().from(transactions).where(eq(transactions.amount, 700n));
    expect(rows).toHaveLength(1);
  });

  it('refuses the same key with another body', async () => {
    await pay('mtn', { amount: 800, phoneNumber: mtnNumber('00') }, { 'idempotency-key': 'order-1002' });
    const other = await pay(
      'mtn',
      { amount: 900, phoneNumber: mtnNumber('00') },
      { 'idempotency-key': 'order-1002' },
    );
    expect(other.statusCode).toBe(409);
    expect(json(other)).toMatchObject({ code: 'IDEMPOTENCY_KEY_REUSED' });
  });

  it('makes one transaction out of 50 concurrent requests with one key', async () => {
    const body = { amount: 1_234, phoneNumber: mtnNumber('00') };
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => pay('mtn', body, { 'idempotency-key': 'order-concurrent' })),
    );
    const references = new Set(
      answers.filter((a) => a.statusCode === 202).map((a) => json<PayAnswer>(a).reference),
    );
    expect(references.size).toBe(1);
    const rows = await h.deps.db.select().from(transactions).where(eq(transactions.amount, 1_234n));
    expect(rows).toHaveLength(1);
  });
});

describe('fee preview and balance', () => {
  it('previews the fee of an amount on a network', async () => {
    const response = await h.app.inject({
      method: 'POST',
      url: '/api/transactions/details',
      payload: { network: 'mtn', amount: 10_000, shop: h.sandboxShop.id },
      headers: { authorization: `Bearer ${h.sandboxKey}` },
    });
    expect(json(response)).toEqual({
      network: 'mtn',
      amount: 10_000,
      fee: 170,
      customer_pays: 10_000,
      merchant_receives: 9_830,
      fee_paid_by: 'merchant',
      iffees: 170,
      total: 10_000,
    });
  });

  it("answers the shop's balances", async () => {
    const response = await h.app.inject({
      url: `/api/balance/public/getByShop/${h.sandboxShop.id}`,
      headers: { authorization: `Bearer ${h.sandboxKey}` },
    });
    const body = json<{ available: number; mode: string }>(response);
    expect(body.mode).toBe('SANDBOX');
    expect(BigInt(body.available)).toBe((await balance()).available);
  });
});
