import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { json, startTestSimulator, type TestSimulator } from '../../test-support.ts';
import { verifyWaveSignature, waveSignature } from './signature.ts';

const SECRET = 'wave_test_secret';
const auth = { authorization: 'Bearer wave_sn_prod_test' };
/** A Senegalese number with the given last two digits. */
const waveNumber = (ending: string) => `+2217700000${ending}`;

let sim: TestSimulator;
beforeEach(async () => {
  sim = await startTestSimulator({
    wave: { webhookUrl: 'http://127.0.0.1:9/wave/webhook', webhookSecret: SECRET },
    publicUrl: 'http://127.0.0.1:3100',
  });
});
afterEach(async () => {
  await sim.app.close();
});

async function createSession(extra: Record<string, unknown> = {}) {
  const response = await sim.app.inject({
    method: 'POST',
    url: '/wave/v1/checkout/sessions',
    headers: auth,
    payload: {
      amount: '2500',
      currency: 'XOF',
      success_url: 'https://shop.example/ok',
      error_url: 'https://shop.example/ko',
      client_reference: 'order-42',
      ...extra,
    },
  });
  expect(response.statusCode).toBe(200);
  return json<{ id: string; wave_launch_url: string } & Record<string, unknown>>(response);
}

const pay = (id: string, mobile: string) =>
  sim.app.inject({
    method: 'POST',
    url: `/wave/c/${id}/pay`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ mobile }).toString(),
  });

const getSession = async (id: string) =>
  json(await sim.app.inject({ method: 'GET', url: `/wave/v1/checkout/sessions/${id}`, headers: auth }));

describe('Wave checkout', () => {
  it('creates an open session with a launch URL, and needs a Bearer key', async () => {
    const session = await createSession();
    expect(session).toMatchObject({
      amount: '2500',
      currency: 'XOF',
      checkout_status: 'open',
      payment_status: 'processing',
      client_reference: 'order-42',
      last_payment_error: null,
    });
    expect(session.id).toMatch(/^cos-/);
    expect(session.wave_launch_url).toBe(`http://127.0.0.1:3100/wave/c/${session.id}`);
    expect(Date.parse(String(session.when_expires)) - Date.parse(String(session.when_created))).toBe(
      30 * 60_000,
    );
    expect(await getSession(session.id)).toEqual(session);

    const anonymous = await sim.app.inject({
      method: 'POST',
      url: '/wave/v1/checkout/sessions',
      payload: {},
    });
    expect(anonymous.statusCode).toBe(401);
    const invalid = await sim.app.inject({
      method: 'POST',
      url: '/wave/v1/checkout/sessions',
      headers: auth,
      payload: { amount: '10.5', currency: 'XOF', success_url: 'https://a', error_url: 'https://b' },
    });
    expect(invalid.statusCode).toBe(400);
    expect(json(invalid)).toMatchObject({ code: 'request-validation-error' });
  });

  it('serves a launch page where paying with a 00 number completes the session and sends a signed webhook', async () => {
    const session = await createSession();
    const page = await sim.app.inject({ method: 'GET', url: `/wave/c/${session.id}` });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('2500');
    expect(page.body).toContain(`${session.id}/pay`);

    const paid = await pay(session.id, waveNumber('00'));
    expect(paid.statusCode).toBe(303);
    expect(paid.headers.location).toBe('https://shop.example/ok');
    const done = await getSession(session.id);
    expect(done).toMatchObject({ checkout_status: 'complete', payment_status: 'succeeded' });
    expect(done.transaction_id).toMatch(/^T_/);
    expect(done.when_completed).not.toBeNull();

    const [webhook, ...more] = await sim.callbacksFor(session.id);
    expect(more).toHaveLength(0);
    expect(webhook).toMatchObject({ method: 'POST', url: 'http://127.0.0.1:9/wave/webhook' });
    const signature = webhook!.headers['wave-signature']!;
    expect(signature).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);
    expect(verifyWaveSignature(SECRET, signature, webhook!.body)).toBe(true);
    expect(verifyWaveSignature('other', signature, webhook!.body)).toBe(false);
    const t = Number(/t=(\d+)/.exec(signature)![1]);
    expect(t).toBe(Math.floor(sim.clock.now() / 1000));
    expect(signature).toBe(waveSignature(SECRET, webhook!.body, t));
    const event = JSON.parse(webhook!.body);
    expect(event).toMatchObject({ type: 'checkout.session.completed', data: { id: session.id } });
    expect(event.id).toMatch(/^EV_/);

    const wallet = json(
      await sim.app.inject({ method: 'GET', url: `/_sim/wallets/${encodeURIComponent(waveNumber('00'))}` }),
    );
    expect(wallet.balance).toBe(5_000_000 - 2500);
    expect(json(await sim.app.inject({ method: 'GET', url: '/wave/v1/balance', headers: auth }))).toEqual({
      amount: String(50_000_000 + 2500),
      currency: 'XOF',
    });
  });

  it('fails the payment with insufficient funds (01) and sends checkout.session.payment_failed', async () => {
    const session = await createSession();
    const paid = await pay(session.id, waveNumber('01'));
    expect(paid.headers.location).toBe('https://shop.example/ko');
    expect(await getSession(session.id)).toMatchObject({
      payment_status: 'cancelled',
      last_payment_error: { code: 'insufficient-funds' },
    });
    const [webhook] = await sim.callbacksFor(session.id);
    expect(JSON.parse(webhook!.body).type).toBe('checkout.session.payment_failed');
  });

  it('keeps the session open on a 02 operator error, and processes 05 after a delay', async () => {
    const session = await createSession();
    const down = await pay(session.id, waveNumber('02'));
    expect(down.statusCode).toBe(503);
    expect(await getSession(session.id)).toMatchObject({ checkout_status: 'open' });
    const pending = await pay(session.id, waveNumber('05'));
    expect(pending.statusCode).toBe(200);
    expect(pending.body).toContain('en cours');
    await sim.app.sim.advance(5_000);
    expect(await getSession(session.id)).toMatchObject({ checkout_status: 'complete' });
  });

  it('honours restrict_payer_mobile and the cancel button', async () => {
    const session = await createSession({ restrict_payer_mobile: waveNumber('00') });
    const other = await pay(session.id, waveNumber('10'));
    expect(other.statusCode).toBe(400);
    const cancelled = await sim.app.inject({ method: 'POST', url: `/wave/c/${session.id}/cancel` });
    expect(cancelled.headers.location).toBe('https://shop.example/ko');
    expect(await getSession(session.id)).toMatchObject({
      checkout_status: 'expired',
      last_payment_error: { code: 'cancelled-by-user' },
    });
  });

  it('expires an unpaid session after 30 minutes without a webhook', async () => {
    const session = await createSession();
    await sim.app.sim.advance(30 * 60_000);
    expect(await getSession(session.id)).toMatchObject({
      checkout_status: 'expired',
      payment_status: 'cancelled',
    });
    expect(await sim.callbacksFor(session.id)).toHaveLength(0);
  });
});

