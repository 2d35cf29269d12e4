import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { GenericAdapter, type GenericAdapterConfig, type GenericOperatorCode } from './generic-adapter.ts';
import {
  CALLBACK_SECRET,
  COLLECTION_OUTCOMES,
  callbackUrlFor,
  closedPort,
  newReference,
  SHORT_TIMEOUT_MS,
  startSimulator,
  type TestSim,
} from './operators.test-support.ts';

let sim: TestSim;
beforeAll(async () => {
  sim = await startSimulator();
});
afterAll(() => sim.close());
beforeEach(() => sim.reset());

const config = (operator: GenericOperatorCode, baseUrl: string): GenericAdapterConfig => ({
  operator,
  baseUrl,
  apiKey: 'test_api_key',
  callbackSecret: CALLBACK_SECRET,
  timeoutMs: SHORT_TIMEOUT_MS,
});
const adapterFor = (operator: GenericOperatorCode) =>
  new GenericAdapter(config(operator, `${sim.url}/${operator}`));

/** Moov Bénin (prefix 0155, USSD push) and Orange Côte d'Ivoire (OTP) test numbers. */
const NUMBERS = {
  moov: (ending: string) => `22901550000${ending}`,
  orange_ci: (ending: string) => `22507080000${ending}`,
} as const;

const collectRequest = (reference: string, msisdn: string, otp?: string) => ({
  reference,
  amount: 2000n,
  msisdn,
  description: 'Order 9',
  callbackUrl: callbackUrlFor(reference),
  ...(otp ? { otp } : {}),
});

/** The customer dials Orange's code first and gets a one-time code (control plane). */
const dialOtp = async (msisdn: string) =>
  (await sim.control<{ otp: string }>('POST', '/otp', { operator: 'orange_ci', msisdn })).otp;

describe.each([
  { operator: 'moov' as const, action: 'ussd_push' },
  { operator: 'orange_ci' as const, action: 'otp' },
])('$operator collections: the simulator outcome table', ({ operator, action }) => {
  it.each(COLLECTION_OUTCOMES)(
    'ending $ending → $created, then $afterCreate, finally $final',
    async (outcome) => {
      const adapter = adapterFor(operator);
      const reference = newReference();
      const msisdn = NUMBERS[operator](outcome.ending);
      // On Orange the code is dialed first and sent with the collection: the ending then applies.
      const otp = operator === 'orange_ci' ? await dialOtp(msisdn) : undefined;
      const created = await adapter.collect(collectRequest(reference, msisdn, otp));
      expect(created.status).toBe(outcome.created);
      expect(created.operatorReference).toBe(reference);
      if (created.status === 'PENDING') expect(created.action?.type).toBe(action);

      expect((await adapter.collectionStatus(reference)).status).toBe(outcome.afterCreate);
      if (outcome.advanceMs) await sim.advance(outcome.advanceMs);
      const final = await adapter.collectionStatus(reference);
      expect(final.status).toBe(outcome.final);
      expect(final.reason?.code).toBe(outcome.reason);

      const callbacks = await sim.callbacksTo(callbackUrlFor(reference));
      expect(callbacks).toHaveLength(outcome.callbacks);
      for (const callback of callbacks) {
        expect(adapter.readCallback(callback.headers, callback.body)).toEqual({
          reference,
          kind: 'collection',
        });
      }
    },
  );
});

