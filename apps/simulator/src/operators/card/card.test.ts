import { createHmac } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { json, startTestSimulator, type TestSimulator } from '../../test-support.ts';
import { readCardNumber, validExpiry } from './card-numbers.ts';

const auth = { authorization: 'Bearer sim_card_key' };
let sim: TestSimulator;

beforeEach(async () => {
  sim = await startTestSimulator({ publicUrl: 'http://sim.test', card: { webhookSecret: 'card_secret' } });
});
afterEach(async () => {
  await sim.app.close();
});

async function createPayment(reference = 'txn_card1') {
  const response = await sim.app.inject({
    method: 'POST',
    url: '/card/v1/payments',
    headers: auth,
    payload: {
      reference,
      amount: 10450,
      currency: 'XOF',
      return_url: 'http://shop.test/checkout/card/txn_card1',
      notify_url: 'http://shop.test/api/operators/callbacks/card/sandbox',
    },
  });
  expect(response.statusCode).toBe(201);
  return json<{ id: string; hosted_url: string; status: string }>(response);
}

const form = (payload: Record<string, string>) => ({
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
  payload: new URLSearchParams(payload).toString(),
});
const card = (number: string) => form({ number, exp: '12/40', cvc: '123', lang: 'en' });

describe('card processor', () => {
  it('creates a payment with a hosted page; the same reference gives the same payment', async () => {
    const payment = await createPayment();
    expect(payment).toMatchObject({
      status: 'requires_payment',
      hosted_url: `http://sim.test/card/pay/${payment.id}`,
    });
    const again = await sim.app.inject({
      method: 'POST',
      url: '/card/v1/payments',
      headers: auth,
      payload: { reference: 'txn_card1', amount: 10450, return_url: 'http://shop.test/x' },
    });
    expect(again.statusCode).toBe(200);
    expect(json(again).id).toBe(payment.id);
    const page = await sim.app.inject({ url: `/card/pay/${payment.id}?lang=es` });
    expect(page.body).toContain('Número de tarjeta');
    expect((await sim.app.inject({ method: 'POST', url: '/card/v1/payments', payload: {} })).statusCode).toBe(
      401,
    );
  });

  it('4242… succeeds, redirects back, notifies with a signature and keeps only token, brand, last4', async () => {
    const payment = await createPayment();
    const paid = await sim.app.inject({
      method: 'POST',
      url: `/card/pay/${payment.id}`,
      ...card('4242 4242 4242 4242'),
    });
    expect(paid.statusCode).toBe(303);
    expect(paid.headers.location).toBe(`http://shop.test/checkout/card/txn_card1?payment_id=${payment.id}`);
    const status = json(
      await sim.app.inject({ url: `/card/v1/payments?reference=txn_card1`, headers: auth }),
    );
    expect(status).toMatchObject({ status: 'succeeded', card: { brand: 'VISA', last4: '4242' } });
    expect(JSON.stringify(status)).not.toContain('4242424242424242');
    const [notification] = await sim.callbacksFor('txn_card1');
    const [t, v1] = String(notification!.headers['card-signature'])
      .split(',')
      .map((p) => p.split('=')[1]);
    expect(v1).toBe(createHmac('sha256', 'card_secret').update(`${t}.${notification!.body}`).digest('hex'));
    expect(JSON.parse(notification!.body)).toMatchObject({ type: 'payment.succeeded' });
  });

  it('4000…3220 asks for 3-D Secure; approving succeeds, failing fails', async () => {
    const first = await createPayment('txn_a');
    const challenge = await sim.app.inject({
      method: 'POST',
      url: `/card/pay/${first.id}`,
      ...card('4000000000003220'),
    });
    expect(challenge.headers.location).toBe(`http://sim.test/card/pay/${first.id}/3ds?lang=en`);
    expect((await sim.app.inject({ url: `/card/pay/${first.id}/3ds?lang=en` })).body).toContain('3-D Secure');
    await sim.app.inject({
      method: 'POST',
      url: `/card/pay/${first.id}/3ds`,
      ...form({ decision: 'approve' }),
    });
    expect(json(await sim.app.inject({ url: `/card/v1/payments/${first.id}`, headers: auth })).status).toBe(
      'succeeded',
    );

    const second = await createPayment('txn_b');
    await sim.app.inject({ method: 'POST', url: `/card/pay/${second.id}`, ...card('4000000000003220') });
    await sim.app.inject({
      method: 'POST',
      url: `/card/pay/${second.id}/3ds`,
      ...form({ decision: 'fail' }),
    });
    expect(
      json(await sim.app.inject({ url: `/card/v1/payments/${second.id}`, headers: auth })),
    ).toMatchObject({
      status: 'failed',
      failure: { code: 'authentication_failed' },
    });
  });

  it('declines 0002 and 9995 with their reasons, and refuses a bad number on the form', async () => {
    const declined = await createPayment('txn_d');
    await sim.app.inject({ method: 'POST', url: `/card/pay/${declined.id}`, ...card('4000000000000002') });
    expect(
      json(await sim.app.inject({ url: `/card/v1/payments/${declined.id}`, headers: auth })).failure,
    ).toMatchObject({
      code: 'card_declined',
    });
    const poor = await createPayment('txn_e');
    await sim.app.inject({ method: 'POST', url: `/card/pay/${poor.id}`, ...card('4000000000009995') });
    expect(
      json(await sim.app.inject({ url: `/card/v1/payments/${poor.id}`, headers: auth })).failure,
    ).toMatchObject({
      code: 'insufficient_funds',
    });
    const bad = await createPayment('txn_f');
    const refused = await sim.app.inject({
      method: 'POST',
      url: `/card/pay/${bad.id}`,
      ...card('4242424242424241'),
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.body).toContain('This card number is not valid.');
  });

  it('cancels a payment nobody started, never one under way', async () => {
    const idle = await createPayment('txn_g');
    const cancelled = await sim.app.inject({
      method: 'POST',
      url: `/card/v1/payments/${idle.id}/cancel`,
      headers: auth,
    });
    expect(json(cancelled)).toMatchObject({ status: 'failed', failure: { code: 'cancelled' } });
    const busy = await createPayment('txn_h');
    await sim.app.inject({ method: 'POST', url: `/card/pay/${busy.id}`, ...card('4000000000003220') });
    const refused = await sim.app.inject({
      method: 'POST',
      url: `/card/v1/payments/${busy.id}/cancel`,
      headers: auth,
    });
    expect(refused.statusCode).toBe(409);
  });

  it('reads card numbers with the Luhn check and expiry dates against the clock', () => {
    expect(readCardNumber('4242-4242-4242-4242')).toBe('4242424242424242');
    expect(readCardNumber('1234')).toBeNull();
    const now = Date.UTC(2026, 10, 21);
    expect(validExpiry('11/26', now)).toBe(true);
    expect(validExpiry('10/26', now)).toBe(false);
    expect(validExpiry('13/30', now)).toBe(false);
  });
});
