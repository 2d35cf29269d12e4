import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openCheckoutSession } from '../src/modules/checkout/open-checkout-session.ts';
import { checkDueCollections } from '../src/modules/collections/collection-checker.ts';
import { getShopBalances } from '../src/modules/ledger/get-shop-balances.ts';
import { findTransactionEvents } from '../src/modules/transactions/transaction-detail-repository.ts';
import { checkoutPayments, checkoutSessions, merchants, shops } from '../src/platform/db/schema/index.ts';
import { buildCollectionsApp } from './collections-harness.ts';
import { json, takeCallbackHints } from './helper.ts';

process.env.CHECKOUT_POLL_REFRESH_MS = '0';

let h: Awaited<ReturnType<typeof buildCollectionsApp>>;
beforeAll(async () => {
  h = await buildCollectionsApp();
});
afterAll(() => h.close());

type Payment = {
  reference: string;
  status: string;
  waiting: boolean;
  reason: string | null;
  customer_pays: number;
  fee: number;
  action: { type: string; url?: string } | null;
  card: { brand: string; last4: string } | null;
};

const mtn = (ending: string) => `01 97 00 00 ${ending}`;

async function open(overrides: Partial<Parameters<typeof openCheckoutSession>[1]> = {}) {
  return h.deps.db.transaction((tx) =>
    openCheckoutSession(tx, {
      merchantId: h.merchantId,
      shopId: h.sandboxShop.id,
      mode: 0,
      source: { kind: 'link', id: 'lnk_test' },
      amount: 5_000n,
      description: 'Abonnement',
      returnUrl: 'https://shop.example/merci',
      ...overrides,
    }),
  );
}

const read = (id: string, lang = 'fr') =>
  h.app.inject({ url: `/api/checkout/public/sessions/${id}`, headers: { 'accept-language': lang } });
const pay = (id: string, body: Record<string, unknown>) =>
  h.app.inject({ method: 'POST', url: `/api/checkout/public/sessions/${id}/pay`, payload: body });
const poll = async (id: string, reference: string) =>
  json<Payment>(await h.app.inject({ url: `/api/checkout/public/sessions/${id}/payments/${reference}` }));
const sessionRow = async (id: string) =>
  (await h.deps.db.select().from(checkoutSessions).where(eq(checkoutSessions.id, id)))[0]!;

describe('checkout sessions: open and read', () => {
  it('opens a session and shows it to the customer with the shop, amount, networks and status', async () => {
    const { id, url } = await open();
    expect(url).toBe(`/checkout?session=${id}`);
    const response = await read(id);
    expect(response.statusCode).toBe(200);
    const view = json(response);
    expect(view).toMatchObject({
      id,
      status: 'open',
      mode: 'SANDBOX',
      amount: 5_000,
      description: 'Abonnement',
      fee_paid_by: 'merchant',
      return_url: 'https://shop.example/merci',
      payment: null,
    });
    expect(
      (view.networks as { code: string; rate_bps: number }[]).find((n) => n.code === 'mtn')?.rate_bps,
    ).toBe(170);
  });

  it('answers a clear 404 for an unknown session and a 400 for a malformed id', async () => {
    expect(json(await read('cs_0000000000000000000000')).code).toBe('CHECKOUT_SESSION_NOT_FOUND');
    expect((await read('cs_0000000000000000000000', 'en')).json().message).toMatch(/not found/);
    expect((await read('nope')).statusCode).toBe(400);
  });
});

