import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../src/composition/seed/demo-seed.ts';
import { checkLedger } from '../src/modules/ledger/check-ledger.ts';
import { sendMarketOrderMail } from '../src/modules/market/market-order-mail.ts';
import { releaseExpiredMarketOrders } from '../src/modules/market/release-expired-market-orders.ts';
import { checkoutSessions, marketOrders, marketProducts } from '../src/platform/db/schema/index.ts';
import { findDevMails } from '../src/platform/mail/dev-inbox-repository.ts';
import { buildCollectionsApp } from './collections-harness.ts';
import { json, loginAs, multipart } from './helper.ts';

process.env.CHECKOUT_POLL_REFRESH_MS = '0';

let h: Awaited<ReturnType<typeof buildCollectionsApp>>;
let token: string;
const SLUG = 'boutique-test-market';

beforeAll(async () => {
  h = await buildCollectionsApp();
  token = json<{ token: string }>(await loginAs(h.app, 'marchand@demo.local', DEMO_PASSWORD)).token;
  await h.app.inject({
    method: 'POST',
    url: '/api/auth/users/check_password',
    payload: { password: DEMO_PASSWORD, mode: 0 },
    headers: { authorization: `Bearer ${token}` },
  });
  const store = await merchant('PUT', '/api/market/store', {
    shop: h.sandboxShop.id,
    slug: SLUG,
    name: 'Boutique test',
  });
  expect(store.statusCode).toBe(200);
});
afterAll(() => h.close());

const merchant = (method: string, url: string, payload?: object, lang = 'fr') =>
  h.app.inject({
    method: method as 'GET',
    url,
    ...(payload ? { payload } : {}),
    headers: { authorization: `Bearer ${token}`, 'accept-language': lang },
  });

async function product(stock: number | null, price = 2_500) {
  const response = await merchant('POST', '/api/market/products', {
    shop: h.sandboxShop.id,
    name: `Pagne wax ${Math.random().toString(36).slice(2, 7)}`,
    price,
    stock,
    categories: ['Mode'],
  });
  expect(response.statusCode).toBe(201);
  return json<{ product: { _id: string } }>(response).product._id;
}

const order = (items: { product: string; quantity: number }[], lang = 'fr') =>
  h.app.inject({
    method: 'POST',
    url: `/api/public/market/stores/${SLUG}/orders`,
    headers: { 'accept-language': lang },
    payload: {
      items,
      name: 'Awa Koné',
      phone: '+229 01 97 00 00 00',
      address: 'Rue 12, Cotonou',
      email: 'awa@example.com',
      locale: lang,
    },
  });

const sessionOf = (checkoutUrl: string) => new URL(checkoutUrl, 'http://x').searchParams.get('session')!;
const pay = async (session: string, ending: string) => {
  const response = await h.app.inject({
    method: 'POST',
    url: `/api/checkout/public/sessions/${session}/pay`,
    payload: { network: 'mtn', phoneNumber: `01 97 00 00 ${ending}` },
  });
  return response;
};
const poll = async (session: string, reference: string) => {
  await h.sim.sim.flush();
  return json<{ status: string }>(
    await h.app.inject({ url: `/api/checkout/public/sessions/${session}/payments/${reference}` }),
  );
};
const stockOf = async (id: string) =>
  (await h.deps.db.select().from(marketProducts).where(eq(marketProducts.id, id)))[0]!.stock;
const orderRow = async (id: string) =>
  (await h.deps.db.select().from(marketOrders).where(eq(marketOrders.id, id)))[0]!;