describe('Orange OTP step', () => {
  const msisdn = NUMBERS.orange_ci('00');

  it('without a code, asks for one; the same collect with the code submits it', async () => {
    const adapter = adapterFor('orange_ci');
    const reference = newReference();
    const created = await adapter.collect(collectRequest(reference, msisdn));
    expect(created).toEqual({
      status: 'PENDING',
      operatorReference: reference,
      action: { type: 'otp', instructions: 'Dial #144*82# to get a one-time code.' },
    });
    const { otp } = await sim.control<{ otp: string }>(
      'GET',
      `/transactions/${reference}?operator=orange_ci`,
    );
    const wrong = await adapter.collect(
      collectRequest(reference, msisdn, otp === '000000' ? '111111' : '000000'),
    );
    expect(wrong.status).toBe('PENDING');
    expect(wrong.action).toEqual({ type: 'otp', instructions: 'Wrong code, 2 attempt(s) left.' });
    expect((await adapter.collect(collectRequest(reference, msisdn, otp))).status).toBe('SUCCESSFUL');
    expect((await sim.stats()).byOperator.orange_ci?.collection.total).toBe(1);
  });

  it('three wrong codes end in FAILED INVALID_OTP', async () => {
    const adapter = adapterFor('orange_ci');
    const reference = newReference();
    await adapter.collect(collectRequest(reference, msisdn));
    await adapter.collect(collectRequest(reference, msisdn, 'bad-1'));
    await adapter.collect(collectRequest(reference, msisdn, 'bad-2'));
    const last = await adapter.collect(collectRequest(reference, msisdn, 'bad-3'));
    expect(last.status).toBe('FAILED');
    expect(last.reason?.code).toBe('INVALID_OTP');
  });

  it('a wrong code sent with the creation is FAILED INVALID_OTP, nothing created', async () => {
    const result = await adapterFor('orange_ci').collect(collectRequest(newReference(), msisdn, '999999'));
    expect(result.status).toBe('FAILED');
    expect(result.reason?.code).toBe('INVALID_OTP');
    expect((await sim.stats()).collections.total).toBe(0);
  });
});

describe('generic collections: refusals and retries', () => {
  it('a number of another network is FAILED INVALID_NUMBER (400, nothing created)', async () => {
    const result = await adapterFor('moov').collect(collectRequest(newReference(), '2290197000000'));
    expect(result.status).toBe('FAILED');
    expect(result.reason?.code).toBe('INVALID_NUMBER');
    expect(result.reason?.message).toMatch(/^INVALID_MSISDN/);
  });

  it('a retried creation (409 DUPLICATE_REFERENCE) answers the existing status', async () => {
    const adapter = adapterFor('moov');
    const reference = newReference();
    await adapter.collect(collectRequest(reference, NUMBERS.moov('02')));
    const retried = await adapter.collect(collectRequest(reference, NUMBERS.moov('02')));
    expect(retried.status).toBe('FAILED');
    expect(retried.reason?.message).toMatch(/^SERVICE_UNAVAILABLE/);
  });

  it('a pending push waits for the customer (control plane approves)', async () => {
    const adapter = adapterFor('moov');
    const reference = newReference();
    await adapter.collect(collectRequest(reference, NUMBERS.moov('42')));
    expect((await adapter.collectionStatus(reference)).status).toBe('PENDING');
    await sim.control('POST', `/transactions/${reference}/approve?operator=moov`, {});
    expect((await adapter.collectionStatus(reference)).status).toBe('SUCCESSFUL');
  });
});

const payoutRequest = (reference: string, ending: string, key = `idem-${reference}`) => ({
  reference,
  idempotencyKey: key,
  amount: 4000n,
  msisdn: NUMBERS.moov(ending),
  description: 'Payout',
  callbackUrl: callbackUrlFor(reference),
});