describe('checkout sessions: paying by mobile money, one per simulator outcome', () => {
  it('00: success; the session is paid once and a second attempt is refused', async () => {
    const { id } = await open();
    const response = await pay(id, { network: 'mtn', phoneNumber: mtn('00') });
    expect(response.statusCode).toBe(202);
    const first = json<Payment>(response);
    expect(first).toMatchObject({ status: 'PENDING', action: { type: 'ussd_push' } });
    await h.sim.sim.flush();
    expect(await poll(id, first.reference)).toMatchObject({ status: 'SUCCESSFUL', waiting: false });
    const row = await sessionRow(id);
    expect(row).toMatchObject({ status: 'paid', transactionId: first.reference, amountPaid: 5_000n });
    expect(json(await read(id))).toMatchObject({ status: 'paid', payment: { status: 'SUCCESSFUL' } });
    const again = await pay(id, { network: 'mtn', phoneNumber: mtn('00') });
    expect(again.statusCode).toBe(409);
    expect(json(again)).toMatchObject({
      code: 'CHECKOUT_SESSION_PAID',
      message: 'Ce paiement a déjà été effectué.',
    });
  });

  it('01: insufficient funds is a clear failure, credits nothing, and the customer may retry', async () => {
    const before = await getShopBalances(h.deps.db, h.sandboxShop.id, 0);
    const { id } = await open();
    const first = json<Payment>(await pay(id, { network: 'mtn', phoneNumber: mtn('01') }));
    expect(await poll(id, first.reference)).toMatchObject({ status: 'FAILED', reason: 'INSUFFICIENT_FUNDS' });
    expect((await getShopBalances(h.deps.db, h.sandboxShop.id, 0)).available).toBe(before.available);
    expect((await sessionRow(id)).status).toBe('open');
    const retry = json<Payment>(await pay(id, { network: 'mtn', phoneNumber: mtn('00') }));
    await h.sim.sim.flush();
    expect((await poll(id, retry.reference)).status).toBe('SUCCESSFUL');
  });

  it('03: a timeout is "still waiting", never a failure, and the late success is picked up', async () => {
    const { id } = await open();
    const first = json<Payment>(await pay(id, { network: 'mtn', phoneNumber: mtn('03') }));
    expect(first).toMatchObject({ status: 'PENDING', waiting: true });
    const during = await pay(id, { network: 'mtn', phoneNumber: mtn('00') });
    expect(json(during).code).toBe('CHECKOUT_PAYMENT_IN_PROGRESS');
    await h.advance(2_500);
    expect(await poll(id, first.reference)).toMatchObject({ status: 'SUCCESSFUL' });
    expect((await sessionRow(id)).status).toBe('paid');
  });

  it('05: pending, then success after the customer approves', async () => {
    const { id } = await open();
    const first = json<Payment>(await pay(id, { network: 'mtn', phoneNumber: mtn('05') }));
    expect((await poll(id, first.reference)).status).toBe('PENDING');
    await h.advance(5_000);
    expect((await poll(id, first.reference)).status).toBe('SUCCESSFUL');
  });

  it("refuses an expired session, a wrong network and another session's payment", async () => {
    const { id } = await open();
    const wrong = await pay(id, { network: 'moov', phoneNumber: mtn('00') });
    expect(json(wrong).code).toBe('NETWORK_MISMATCH');
    expect(await h.deps.db.select().from(checkoutPayments).where(eq(checkoutPayments.sessionId, id))).toEqual(
      [],
    );
    const other = await open();
    const paid = json<Payment>(await pay(other.id, { network: 'mtn', phoneNumber: mtn('00') }));
    expect(
      (await h.app.inject({ url: `/api/checkout/public/sessions/${id}/payments/${paid.reference}` }))
        .statusCode,
    ).toBe(404);
    await h.deps.db
      .update(checkoutSessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(checkoutSessions.id, id));
    const late = await pay(id, { network: 'mtn', phoneNumber: mtn('00') });
    expect(late.statusCode).toBe(410);
    expect(json(late).code).toBe('CHECKOUT_SESSION_EXPIRED');
    expect(json(await read(id)).status).toBe('expired');
  });

  it('is gone once the merchant archives the shop', async () => {
    const { id } = await open();
    await h.deps.db.update(shops).set({ status: 'archived' }).where(eq(shops.id, h.sandboxShop.id));
    try {
      expect(json(await read(id)).code).toBe('CHECKOUT_SESSION_NOT_FOUND');
      expect((await pay(id, { network: 'mtn', phoneNumber: mtn('00') })).statusCode).toBe(404);
    } finally {
      await h.deps.db.update(shops).set({ status: 'active' }).where(eq(shops.id, h.sandboxShop.id));
    }
  });

  it('OTP networks (Orange): the code the customer dialed for goes with the payment', async () => {
    const { id } = await open();
    const view = json<{ networks: { code: string; action: string; ussd_code: string | null }[] }>(
      await read(id),
    );
    expect(view.networks.find((n) => n.code === 'orange_ci')).toMatchObject({
      action: 'otp',
      ussd_code: '#144*82#',
    });
    const without = await pay(id, { network: 'orange_ci', phoneNumber: '07 00 00 00 00' });
    expect(json(without).code).toBe('OTP_REQUIRED');
    const { otp } = await h.control<{ otp: string }>('POST', '/otp', {
      operator: 'orange_ci',
      msisdn: '0700000000',
    });
    const paid = json<Payment>(await pay(id, { network: 'orange_ci', phoneNumber: '07 00 00 00 00', otp }));
    await h.sim.sim.flush();
    expect((await poll(id, paid.reference)).status).toBe('SUCCESSFUL');
  });

  it('free amount: the customer types it, within the bounds', async () => {
    const { id } = await open({ amount: null });
    expect(json(await read(id)).amount).toBeNull();
    expect(json(await pay(id, { network: 'mtn', phoneNumber: mtn('00') })).code).toBe('INVALID_AMOUNT');
    expect((await pay(id, { network: 'mtn', phoneNumber: mtn('00'), amount: 0 })).statusCode).toBe(400);
    expect(
      (await pay(id, { network: 'mtn', phoneNumber: mtn('00'), amount: 7_000_000_000 })).statusCode,
    ).toBe(400);
    expect((await pay(id, { network: 'mtn', phoneNumber: mtn('00'), amount: 12.5 })).statusCode).toBe(400);
    const ok = json<Payment>(await pay(id, { network: 'mtn', phoneNumber: mtn('00'), amount: '2500' }));
    expect(ok).toMatchObject({ status: 'PENDING' });
    expect((await poll(id, ok.reference)).customer_pays).toBe(2_500);
  });

  it('shows and charges the fee when the shop has the customer pay it (without_taxe)', async () => {
    await h.deps.db.update(shops).set({ withoutTaxe: true }).where(eq(shops.id, h.sandboxShop.id));
    try {
      const { id } = await open({ amount: 10_000n, collect: { name: true } });
      expect(json(await read(id))).toMatchObject({ fee_paid_by: 'customer', collect: { name: true } });
      const missing = await pay(id, { network: 'mtn', phoneNumber: mtn('00') });
      expect(json(missing)).toMatchObject({
        code: 'VALIDATION_ERROR',
        details: [{ path: 'first_name' }, { path: 'last_name' }],
      });
      const paid = json<Payment>(
        await pay(id, { network: 'mtn', phoneNumber: mtn('00'), first_name: 'Awa', last_name: 'Diallo' }),
      );
      expect(paid).toMatchObject({ fee: 170, customer_pays: 10_170 });
    } finally {
      await h.deps.db.update(shops).set({ withoutTaxe: false }).where(eq(shops.id, h.sandboxShop.id));
    }
  });
});

