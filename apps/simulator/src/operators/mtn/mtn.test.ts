import { randomUUID } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { json, mtnHeaders, startTestSimulator, type TestSimulator } from '../../test-support.ts';

/** An MTN Benin number (prefix 0197) with the given last two digits, in international form. */
const mtnNumber = (ending: string) => `22901970000${ending}`;

let sim: TestSimulator;
let headers: Record<string, string>;

beforeEach(async () => {
  sim = await startTestSimulator();
  headers = await mtnHeaders(sim.app);
});
afterEach(async () => {
  await sim.app.close();
});

function requestToPay(
  partyId: string,
  extra: { reference?: string; amount?: string; callback?: boolean } = {},
) {
  const reference = extra.reference ?? randomUUID();
  return {
    reference,
    response: sim.app.inject({
      method: 'POST',
      url: '/mtn/collection/v1_0/requesttopay',
      headers: {
        ...headers,
        'x-reference-id': reference,
        ...(extra.callback === false ? {} : { 'x-callback-url': 'http://127.0.0.1:9/mtn/callback' }),
      },
      payload: {
        amount: extra.amount ?? '1500',
        currency: 'XOF',
        externalId: 'order-1',
        payer: { partyIdType: 'MSISDN', partyId },
        payerMessage: 'Paiement',
        payeeNote: 'Merci',
      },
    }),
  };
}

const statusOf = async (reference: string) =>
  json(
    await sim.app.inject({ method: 'GET', url: `/mtn/collection/v1_0/requesttopay/${reference}`, headers }),
  );

describe('MTN provisioning and token', () => {
  it('gives a token to a provisioned user and refuses a wrong key', async () => {
    const sub = { 'ocp-apim-subscription-key': 'k' };
    const user = randomUUID();
    const created = await sim.app.inject({
      method: 'POST',
      url: '/mtn/v1_0/apiuser',
      headers: { ...sub, 'x-reference-id': user },
      payload: { providerCallbackHost: 'example.com' },
    });
    expect(created.statusCode).toBe(201);
    const again = await sim.app.inject({
      method: 'POST',
      url: '/mtn/v1_0/apiuser',
      headers: { ...sub, 'x-reference-id': user },
      payload: { providerCallbackHost: 'example.com' },
    });
    expect(again.statusCode).toBe(409);
    const info = await sim.app.inject({ method: 'GET', url: `/mtn/v1_0/apiuser/${user}`, headers: sub });
    expect(json(info)).toEqual({ providerCallbackHost: 'example.com', targetEnvironment: 'sandbox' });
    const key = await sim.app.inject({
      method: 'POST',
      url: `/mtn/v1_0/apiuser/${user}/apikey`,
      headers: sub,
    });
    expect(key.statusCode).toBe(201);
    const { apiKey } = json<{ apiKey: string }>(key);

    const basic = (k: string) => `Basic ${Buffer.from(`${user}:${k}`).toString('base64')}`;
    const token = await sim.app.inject({
      method: 'POST',
      url: '/mtn/collection/token/',
      headers: { ...sub, authorization: basic(apiKey), 'content-type': 'application/json' },
    });
    expect(token.statusCode).toBe(200);
    expect(json(token)).toMatchObject({ token_type: 'access_token', expires_in: 3600 });
    expect(typeof json(token).access_token).toBe('string');

    const wrong = await sim.app.inject({
      method: 'POST',
      url: '/mtn/collection/token/',
      headers: { ...sub, authorization: basic('nope') },
    });
    expect(wrong.statusCode).toBe(401);
    const noSubscription = await sim.app.inject({
      method: 'POST',
      url: '/mtn/collection/token/',
      headers: { authorization: basic(apiKey) },
    });
    expect(noSubscription.statusCode).toBe(401);
  });

  it('answers 401 to a missing or foreign token and when the token expired', async () => {
    const noToken = requestToPay(mtnNumber('00'));
    const { authorization: _, ...withoutAuth } = headers;
    const bad = await sim.app.inject({
      method: 'POST',
      url: '/mtn/collection/v1_0/requesttopay',
      headers: { ...withoutAuth, authorization: 'Bearer forged', 'x-reference-id': noToken.reference },
      payload: {},
    });
    expect(bad.statusCode).toBe(401);
    expect(json(bad)).toHaveProperty('code');
    await noToken.response;

    const disbursementHeaders = await mtnHeaders(sim.app, 'disbursement');
    const crossed = await sim.app.inject({
      method: 'GET',
      url: '/mtn/collection/v1_0/account/balance',
      headers: disbursementHeaders,
    });
    expect(crossed.statusCode).toBe(401);

    await sim.app.sim.advance(3600 * 1000);
    const expired = await sim.app.inject({
      method: 'GET',
      url: '/mtn/collection/v1_0/account/balance',
      headers,
    });
    expect(expired.statusCode).toBe(401);
  });
});