describe('generic payouts (moov)', () => {
  it.each([
    { ending: '00', created: 'SUCCESSFUL', final: 'SUCCESSFUL', reason: undefined },
    { ending: '01', created: 'FAILED', final: 'FAILED', reason: 'INSUFFICIENT_FUNDS' },
    { ending: '02', created: 'UNKNOWN', final: 'FAILED', reason: 'OPERATOR_ERROR' },
    { ending: '03', created: 'UNKNOWN', final: 'PENDING', reason: undefined },
    { ending: '04', created: 'FAILED', final: 'FAILED', reason: 'INVALID_NUMBER' },
  ])('ending $ending → $created, then $final', async ({ ending, created, final, reason }) => {
    const adapter = adapterFor('moov');
    const reference = newReference('po');
    expect((await adapter.payout(payoutRequest(reference, ending))).status).toBe(created);
    const status = await adapter.payoutStatus(reference);
    expect(status.status).toBe(final);
    expect(status.reason?.code).toBe(reason);
    for (const callback of await sim.callbacksTo(callbackUrlFor(reference))) {
      expect(adapter.readCallback(callback.headers, callback.body)).toEqual({ reference, kind: 'payout' });
    }
  });

  it('the same payout twice (same Idempotency-Key) pays once; another key for the reference too', async () => {
    const adapter = adapterFor('moov');
    const reference = newReference('po');
    const first = await adapter.payout(payoutRequest(reference, '00'));
    expect(await adapter.payout(payoutRequest(reference, '00'))).toEqual(first);
    expect((await adapter.payout(payoutRequest(reference, '00', 'another-key'))).status).toBe('SUCCESSFUL');
    expect((await adapter.payout({ ...payoutRequest(reference, '00'), amount: 1n })).status).toBe(
      'SUCCESSFUL',
    );
    const stats = await sim.stats();
    expect(stats.byOperator.moov?.payout.total).toBe(1);
    expect(stats.payouts.amountMoved).toBe(4000);
  });

  it('reads the merchant balance', async () => {
    const adapter = adapterFor('moov');
    const before = (await adapter.balance())?.available ?? 0n;
    await adapter.payout(payoutRequest(newReference('po'), '00'));
    expect((await adapter.balance())?.available).toBe(before - 4000n);
  });
});

describe('generic callbacks and transport failures', () => {
  const body = JSON.stringify({ reference: 'txn_1', type: 'collection', status: 'SUCCESSFUL' });
  const sign = (raw: string, secret = CALLBACK_SECRET) =>
    createHmac('sha256', secret).update(raw).digest('hex');
  const adapter = () => new GenericAdapter(config('moov', 'http://moov.invalid'));

  it('accepts a valid X-Signature and refuses a tampered body, a wrong secret, no header', () => {
    expect(adapter().readCallback({ 'x-signature': sign(body) }, body)).toEqual({
      reference: 'txn_1',
      kind: 'collection',
    });
    expect(adapter().readCallback({ 'X-Signature': [sign(body)] }, body)?.reference).toBe('txn_1');
    expect(adapter().readCallback({ 'x-signature': sign(body) }, body.replace('txn_1', 'txn_2'))).toBeNull();
    expect(adapter().readCallback({ 'x-signature': sign(body, 'other') }, body)).toBeNull();
    expect(adapter().readCallback({}, body)).toBeNull();
  });

  it('answers UNKNOWN (and a null balance) when nobody listens', async () => {
    const port = await closedPort();
    const down = new GenericAdapter(config('moov', `http://127.0.0.1:${port}/moov`));
    const reference = newReference();
    expect(await down.collect(collectRequest(reference, NUMBERS.moov('00')))).toEqual({
      status: 'UNKNOWN',
      operatorReference: reference,
    });
    expect((await down.collectionStatus(reference)).status).toBe('UNKNOWN');
    expect((await down.payout(payoutRequest(reference, '00'))).status).toBe('UNKNOWN');
    expect(await down.balance()).toBeNull();
  });

  it('an unknown reference (404) or a 503 on the status query is UNKNOWN', async () => {
    const moov = adapterFor('moov');
    expect((await moov.collectionStatus('txn_missing')).status).toBe('UNKNOWN');
    const reference = newReference();
    await moov.collect(collectRequest(reference, NUMBERS.moov('00')));
    await sim.control('POST', '/faults', { operator: 'moov', kind: '503', scope: 'read' });
    expect((await moov.collectionStatus(reference)).status).toBe('UNKNOWN');
  });
});