describe('checkout sessions: paying by card through the processor', () => {
  const payCard = (id: string, locale = 'en') =>
    h.app.inject({ method: 'POST', url: `/api/checkout/public/sessions/${id}/card`, payload: { locale } });
  const hosted = async (url: string, number: string) => {
    const path = new URL(url).pathname;
    return h.sim.inject({
      method: 'POST',
      url: path,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ number, exp: '12/40', cvc: '123', lang: 'en' }).toString(),
    });
  };
  const back = (reference: string) => h.app.inject({ url: `/api/checkout/public/card/${reference}` });

  it('is refused while the merchant has no card access', async () => {
    await h.deps.db.update(merchants).set({ cardEnabled: false }).where(eq(merchants.id, h.merchantId));
    const { id } = await open();
    expect(json(await read(id)).card_enabled).toBe(false);
    const response = await payCard(id);
    expect(response.statusCode).toBe(403);
    expect(json(response).code).toBe('CARD_PAYMENT_UNAVAILABLE');
  });

  it('4242: success through the hosted page; only brand and last 4 are kept; 4.5 % fee', async () => {
    await h.deps.db.update(merchants).set({ cardEnabled: true }).where(eq(merchants.id, h.merchantId));
    const { id } = await open({ amount: 10_000n });
    const started = json<Payment>(await payCard(id));
    expect(started.action?.type).toBe('redirect');
    expect(started.action?.url).toContain('lang=en');
    expect(started.fee).toBe(450);
    const redirect = await hosted(started.action!.url!, '4242 4242 4242 4242');
    expect(redirect.statusCode).toBe(303);
    expect(redirect.headers.location).toContain(`/en/checkout/card/${started.reference}`);
    // The processor's signed notification is accepted as a hint: the collection checker asks the
    // processor and logs it on the timeline.
    await h.sim.sim.flush();
    await checkDueCollections(h.deps.db, h.deps.operators, 'http://app.test', {
      hints: await takeCallbackHints(h),
    });
    const events = await findTransactionEvents(h.deps.db, started.reference);
    expect(events.map((e) => e.kind)).toContain('operator.callback');
    const done = json<{ session_id: string; payment: Payment }>(await back(started.reference));
    expect(done).toMatchObject({
      session_id: id,
      payment: { status: 'SUCCESSFUL', card: { brand: 'VISA', last4: '4242' } },
    });
    expect((await sessionRow(id)).status).toBe('paid');
    const [stored] = await h.deps.db
      .select()
      .from(checkoutPayments)
      .where(eq(checkoutPayments.sessionId, id));
    expect(JSON.stringify(stored)).not.toContain('4242424242424242');
  });

  it('3-D Secure: the challenge page, then success once approved', async () => {
    const { id } = await open();
    const started = json<Payment>(await payCard(id));
    const challenge = await hosted(started.action!.url!, '4000 0000 0000 3220');
    expect(challenge.headers.location).toContain('/3ds');
    expect((await back(started.reference)).json().payment.status).toBe('PENDING');
    const path = new URL(String(challenge.headers.location)).pathname;
    await h.sim.inject({
      method: 'POST',
      url: path,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'decision=approve',
    });
    expect(json<{ payment: Payment }>(await back(started.reference)).payment.status).toBe('SUCCESSFUL');
  });

  it('a customer back from the card page without typing a card may pay by mobile money; not once 3-D Secure started', async () => {
    const { id } = await open();
    const abandoned = json<Payment>(await payCard(id));
    const mobile = await pay(id, { network: 'mtn', phoneNumber: mtn('00') });
    expect(mobile.statusCode).toBe(202);
    expect((await poll(id, abandoned.reference)).status).toBe('FAILED');

    const other = await open();
    const started = json<Payment>(await payCard(other.id));
    await hosted(started.action!.url!, '4000 0000 0000 3220');
    const refused = await pay(other.id, { network: 'mtn', phoneNumber: mtn('00') });
    expect(json(refused).code).toBe('CHECKOUT_PAYMENT_IN_PROGRESS');
  });

  it('declined: a clear failure, and the customer may try again', async () => {
    const { id } = await open();
    const started = json<Payment>(await payCard(id));
    await hosted(started.action!.url!, '4000 0000 0000 0002');
    expect(json<{ payment: Payment }>(await back(started.reference)).payment).toMatchObject({
      status: 'FAILED',
      reason: 'CARD_DECLINED',
    });
    expect((await payCard(id)).statusCode).toBe(202);
  });
});