describe('FeexMarket: the merchant side', () => {
  it('uploads a photo resized like the avatar (800 px JPEG) and serves it publicly', async () => {
    const big = await sharp({ create: { width: 1600, height: 1200, channels: 3, background: '#d45d00' } })
      .png()
      .toBuffer();
    const form = await multipart({}, { image: { name: 'pagne.png', data: big } });
    const response = await h.app.inject({
      method: 'POST',
      url: '/api/market/photos',
      payload: form.payload,
      headers: { ...form.headers, authorization: `Bearer ${token}` },
    });
    expect(response.statusCode).toBe(201);
    const photo = json<{ _id: string; url: string }>(response);
    const served = await h.app.inject({ url: photo.url });
    expect(served.headers['content-type']).toBe('image/jpeg');
    expect((await sharp(served.rawPayload).metadata()).width).toBe(800);
    const bad = await multipart({}, { image: { name: 'x.pdf', data: Buffer.from('%PDF-1.4') } });
    const refused = await h.app.inject({
      method: 'POST',
      url: '/api/market/photos',
      payload: bad.payload,
      headers: { ...bad.headers, authorization: `Bearer ${token}` },
    });
    expect(refused.statusCode).toBe(400);
  });

  it('refuses bad products with localized 4xx, and another merchant cannot see the shop', async () => {
    const bad = await merchant(
      'POST',
      '/api/market/products',
      { shop: h.sandboxShop.id, name: '', price: 0, stock: -1 },
      'en',
    );
    expect(bad.statusCode).toBe(400);
    const live = await merchant('GET', `/api/market/products?shop=${h.liveShop.id}`);
    expect(json(live).code).toBe('SHOP_NOT_FOUND');
  });

  it('shows the storefront with its active products only', async () => {
    const id = await product(3);
    const hidden = await product(3);
    await merchant('PATCH', `/api/market/products/${hidden}`, { active: false });
    const front = json<{ store: { mode: string; enabled: boolean }; products: { _id: string }[] }>(
      await h.app.inject({ url: `/api/public/market/stores/${SLUG}` }),
    );
    expect(front.store).toMatchObject({ mode: 'SANDBOX', enabled: true });
    expect(front.products.map((p) => p._id)).toContain(id);
    expect(front.products.map((p) => p._id)).not.toContain(hidden);
  });
});

