import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { json, startTestSimulator, type TestSimulator } from '../../test-support.ts';
import { verifyGenericSignature } from './signature.ts';

const SECRET = 'generic_test_secret';
const auth = { authorization: 'Bearer moov-key-1' };
/** Moov Benin (prefix 0195) and Orange Côte d'Ivoire numbers with the given last two digits. */
const moovNumber = (ending: string) => `01950000${ending}`;
const orangeNumber = (ending: string) => `+22507870000${ending}`;

let sim: TestSimulator;
beforeEach(async () => {
  sim = await startTestSimulator({ callbackSecret: SECRET });
});
afterEach(async () => {
  await sim.app.close();
});

const collect = (operator: string, payload: Record<string, unknown>) =>
  sim.app.inject({ method: 'POST', url: `/${operator}/v1/collections`, headers: auth, payload });

const status = async (operator: string, reference: string, kind = 'collections') =>
  json(await sim.app.inject({ method: 'GET', url: `/${operator}/v1/${kind}/${reference}`, headers: auth }));

describe('generic protocol: push collections (Moov)', () => {
  it('accepts with 202 and a USSD push action, then settles by ending with a signed callback', async () => {
    const response = await collect('moov', {
      reference: 'c-1',
      amount: 1200,
      msisdn: moovNumber('00'),
      callback_url: 'http://127.0.0.1:9/cb',
    });
    expect(response.statusCode).toBe(202);
    expect(json(response)).toMatchObject({
      reference: 'c-1',
      status: 'PENDING',
      action: { type: 'ussd_push' },
    });
    expect(await status('moov', 'c-1')).toMatchObject({
      status: 'SUCCESSFUL',
      amount: 1200,
      msisdn: `+229${moovNumber('00')}`,
      operator: 'moov',
      type: 'collection',
      reason: null,
    });
    const [callback, ...more] = await sim.callbacksFor('c-1');
    expect(more).toHaveLength(0);
    expect(callback).toMatchObject({ method: 'POST', url: 'http://127.0.0.1:9/cb' });
    expect(verifyGenericSignature(SECRET, callback!.headers['x-signature']!, callback!.body)).toBe(true);
    expect(JSON.parse(callback!.body)).toMatchObject({ reference: 'c-1', status: 'SUCCESSFUL' });
  });

  it('refuses a number of another network, a reused reference, and a missing key', async () => {
    const mtn = await collect('moov', { reference: 'c-2', amount: 100, msisdn: '0197000000' });
    expect(mtn.statusCode).toBe(400);
    expect(json(mtn)).toMatchObject({ code: 'INVALID_MSISDN' });
    await collect('moov', { reference: 'c-3', amount: 100, msisdn: moovNumber('00') });
    const reused = await collect('moov', { reference: 'c-3', amount: 100, msisdn: moovNumber('00') });
    expect(reused.statusCode).toBe(409);
    const anonymous = await sim.app.inject({ method: 'POST', url: '/moov/v1/collections', payload: {} });
    expect(anonymous.statusCode).toBe(401);
  });

  it('reports insufficient funds (01) and payer not found (04) as reasons', async () => {
    await collect('moov', { reference: 'c-4', amount: 100, msisdn: moovNumber('01') });
    await collect('moov', { reference: 'c-5', amount: 100, msisdn: moovNumber('04') });
    expect(await status('moov', 'c-4')).toMatchObject({
      status: 'FAILED',
      reason: { code: 'INSUFFICIENT_FUNDS' },
    });
    expect(await status('moov', 'c-5')).toMatchObject({
      status: 'FAILED',
      reason: { code: 'PAYER_NOT_FOUND' },
    });
  });
});