describe('merchant API: hosted checkout', () => {
  const create = (body: Record<string, unknown>, headers: Record<string, string> = {}, key = h.sandboxKey) =>
    h.app.inject({
      method: 'POST',
      url: '/api/checkout/public/sessions',
      payload: body,
      headers: { authorization: `Bearer ${key}`, ...headers },
    });

  it('opens a session with an Idempotency-Key: replayed once, refused with another body', async () => {
    const body = {
      shop: h.sandboxShop.id,
      amount: 7_500,
      return_url: 'https://shop.example/ok',
      order_id: 'A-1',
    };
    const first = await create(body, { 'idempotency-key': 'order-A-1' });
    expect(first.statusCode).toBe(201);
    const created = json<{ id: string; checkout_url: string; status: string }>(first);
    expect(created.checkout_url).toBe(`http://app.test/checkout?session=${created.id}`);
    expect(created.status).toBe('open');
    const replay = await create(body, { 'idempotency-key': 'order-A-1' });
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(json(replay).id).toBe(created.id);
    expect((await create({ ...body, amount: 8_000 }, { 'idempotency-key': 'order-A-1' })).statusCode).toBe(
      409,
    );
    const view = json(await read(created.id));
    expect(view).toMatchObject({ amount: 7_500, return_url: 'https://shop.example/ok' });
  });

  it('is documented in the OpenAPI reference', async () => {
    const spec = json<{ paths: Record<string, unknown> }>(await h.app.inject({ url: '/docs/json' }));
    expect(Object.keys(spec.paths)).toEqual(
      expect.arrayContaining([
        '/api/checkout/public/sessions',
        '/api/checkout/public/sessions/{id}',
        '/api/checkout/public/sessions/{id}/pay',
      ]),
    );
  });

  it('needs a key of the shop it names', async () => {
    expect(
      (await h.app.inject({ method: 'POST', url: '/api/checkout/public/sessions', payload: {} })).statusCode,
    ).toBe(401);
    expect(json(await create({ shop: h.liveShop.id, amount: 1_000 })).code).toBe('SHOP_NOT_FOUND');
    expect((await create({ shop: h.sandboxShop.id, amount: -5 })).statusCode).toBe(400);
  });
});