describe('FeexMarket: order → payment → stock', () => {
  it('holds the stock at checkout, sells it on payment, mails the confirmation, and keeps the ledger balanced', async () => {
    const id = await product(4, 3_000);
    const placed = await order([{ product: id, quantity: 2 }]);
    expect(placed.statusCode).toBe(201);
    const { order: o, checkout_url } = json<{ order: { _id: string }; checkout_url: string }>(placed);
    expect(await stockOf(id)).toBe(2);
    const session = sessionOf(checkout_url);
    const sessionRow = (
      await h.deps.db.select().from(checkoutSessions).where(eq(checkoutSessions.id, session))
    )[0]!;
    expect(sessionRow).toMatchObject({
      amount: 6_000n,
      sourceKind: 'market',
      returnUrl: `http://app.test/market/order/${o._id}`,
    });

    const attempt = json<{ reference: string }>(await pay(session, '00'));
    expect((await poll(session, attempt.reference)).status).toBe('SUCCESSFUL');
    expect(await orderRow(o._id)).toMatchObject({
      paymentStatus: 'paid',
      stockState: 'sold',
      fulfilmentStatus: 'new',
    });
    expect(await stockOf(id)).toBe(2);

    const page = json<{ order: { payment_status: string; checkout_url: string | null; total: number } }>(
      await h.app.inject({ url: `/api/public/market/orders/${o._id}` }),
    );
    expect(page.order).toMatchObject({ payment_status: 'paid', checkout_url: null, total: 6_000 });

    expect(
      await sendMarketOrderMail({ db: h.deps.db, mailer: h.deps.mailer, appUrl: 'http://app.test' }, o._id),
    ).toBe(true);
    const mail = (await findDevMails(h.deps.db)).find((m) => m.to === 'awa@example.com')!;
    expect(mail.subject).toContain(o._id);
    expect(mail.text).toContain('2 × Pagne wax');
    expect(
      await sendMarketOrderMail({ db: h.deps.db, mailer: h.deps.mailer, appUrl: 'http://app.test' }, o._id),
    ).toBe(false);

    const listed = json<{ orders: { _id: string; payment_status: string; next_statuses: string[] }[] }>(
      await merchant('GET', `/api/market/orders?shop=${h.sandboxShop.id}`),
    );
    expect(listed.orders.find((x) => x._id === o._id)).toMatchObject({
      payment_status: 'paid',
      next_statuses: ['preparing', 'shipped', 'cancelled'],
    });
    const shipped = await merchant('PATCH', `/api/market/orders/${o._id}`, { status: 'shipped' });
    expect(json(shipped)).toMatchObject({
      order: { fulfilment_status: 'shipped', next_statuses: ['delivered'] },
    });
    const back = await merchant('PATCH', `/api/market/orders/${o._id}`, { status: 'new' }, 'en');
    expect(back.statusCode).toBe(409);
    expect(json(back).message).toBe('This order cannot move to this status now.');
    expect((await checkLedger(h.deps.db)).ok).toBe(true);
  });

  it('a failed payment gives the stock back; paying again on the same checkout takes it again', async () => {
    const id = await product(2);
    const { checkout_url, order: o } = json<{ order: { _id: string }; checkout_url: string }>(
      await order([{ product: id, quantity: 2 }]),
    );
    expect(await stockOf(id)).toBe(0);
    const session = sessionOf(checkout_url);
    const failed = json<{ reference: string }>(await pay(session, '01'));
    expect((await poll(session, failed.reference)).status).toBe('FAILED');
    expect(await orderRow(o._id)).toMatchObject({ paymentStatus: 'failed', stockState: 'released' });
    expect(await stockOf(id)).toBe(2);

    const retry = json<{ reference: string }>(await pay(session, '00'));
    expect(await stockOf(id)).toBe(0);
    expect((await poll(session, retry.reference)).status).toBe('SUCCESSFUL');
    expect(await orderRow(o._id)).toMatchObject({ paymentStatus: 'paid', stockState: 'sold' });
  });

  it('a retry is refused when the stock it gave back was sold meanwhile', async () => {
    const id = await product(1);
    const first = json<{ checkout_url: string }>(await order([{ product: id, quantity: 1 }]));
    const session = sessionOf(first.checkout_url);
    const failed = json<{ reference: string }>(await pay(session, '01'));
    await poll(session, failed.reference);
    expect((await order([{ product: id, quantity: 1 }])).statusCode).toBe(201);
    const retry = await pay(session, '00');
    expect(retry.statusCode).toBe(409);
    expect(json(retry).code).toBe('MARKET_OUT_OF_STOCK');
    expect(await stockOf(id)).toBe(0);
  });

  it('refuses a cart larger than the stock, clearly, and changes nothing', async () => {
    const id = await product(1);
    const response = await order([{ product: id, quantity: 2 }], 'es');
    expect(response.statusCode).toBe(409);
    expect(json(response).message).toMatch(/^Stock insuficiente de «Pagne wax .*»: quedan 1\.$/);
    expect(await stockOf(id)).toBe(1);
    const unlimited = await product(null);
    expect((await order([{ product: unlimited, quantity: 99 }])).statusCode).toBe(201);
    expect(await stockOf(unlimited)).toBeNull();
  });

  it('an order unpaid when its checkout expires gives its stock back, once', async () => {
    const id = await product(3);
    const { checkout_url, order: o } = json<{ order: { _id: string }; checkout_url: string }>(
      await order([{ product: id, quantity: 3 }]),
    );
    await h.deps.db
      .update(checkoutSessions)
      .set({ expiresAt: new Date(Date.now() - 1_000) })
      .where(eq(checkoutSessions.id, sessionOf(checkout_url)));
    expect(await releaseExpiredMarketOrders(h.deps.db)).toBeGreaterThanOrEqual(1);
    expect(await releaseExpiredMarketOrders(h.deps.db)).toBe(0);
    expect(await stockOf(id)).toBe(3);
    expect(await orderRow(o._id)).toMatchObject({ paymentStatus: 'expired', stockState: 'released' });
    const late = await pay(sessionOf(checkout_url), '00');
    expect(late.statusCode).toBe(410);
  });

  it('cancelling a paid order refunds it through the refund flow and puts the items back', async () => {
    const id = await product(5, 4_000);
    const { checkout_url, order: o } = json<{ order: { _id: string }; checkout_url: string }>(
      await order([{ product: id, quantity: 1 }]),
    );
    const session = sessionOf(checkout_url);
    const attempt = json<{ reference: string }>(await pay(session, '00'));
    await poll(session, attempt.reference);
    const cancelled = await merchant('PATCH', `/api/market/orders/${o._id}`, { status: 'cancelled' });
    expect(cancelled.statusCode).toBe(200);
    expect(json(cancelled)).toMatchObject({
      order: { fulfilment_status: 'cancelled', payment_status: 'refunded' },
    });
    expect((await orderRow(o._id)).refundId).toMatch(/^rfd_/);
    expect(await stockOf(id)).toBe(5);
    expect((await checkLedger(h.deps.db)).ok).toBe(true);
  });
});

describe('FeexMarket: never oversold', () => {
  it('20 concurrent carts on the last 5 items sell exactly 5', async () => {
    const id = await product(5);
    const results = await Promise.all(
      Array.from({ length: 20 }, () => order([{ product: id, quantity: 1 }])),
    );
    const codes = results.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(5);
    expect(codes.filter((c) => c === 409)).toHaveLength(15);
    expect(await stockOf(id)).toBe(0);
    const held = await h.deps.db.select().from(marketOrders).where(eq(marketOrders.stockState, 'reserved'));
    expect(held.length).toBeGreaterThanOrEqual(5);
  });
});