describe('Wave payout', () => {
  const payout = (key: string | undefined, body: Record<string, unknown>) =>
    sim.app.inject({
      method: 'POST',
      url: '/wave/v1/payout',
      headers: { ...auth, ...(key ? { 'idempotency-key': key } : {}) },
      payload: body,
    });
  const body = {
    currency: 'XOF',
    receive_amount: '10000',
    mobile: waveNumber('00'),
    name: 'Awa',
    client_reference: 'po-1',
  };

  it('requires an Idempotency-Key and pays once for the same key and body', async () => {
    expect((await payout(undefined, body)).statusCode).toBe(400);
    const first = await payout('key-1', body);
    expect(first.statusCode).toBe(200);
    const created = json(first);
    expect(created).toMatchObject({ status: 'succeeded', receive_amount: '10000', mobile: waveNumber('00') });
    expect(created.id).toMatch(/^pt-/);

    const again = await payout('key-1', { ...body });
    expect(json(again)).toEqual(created);
    const mismatch = await payout('key-1', { ...body, receive_amount: '20000' });
    expect(mismatch.statusCode).toBe(409);

    const stats = json<{ payouts: { total: number; successful: number } }>(
      await sim.app.inject({ method: 'GET', url: '/_sim/stats' }),
    );
    expect(stats.payouts).toMatchObject({ total: 1, successful: 1 });
    expect(json(await sim.app.inject({ method: 'GET', url: '/wave/v1/balance', headers: auth })).amount).toBe(
      String(50_000_000 - 10_000),
    );
    expect(
      json(await sim.app.inject({ method: 'GET', url: `/wave/v1/payout/${created.id}`, headers: auth })),
    ).toEqual(created);
  });

  it('fails when the Wave balance is short', async () => {
    await sim.app.inject({ method: 'PUT', url: '/_sim/accounts/wave/main', payload: { balance: 5000 } });
    const response = await payout('key-2', body);
    expect(json(response)).toMatchObject({
      status: 'failed',
      payout_error: { error_code: 'insufficient-funds' },
    });
  });

  it('replays the same payout to a retry made while the first request hangs (03)', async () => {
    const hanging = payout('key-3', { ...body, mobile: waveNumber('03') });
    await new Promise((resolve) => setTimeout(resolve, 20));
    const retry = await payout('key-3', { ...body, mobile: waveNumber('03') });
    expect(json(retry)).toMatchObject({ status: 'processing' });
    await sim.app.sim.advance(30_000);
    expect(json(await hanging)).toMatchObject({ id: json(retry).id, status: 'succeeded' });
    const stats = json<{ payouts: { total: number } }>(
      await sim.app.inject({ method: 'GET', url: '/_sim/stats' }),
    );
    expect(stats.payouts.total).toBe(1);
  });
});