describe('generic protocol: OTP collections (Orange CI)', () => {
  it('waits for the OTP shown in the status; a wrong one is refused, the right one completes', async () => {
    const response = await collect('orange_ci', {
      reference: 'o-1',
      amount: 3000,
      msisdn: orangeNumber('00'),
      callback_url: 'http://127.0.0.1:9/cb',
    });
    expect(response.statusCode).toBe(202);
    expect(json(response)).toMatchObject({
      status: 'PENDING',
      action: { type: 'otp', ussd_code: '#144*82#' },
    });
    const waiting = await status('orange_ci', 'o-1');
    expect(waiting).toMatchObject({ status: 'PENDING' });
    const otp = String(waiting.simulated_otp);
    expect(otp).toMatch(/^\d{6}$/);

    const wrongOtp = otp === '000000' ? '111111' : '000000';
    const wrong = await sim.app.inject({
      method: 'POST',
      url: '/orange_ci/v1/collections/o-1/otp',
      headers: auth,
      payload: { otp: wrongOtp },
    });
    expect(wrong.statusCode).toBe(400);
    expect(json(wrong)).toMatchObject({ code: 'INVALID_OTP', attempts_left: 2 });

    const right = await sim.app.inject({
      method: 'POST',
      url: '/orange_ci/v1/collections/o-1/otp',
      headers: auth,
      payload: { otp },
    });
    expect(right.statusCode).toBe(202);
    expect(json(right)).toMatchObject({ status: 'SUCCESSFUL' });
    expect(await status('orange_ci', 'o-1')).not.toHaveProperty('simulated_otp');
    expect(await sim.callbacksFor('o-1')).toHaveLength(1);
  });

  it('applies the ending once the OTP is given (06: pending, then refused)', async () => {
    await collect('orange_ci', { reference: 'o-2', amount: 3000, msisdn: orangeNumber('06') });
    const { simulated_otp } = await status('orange_ci', 'o-2');
    await sim.app.inject({
      method: 'POST',
      url: '/orange_ci/v1/collections/o-2/otp',
      headers: auth,
      payload: { otp: simulated_otp },
    });
    expect(await status('orange_ci', 'o-2')).toMatchObject({ status: 'PENDING' });
    await sim.app.sim.advance(5_000);
    expect(await status('orange_ci', 'o-2')).toMatchObject({
      status: 'FAILED',
      reason: { code: 'REJECTED' },
    });
  });

  it('fails after three wrong codes', async () => {
    await collect('orange_ci', { reference: 'o-3', amount: 3000, msisdn: orangeNumber('00') });
    const { simulated_otp } = await status('orange_ci', 'o-3');
    const wrong = simulated_otp === '999999' ? '888888' : '999999';
    for (let i = 0; i < 3; i++) {
      await sim.app.inject({
        method: 'POST',
        url: '/orange_ci/v1/collections/o-3/otp',
        headers: auth,
        payload: { otp: wrong },
      });
    }
    expect(await status('orange_ci', 'o-3')).toMatchObject({
      status: 'FAILED',
      reason: { code: 'INVALID_OTP' },
    });
  });

  it('accepts an OTP the customer got beforehand by dialing the USSD code (control plane)', async () => {
    const issued = await sim.app.inject({
      method: 'POST',
      url: '/_sim/otp',
      payload: { operator: 'orange_ci', msisdn: orangeNumber('00') },
    });
    const { otp, ussd_code } = json(issued);
    expect(ussd_code).toBe('#144*82#');
    const bad = await collect('orange_ci', {
      reference: 'o-4',
      amount: 500,
      msisdn: orangeNumber('00'),
      otp: '12',
    });
    expect(bad.statusCode).toBe(400);
    const good = await collect('orange_ci', {
      reference: 'o-5',
      amount: 500,
      msisdn: orangeNumber('00'),
      otp,
    });
    expect(good.statusCode).toBe(202);
    expect(await status('orange_ci', 'o-5')).toMatchObject({ status: 'SUCCESSFUL' });
    const reused = await collect('orange_ci', {
      reference: 'o-6',
      amount: 500,
      msisdn: orangeNumber('00'),
      otp,
    });
    expect(reused.statusCode).toBe(400);
  });
});

describe('generic protocol: payouts', () => {
  const payout = (key: string | undefined, payload: Record<string, unknown>, operator = 'moov') =>
    sim.app.inject({
      method: 'POST',
      url: `/${operator}/v1/payouts`,
      headers: { ...auth, ...(key ? { 'idempotency-key': key } : {}) },
      payload,
    });

  it('debits the merchant balance, credits the wallet, and refuses when short', async () => {
    await sim.app.inject({ method: 'PUT', url: '/_sim/accounts/moov/main', payload: { balance: 50_000 } });
    const paid = await payout('k-1', { reference: 'p-1', amount: 30_000, msisdn: moovNumber('00') });
    expect(paid.statusCode).toBe(202);
    expect(json(paid)).toMatchObject({ reference: 'p-1', type: 'payout', status: 'SUCCESSFUL' });
    expect(json(await sim.app.inject({ method: 'GET', url: '/moov/v1/balance', headers: auth }))).toEqual({
      available: 20_000,
      currency: 'XOF',
    });
    const wallet = json(await sim.app.inject({ method: 'GET', url: `/_sim/wallets/229${moovNumber('00')}` }));
    expect(wallet.balance).toBe(5_030_000);

    const short = await payout('k-2', { reference: 'p-2', amount: 30_000, msisdn: moovNumber('00') });
    expect(json(short)).toMatchObject({ status: 'FAILED', reason: { code: 'MERCHANT_INSUFFICIENT_FUNDS' } });
    expect(await status('moov', 'p-2', 'payouts')).toMatchObject({ status: 'FAILED' });
  });

  it('is idempotent: same key and body once, another body 409, no key 400', async () => {
    const body = { reference: 'p-3', amount: 1000, msisdn: moovNumber('00') };
    expect((await payout(undefined, body)).statusCode).toBe(400);
    const first = json(await payout('k-3', body));
    expect(json(await payout('k-3', { ...body }))).toEqual(first);
    expect((await payout('k-3', { ...body, amount: 2000 })).statusCode).toBe(409);
    expect((await payout('k-4', body)).statusCode).toBe(409);
    const stats = json<{ payouts: { total: number; successful: number } }>(
      await sim.app.inject({ method: 'GET', url: '/_sim/stats' }),
    );
    expect(stats.payouts).toMatchObject({ total: 1, successful: 1 });
  });
});
