import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MtnAdapter, type MtnAdapterConfig, mtnReferenceId } from './mtn-adapter.ts';
import {
  COLLECTION_OUTCOMES,
  callbackUrlFor,
  closedPort,
  countingFetch,
  newReference,
  PENDING_DELAY_MS,
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

const config = (baseUrl: string, overrides: Partial<MtnAdapterConfig> = {}): MtnAdapterConfig => ({
  operator: 'mtn',
  baseUrl,
  subscriptionKeys: { collection: 'sub-collection', disbursement: 'sub-disbursement' },
  credentials: 'provision',
  targetEnvironment: 'mtnbenin',
  currency: 'XOF',
  timeoutMs: SHORT_TIMEOUT_MS,
  ...overrides,
});

function adapter(overrides: Partial<MtnAdapterConfig> = {}, now: () => number = () => sim.now()) {
  const counting = countingFetch();
  return {
    mtn: new MtnAdapter(config(`${sim.url}/mtn`, overrides), counting.fetch, now),
    urls: counting.urls,
  };
}

/** An MTN Benin number (prefix 0197) whose last two digits choose the outcome. */
const benin = (ending: string) => `22901970000${ending}`;

const collectRequest = (reference: string, msisdn: string) => ({
  reference,
  amount: 1500n,
  msisdn,
  description: 'Order 42',
  callbackUrl: callbackUrlFor(reference),
});

describe('MTN collections: the simulator outcome table', () => {
  it.each(COLLECTION_OUTCOMES)(
    'ending $ending → $created, then $afterCreate, finally $final',
    async (outcome) => {
      const { mtn } = adapter();
      const reference = newReference();
      const created = await mtn.collect(collectRequest(reference, benin(outcome.ending)));
      expect(created.status).toBe(outcome.created);
      // Even without an answer we know the operator's id: it is derived from our reference.
      expect(created.operatorReference).toBe(mtnReferenceId('collection', reference));
      if (created.status === 'PENDING') expect(created.action).toEqual({ type: 'ussd_push' });

      const afterCreate = await mtn.collectionStatus(reference);
      expect(afterCreate.status).toBe(outcome.afterCreate);
      if (outcome.advanceMs) await sim.advance(outcome.advanceMs);

      const final = await mtn.collectionStatus(reference, created.operatorReference);
      expect(final.status).toBe(outcome.final);
      expect(final.reason?.code).toBe(outcome.reason);

      const callbacks = await sim.callbacksTo(callbackUrlFor(reference));
      expect(callbacks).toHaveLength(outcome.callbacks);
      for (const callback of callbacks) {
        expect(callback.method).toBe('PUT');
        expect(mtn.readCallback(callback.headers, callback.body)).toEqual({ reference, kind: 'collection' });
      }
      if (outcome.callbacks === 2) expect(callbacks[0]?.body).toBe(callbacks[1]?.body);
    },
  );

  it("keeps MTN's reason code in the message", async () => {
    const { mtn } = adapter();
    const reference = newReference();
    await mtn.collect(collectRequest(reference, benin('01')));
    const result = await mtn.collectionStatus(reference);
    expect(result.reason).toEqual({
      code: 'INSUFFICIENT_FUNDS',
      message: 'NOT_ENOUGH_FUNDS: The payer does not have enough funds.',
    });
    await mtn.collect(collectRequest(`${reference}b`, benin('02')));
    expect((await mtn.collectionStatus(`${reference}b`)).reason?.message).toMatch(/^SERVICE_UNAVAILABLE/);
  });

  it('a retried creation (409 RESOURCE_ALREADY_EXIST) reuses the operation and answers its status', async () => {
    const { mtn } = adapter();
    const reference = newReference();
    const first = await mtn.collect(collectRequest(reference, benin('05')));
    const second = await mtn.collect(collectRequest(reference, benin('05')));
    expect(second).toEqual(first);
    expect(second.status).toBe('PENDING');
    await sim.advance(PENDING_DELAY_MS);
    // Retried after it settled: the 409 leads to the final status.
    expect((await mtn.collect(collectRequest(reference, benin('05')))).status).toBe('SUCCESSFUL');
    const stats = await sim.stats();
    expect(stats.byOperator.mtn?.collection.total).toBe(1);
  });

  it('a customer who neither approves nor refuses stays PENDING until the control plane acts', async () => {
    const { mtn } = adapter();
    const reference = newReference();
    const created = await mtn.collect(collectRequest(reference, benin('42')));
    expect((await mtn.collectionStatus(reference)).status).toBe('PENDING');
    await sim.control('POST', `/transactions/${created.operatorReference}/refuse`, {});
    expect((await mtn.collectionStatus(reference)).reason?.code).toBe('REFUSED_BY_CUSTOMER');
  });

  it('an unknown reference (404) is UNKNOWN, never FAILED', async () => {
    const { mtn } = adapter();
    expect((await mtn.collectionStatus(newReference())).status).toBe('UNKNOWN');
    expect((await mtn.payoutStatus(newReference())).status).toBe('UNKNOWN');
  });

  it('a 503 or a hang on the status query is UNKNOWN', async () => {
    const { mtn } = adapter();
    const reference = newReference();
    await mtn.collect(collectRequest(reference, benin('00')));
    await sim.control('POST', '/faults', { operator: 'mtn', kind: '503', scope: 'read' });
    expect((await mtn.collectionStatus(reference)).status).toBe('UNKNOWN');
    await sim.control('POST', '/faults', { operator: 'mtn', kind: 'timeout', scope: 'read' });
    expect((await mtn.collectionStatus(reference)).status).toBe('UNKNOWN');
    await sim.advance(60_000);
    expect((await mtn.collectionStatus(reference)).status).toBe('SUCCESSFUL');
  });

  it('a number of another network is accepted, then FAILED as INVALID_NUMBER', async () => {
    const { mtn } = adapter();
    const reference = newReference();
    expect((await mtn.collect(collectRequest(reference, '2290145000000'))).status).toBe('PENDING');
    expect((await mtn.collectionStatus(reference)).reason?.code).toBe('INVALID_NUMBER');
  });

  it('a body MTN refuses (400) is FAILED: nothing was created', async () => {
    const { mtn } = adapter();
    const result = await mtn.collect(collectRequest(newReference(), 'not-a-number'));
    expect(result.status).toBe('FAILED');
    expect(result.reason?.code).toBe('OPERATOR_ERROR');
    expect(result.reason?.message).toMatch(/^BAD_REQUEST/);
  });
});

describe('MTN tokens', () => {
  it('provisions one API user and asks one token per product for many requests', async () => {
    const { mtn, urls } = adapter();
    const references = Array.from({ length: 6 }, () => newReference());
    await Promise.all(references.map((r) => mtn.collect(collectRequest(r, benin('00')))));
    await Promise.all(references.map((r) => mtn.collectionStatus(r)));
    await mtn.payout(payoutRequest(newReference(), benin('00')));
    await mtn.balance();
    const count = (path: string) => urls.filter((u) => u.endsWith(path)).length;
    expect(count('/collection/token/')).toBe(1);
    expect(count('/disbursement/token/')).toBe(1);
    expect(count('/v1_0/apiuser')).toBe(1);
    expect(count('/collection/v1_0/requesttopay')).toBe(6);
  });

  it('renews a token shortly before it expires', async () => {
    const { mtn, urls } = adapter();
    await mtn.collectionStatus(newReference());
    await sim.advance(3_600_000 - 30_000); // inside the renewal margin
    await mtn.collectionStatus(newReference());
    expect(urls.filter((u) => u.endsWith('/collection/token/'))).toHaveLength(2);
  });

  it('a token the operator refuses (401) is dropped and the call retried once with a fresh one', async () => {
    // The adapter's clock does not move, the operator's does: its token expires under it.
    const frozen = sim.now();
    const { mtn, urls } = adapter({}, () => frozen);
    await mtn.collectionStatus(newReference());
    await sim.advance(2 * 3_600_000);
    const reference = newReference();
    expect((await mtn.collect(collectRequest(reference, benin('00')))).status).toBe('PENDING');
    expect(urls.filter((u) => u.endsWith('/collection/token/'))).toHaveLength(2);
  });

  it('uses fixed credentials when given (a user the simulator knows)', async () => {
    const own = await startSimulator({
      mtn: { apiUsers: [{ id: '0f6c1b5e-8c33-4c57-9c2e-5d1f7c9a4b10', apiKey: 'dev-key' }] },
    });
    try {
      const credentials = { apiUser: '0f6c1b5e-8c33-4c57-9c2e-5d1f7c9a4b10', apiKey: 'dev-key' };
      const fixed = new MtnAdapter(
        config(`${own.url}/mtn`, { credentials: { collection: credentials, disbursement: credentials } }),
        fetch,
        own.now,
      );
      expect((await fixed.collect(collectRequest(newReference(), benin('00')))).status).toBe('PENDING');
      const wrong = new MtnAdapter(
        config(`${own.url}/mtn`, {
          credentials: { collection: { ...credentials, apiKey: 'bad' }, disbursement: credentials },
        }),
        fetch,
        own.now,
      );
      const refused = await wrong.collect(collectRequest(newReference(), benin('00')));
      expect(refused.status).toBe('FAILED');
      expect(refused.reason?.message).toMatch(/^LOGIN_FAILED/);
      expect((await wrong.collectionStatus(newReference())).status).toBe('UNKNOWN');
    } finally {
      await own.close();
    }
  });
});

const payoutRequest = (reference: string, msisdn: string) => ({
  reference,
  idempotencyKey: `po-key-${reference}`,
  amount: 2500n,
  msisdn,
  description: 'Payout',
  callbackUrl: callbackUrlFor(reference),
});

describe('MTN disbursements', () => {
  it.each([
    { ending: '00', created: 'PENDING', final: 'SUCCESSFUL', reason: undefined },
    { ending: '01', created: 'PENDING', final: 'FAILED', reason: 'INSUFFICIENT_FUNDS' },
    { ending: '02', created: 'UNKNOWN', final: 'FAILED', reason: 'OPERATOR_ERROR' },
    { ending: '04', created: 'PENDING', final: 'FAILED', reason: 'INVALID_NUMBER' },
  ])('ending $ending → $created then $final', async ({ ending, created, final, reason }) => {
    const { mtn } = adapter();
    const reference = newReference('po');
    expect((await mtn.payout(payoutRequest(reference, benin(ending)))).status).toBe(created);
    const status = await mtn.payoutStatus(reference);
    expect(status.status).toBe(final);
    expect(status.reason?.code).toBe(reason);
    for (const callback of await sim.callbacksTo(callbackUrlFor(reference))) {
      expect(mtn.readCallback(callback.headers, callback.body)).toEqual({ reference, kind: 'payout' });
    }
  });

  it('a payout retried with the same reference pays once', async () => {
    const { mtn } = adapter();
    const reference = newReference('po');
    const before = await mtn.balance();
    const first = await mtn.payout(payoutRequest(reference, benin('00')));
    const second = await mtn.payout(payoutRequest(reference, benin('00')));
    expect(first.status).toBe('PENDING');
    expect(second.status).toBe('SUCCESSFUL');
    const stats = await sim.stats();
    expect(stats.payouts.total).toBe(1);
    expect(stats.payouts.amountMoved).toBe(2500);
    expect((await mtn.balance())?.available).toBe((before?.available ?? 0n) - 2500n);
  });

  it('a payout whose answer was lost (03 hang) is found by its derived id', async () => {
    const { mtn } = adapter();
    const reference = newReference('po');
    const created = await mtn.payout(payoutRequest(reference, benin('03')));
    expect(created.status).toBe('UNKNOWN');
    expect((await mtn.payoutStatus(reference)).status).toBe('PENDING');
    await sim.advance(30_000);
    expect((await mtn.payoutStatus(reference)).status).toBe('SUCCESSFUL');
  });
});

describe('MTN callbacks and transport failures', () => {
  it('readCallback ignores bodies without our reference', () => {
    const { mtn } = adapter();
    expect(mtn.readCallback({}, 'not json')).toBeNull();
    expect(mtn.readCallback({}, JSON.stringify({ status: 'SUCCESSFUL', payer: {} }))).toBeNull();
    expect(mtn.readCallback({}, JSON.stringify({ externalId: 'txn_1', status: 'SUCCESSFUL' }))).toBeNull();
  });

  it('answers UNKNOWN (and a null balance) when nobody listens', async () => {
    const port = await closedPort();
    const mtn = new MtnAdapter(config(`http://127.0.0.1:${port}/mtn`), fetch, Date.now);
    const reference = newReference();
    expect(await mtn.collect(collectRequest(reference, benin('00')))).toEqual({
      status: 'UNKNOWN',
      operatorReference: mtnReferenceId('collection', reference),
    });
    expect((await mtn.collectionStatus(reference)).status).toBe('UNKNOWN');
    expect((await mtn.payout(payoutRequest(reference, benin('00')))).status).toBe('UNKNOWN');
    expect(await mtn.balance()).toBeNull();
  });

  it('answers UNKNOWN for a body that is not JSON', async () => {
    const garbage: typeof fetch = async () => new Response('<html>gateway</html>', { status: 200 });
    const mtn = new MtnAdapter(
      config('http://mtn.invalid', { credentials: { collection: cred, disbursement: cred } }),
      async (input, init) =>
        String(input).endsWith('/token/')
          ? Response.json({ access_token: 't', expires_in: 3600 })
          : garbage(input, init),
      Date.now,
    );
    expect((await mtn.collectionStatus(newReference())).status).toBe('UNKNOWN');
  });
});

const cred = { apiUser: 'u', apiKey: 'k' };