describe('MTN requesttopay', () => {
  it('answers 202 with an empty body and 409 when the reference is reused', async () => {
    const first = requestToPay(mtnNumber('00'));
    const response = await first.response;
    expect(response.statusCode).toBe(202);
    expect(response.body).toBe('');
    const again = await requestToPay(mtnNumber('00'), { reference: first.reference }).response;
    expect(again.statusCode).toBe(409);
    expect(json(again)).toMatchObject({ code: 'RESOURCE_ALREADY_EXIST' });
  });

  it('refuses bad bodies and headers with 400', async () => {
    const base = { method: 'POST' as const, url: '/mtn/collection/v1_0/requesttopay' };
    const payload = {
      amount: '100',
      currency: 'XOF',
      payer: { partyIdType: 'MSISDN', partyId: mtnNumber('00') },
    };
    const cases = [
      { headers: { ...headers, 'x-reference-id': 'not-a-uuid' }, payload },
      { headers: { ...headers, 'x-reference-id': randomUUID() }, payload: { ...payload, amount: '10.5' } },
      { headers: { ...headers, 'x-reference-id': randomUUID() }, payload: { ...payload, currency: 'USD' } },
      {
        headers: { ...headers, 'x-reference-id': randomUUID() },
        payload: { ...payload, payer: { partyId: 'x' } },
      },
      { headers: { ...headers, 'x-reference-id': randomUUID(), 'x-target-environment': 'mars' }, payload },
    ];
    for (const c of cases) {
      const response = await sim.app.inject({ ...base, ...c });
      expect(response.statusCode, JSON.stringify(c.payload)).toBe(400);
      expect(json(response)).toHaveProperty('code');
    }
    const badJson = await sim.app.inject({
      ...base,
      headers: { ...headers, 'x-reference-id': randomUUID(), 'content-type': 'application/json' },
      payload: '{nope',
    });
    expect(badJson.statusCode).toBe(400);
  });

  it.each([
    ['00', 'SUCCESSFUL', undefined],
    ['01', 'FAILED', 'NOT_ENOUGH_FUNDS'],
    ['04', 'FAILED', 'PAYER_NOT_FOUND'],
    ['05', 'PENDING', undefined],
    ['06', 'PENDING', undefined],
    ['07', 'SUCCESSFUL', undefined],
    ['08', 'SUCCESSFUL', undefined],
    ['42', 'PENDING', undefined],
  ])('ending %s gives %s right after the request', async (ending, status, reason) => {
    const { reference, response } = requestToPay(mtnNumber(ending));
    expect((await response).statusCode).toBe(202);
    const body = await statusOf(reference);
    expect(body).toMatchObject({
      status,
      amount: '1500',
      currency: 'XOF',
      externalId: 'order-1',
      payer: { partyIdType: 'MSISDN', partyId: mtnNumber(ending) },
    });
    expect((body.reason as { code?: string } | undefined)?.code).toBe(reason);
    if (status === 'SUCCESSFUL') expect(body.financialTransactionId).toMatch(/^\d+$/);
  });

  it('ending 02 answers 503, then the status says FAILED and no callback comes', async () => {
    const { reference, response } = requestToPay(mtnNumber('02'));
    expect((await response).statusCode).toBe(503);
    expect(await statusOf(reference)).toMatchObject({
      status: 'FAILED',
      reason: { code: 'SERVICE_UNAVAILABLE' },
    });
    expect(await sim.callbacksFor(reference)).toHaveLength(0);
  });

  it('ending 03 hangs past the client timeout, then succeeds', async () => {
    const { reference, response } = requestToPay(mtnNumber('03'));
    let answered = false;
    void response.then(() => {
      answered = true;
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(answered).toBe(false);
    expect(await statusOf(reference)).toMatchObject({ status: 'PENDING' });
    await sim.app.sim.advance(30_000);
    expect((await response).statusCode).toBe(202);
    expect(await statusOf(reference)).toMatchObject({ status: 'SUCCESSFUL' });
  });

  it('ending 05 is pending, then successful after 5 simulated seconds, with one callback', async () => {
    const { reference, response } = requestToPay(mtnNumber('05'));
    await response;
    await sim.app.sim.advance(4_999);
    expect(await statusOf(reference)).toMatchObject({ status: 'PENDING' });
    expect(await sim.callbacksFor(reference)).toHaveLength(0);
    await sim.app.sim.advance(1);
    expect(await statusOf(reference)).toMatchObject({ status: 'SUCCESSFUL' });
    expect(await sim.callbacksFor(reference)).toHaveLength(1);
  });

  it('ending 06 is pending, then refused by the customer', async () => {
    const { reference, response } = requestToPay(mtnNumber('06'));
    await response;
    await sim.app.sim.advance(5_000);
    expect(await statusOf(reference)).toMatchObject({
      status: 'FAILED',
      reason: { code: 'APPROVAL_REJECTED' },
    });
  });

  it('sends the callback once for 00 (PUT, same body as the status), never for 07, twice for 08', async () => {
    const ok = requestToPay(mtnNumber('00'));
    const lost = requestToPay(mtnNumber('07'));
    const twice = requestToPay(mtnNumber('08'));
    await Promise.all([ok.response, lost.response, twice.response]);

    const [callback, ...more] = await sim.callbacksFor(ok.reference);
    expect(more).toHaveLength(0);
    expect(callback).toMatchObject({ method: 'PUT', url: 'http://127.0.0.1:9/mtn/callback' });
    expect(JSON.parse(callback!.body)).toEqual(await statusOf(ok.reference));

    expect(await sim.callbacksFor(lost.reference)).toHaveLength(0);
    const duplicates = await sim.callbacksFor(twice.reference);
    expect(duplicates).toHaveLength(2);
    expect(duplicates[0]!.body).toBe(duplicates[1]!.body);
  });

  it('answers the status as JSON, the same bytes as the callback once final', async () => {
    const { reference, response } = requestToPay(mtnNumber('00'));
    await response;
    const [callback] = await sim.callbacksFor(reference);
    for (let i = 0; i < 2; i++) {
      const status = await sim.app.inject({
        method: 'GET',
        url: `/mtn/collection/v1_0/requesttopay/${reference}`,
        headers,
      });
      expect(status.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(status.body).toBe(callback!.body);
    }
  });

  it('sends no callback without X-Callback-Url', async () => {
    const { reference, response } = requestToPay(mtnNumber('00'), { callback: false });
    await response;
    expect(await sim.callbacksFor(reference)).toHaveLength(0);
  });

  it('moves money: the wallet is debited and the collection account credited; limits apply', async () => {
    const { reference, response } = requestToPay(mtnNumber('00'), { amount: '2500' });
    await response;
    expect(await statusOf(reference)).toMatchObject({ status: 'SUCCESSFUL' });
    const balance = await sim.app.inject({
      method: 'GET',
      url: '/mtn/collection/v1_0/account/balance',
      headers,
    });
    expect(json(balance)).toEqual({ availableBalance: '2500', currency: 'XOF' });
    const wallet = await sim.app.inject({ method: 'GET', url: `/_sim/wallets/%2B${mtnNumber('00')}` });
    expect(json(wallet)).toMatchObject({ balance: 5_000_000 - 2500 });

    const big = requestToPay(mtnNumber('00'), { amount: '2000001' });
    await big.response;
    expect(await statusOf(big.reference)).toMatchObject({
      status: 'FAILED',
      reason: { code: 'PAYER_LIMIT_REACHED' },
    });
  });

  it('refuses a number of another network as payer not found', async () => {
    const { reference, response } = requestToPay('2290195000000');
    expect((await response).statusCode).toBe(202);
    expect(await statusOf(reference)).toMatchObject({
      status: 'FAILED',
      reason: { code: 'PAYER_NOT_FOUND' },
    });
  });

  it('answers 404 RESOURCE_NOT_FOUND for an unknown reference', async () => {
    const response = await sim.app.inject({
      method: 'GET',
      url: `/mtn/collection/v1_0/requesttopay/${randomUUID()}`,
      headers,
    });
    expect(response.statusCode).toBe(404);
    expect(json(response)).toMatchObject({ code: 'RESOURCE_NOT_FOUND' });
  });
});

describe('MTN sandbox test numbers (X-Target-Environment: sandbox)', () => {
  it.each([
    ['46733123450', 'FAILED', 'INTERNAL_PROCESSING_ERROR'],
    ['46733123451', 'FAILED', 'APPROVAL_REJECTED'],
    ['46733123452', 'FAILED', 'EXPIRED'],
    ['46733123453', 'PENDING', undefined],
    ['46733123454', 'PENDING', undefined],
    ['46733123999', 'SUCCESSFUL', undefined],
  ])('%s gives %s', async (msisdn, status, reason) => {
    headers = { ...headers, 'x-target-environment': 'sandbox' };
    const { reference, response } = requestToPay(msisdn);
    expect((await response).statusCode).toBe(202);
    const body = await statusOf(reference);
    expect(body.status).toBe(status);
    expect((body.reason as { code?: string } | undefined)?.code).toBe(reason);
  });

  it('are unknown outside the sandbox environment', async () => {
    const { reference, response } = requestToPay('46733123999');
    await response;
    expect(await statusOf(reference)).toMatchObject({
      status: 'FAILED',
      reason: { code: 'PAYER_NOT_FOUND' },
    });
  });
});

describe('MTN disbursement', () => {
  const transfer = (dHeaders: Record<string, string>, partyId: string, amount: string) => {
    const reference = randomUUID();
    return {
      reference,
      response: sim.app.inject({
        method: 'POST',
        url: '/mtn/disbursement/v1_0/transfer',
        headers: { ...dHeaders, 'x-reference-id': reference },
        payload: { amount, currency: 'XOF', externalId: 'po-1', payee: { partyIdType: 'MSISDN', partyId } },
      }),
    };
  };

  it('debits the disbursement account and credits the wallet; refuses when short', async () => {
    const dHeaders = await mtnHeaders(sim.app, 'disbursement');
    await sim.app.inject({
      method: 'PUT',
      url: '/_sim/accounts/mtn/disbursement',
      payload: { balance: 10_000 },
    });
    const payee = mtnNumber('00');

    const paid = transfer(dHeaders, payee, '7000');
    expect((await paid.response).statusCode).toBe(202);
    const status = await sim.app.inject({
      method: 'GET',
      url: `/mtn/disbursement/v1_0/transfer/${paid.reference}`,
      headers: dHeaders,
    });
    expect(json(status)).toMatchObject({
      status: 'SUCCESSFUL',
      payee: { partyIdType: 'MSISDN', partyId: payee },
    });
    const balance = await sim.app.inject({
      method: 'GET',
      url: '/mtn/disbursement/v1_0/account/balance',
      headers: dHeaders,
    });
    expect(json(balance)).toEqual({ availableBalance: '3000', currency: 'XOF' });
    const wallet = await sim.app.inject({ method: 'GET', url: `/_sim/wallets/${payee}` });
    expect(json(wallet)).toMatchObject({ balance: 5_007_000 });

    const short = transfer(dHeaders, payee, '5000');
    await short.response;
    const refused = await sim.app.inject({
      method: 'GET',
      url: `/mtn/disbursement/v1_0/transfer/${short.reference}`,
      headers: dHeaders,
    });
    expect(json(refused)).toMatchObject({ status: 'FAILED', reason: { code: 'NOT_ENOUGH_FUNDS' } });

    const reused = await sim.app.inject({
      method: 'POST',
      url: '/mtn/disbursement/v1_0/transfer',
      headers: { ...dHeaders, 'x-reference-id': paid.reference },
      payload: { amount: '1', currency: 'XOF', payee: { partyIdType: 'MSISDN', partyId: payee } },
    });
    expect(reused.statusCode).toBe(409);

    const stats = json<{ payouts: { successful: number; total: number } }>(
      await sim.app.inject({ method: 'GET', url: '/_sim/stats' }),
    );
    expect(stats.payouts).toMatchObject({ total: 2, successful: 1 });
  });

  it('does not show a transfer on the collection status endpoint', async () => {
    const dHeaders = await mtnHeaders(sim.app, 'disbursement');
    const paid = transfer(dHeaders, mtnNumber('00'), '100');
    await paid.response;
    const response = await sim.app.inject({
      method: 'GET',
      url: `/mtn/collection/v1_0/requesttopay/${paid.reference}`,
      headers,
    });
    expect(response.statusCode).toBe(404);
  });
});
