import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  COLLECTION_OUTCOMES,
  closedPort,
  HANG_MS,
  newReference,
  SHORT_TIMEOUT_MS,
  startSimulator,
  type TestSim,
  WAVE_WEBHOOK_SECRET,
} from './operators.test-support.ts';
import { WaveAdapter, type WaveAdapterConfig } from './wave-adapter.ts';

let sim: TestSim;
beforeAll(async () => {
  sim = await startSimulator();
});
afterAll(() => sim.close());
beforeEach(() => sim.reset());

const config = (baseUrl: string): WaveAdapterConfig => ({
  operator: 'wave_sn',
  baseUrl,
  apiKey: 'wave_test_key',
  webhookSecret: WAVE_WEBHOOK_SECRET,
  timeoutMs: SHORT_TIMEOUT_MS,
});
const wave = () => new WaveAdapter(config(`${sim.url}/wave`), fetch, () => sim.now());

/** A Senegal number (any SIM works with Wave) whose last two digits choose the outcome. */
const senegal = (ending: string) => `2217712345${ending}`;

const collectRequest = (reference: string) => ({
  reference,
  amount: 5000n,
  msisdn: senegal('00'),
  description: 'Order 7',
  callbackUrl: 'http://127.0.0.1:9/unused',
  returnUrl: 'https://shop.example/return',
  cancelUrl: 'https://shop.example/cancel',
});

/** The customer types a number on the launch page and pays (does not wait for an answer). */
const pay = (launchUrl: string, msisdn: string) =>
  fetch(`${launchUrl}/pay`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ mobile: `+${msisdn}` }).toString(),
    redirect: 'manual',
  });

const webhooksFor = async (sessionId: string) => {
  await sim.app.sim.flush();
  return sim.sent.filter((c) => c.reference === sessionId);
};

describe('Wave checkout: the simulator outcome table, typed on the launch page', () => {
  // Creating a session never depends on the number: 02 and 03 apply to the payment itself.
  const cases = COLLECTION_OUTCOMES.map((c) =>
    c.ending === '02'
      ? { ...c, afterCreate: 'PENDING' as const, final: 'PENDING' as const, reason: undefined }
      : c.ending === '03'
        ? { ...c, afterCreate: 'PENDING' as const }
        : c,
  );

  it.each(cases)('ending $ending → $afterCreate, finally $final', async (outcome) => {
    const adapter = wave();
    const reference = newReference();
    const created = await adapter.collect(collectRequest(reference));
    expect(created.status).toBe('PENDING');
    expect(created.operatorReference).toMatch(/^cos-/);
    expect(created.action?.type).toBe('redirect');
    const launchUrl = created.action?.type === 'redirect' ? created.action.url : '';
    expect(launchUrl).toBe(`${sim.url}/wave/c/${created.operatorReference}`);

    const paying = pay(launchUrl, senegal(outcome.ending));
    if (outcome.ending !== '03') {
      const page = await paying;
      // 02: Wave's page is down (the session stays open); 05/06: the page waits; else redirected.
      const expected = outcome.ending === '02' ? 503 : outcome.advanceMs ? 200 : 303;
      expect(page.status).toBe(expected);
    }
    expect((await adapter.collectionStatus(reference, created.operatorReference)).status).toBe(
      outcome.afterCreate,
    );
    if (outcome.advanceMs) await sim.advance(outcome.advanceMs);
    await paying;

    const final = await adapter.collectionStatus(reference, created.operatorReference);
    expect(final.status).toBe(outcome.final);
    expect(final.reason?.code).toBe(outcome.reason);
    expect(final.operatorReference).toBe(created.operatorReference);

    const webhooks = await webhooksFor(String(created.operatorReference));
    expect(webhooks).toHaveLength(outcome.callbacks);
    for (const webhook of webhooks) {
      expect(adapter.readCallback(webhook.headers, webhook.body)).toEqual({ reference, kind: 'collection' });
    }
  });

  it('a customer who cancels on the page is REFUSED_BY_CUSTOMER', async () => {
    const adapter = wave();
    const reference = newReference();
    const created = await adapter.collect(collectRequest(reference));
    const url = created.action?.type === 'redirect' ? created.action.url : '';
    await fetch(`${url}/cancel`, { method: 'POST', redirect: 'manual' });
    const status = await adapter.collectionStatus(reference, created.operatorReference);
    expect(status.reason).toEqual({
      code: 'REFUSED_BY_CUSTOMER',
      message: 'cancelled-by-user: The customer cancelled the payment.',
    });
  });

  it('a session is read by its id only: without it, or for another reference, UNKNOWN', async () => {
    const adapter = wave();
    const reference = newReference();
    const created = await adapter.collect(collectRequest(reference));
    expect((await adapter.collectionStatus(reference)).status).toBe('UNKNOWN');
    expect((await adapter.collectionStatus('txn_other', created.operatorReference)).status).toBe('UNKNOWN');
    expect((await adapter.collectionStatus(reference, 'cos-missing')).status).toBe('UNKNOWN');
  });

  it('refuses to create a session without a URL to send the customer back to', async () => {
    const result = await wave().collect({ ...collectRequest(newReference()), returnUrl: undefined });
    expect(result.status).toBe('FAILED');
    expect((await sim.stats()).collections.total).toBe(0);
  });
});

const payoutRequest = (reference: string, ending: string) => ({
  reference,
  idempotencyKey: `idem-${reference}`,
  amount: 3000n,
  msisdn: senegal(ending),
  description: 'Weekly payout',
  callbackUrl: 'http://127.0.0.1:9/unused',
});

describe('Wave payouts', () => {
  it.each([
    { ending: '00', created: 'SUCCESSFUL', final: 'SUCCESSFUL', reason: undefined },
    { ending: '01', created: 'FAILED', final: 'FAILED', reason: 'INSUFFICIENT_FUNDS' },
    { ending: '02', created: 'UNKNOWN', final: 'FAILED', reason: 'OPERATOR_ERROR' },
    { ending: '04', created: 'FAILED', final: 'FAILED', reason: 'INVALID_NUMBER' },
    { ending: '06', created: 'PENDING', final: 'FAILED', reason: 'OPERATOR_ERROR' },
  ])('ending $ending → $created, by status $final', async ({ ending, created, final, reason }) => {
    const adapter = wave();
    const reference = newReference('po');
    const result = await adapter.payout(payoutRequest(reference, ending));
    expect(result.status).toBe(created);
    await sim.advance(5_000);
    // By id when we have it, else found by client_reference.
    const status = await adapter.payoutStatus(reference, result.operatorReference);
    expect(status.status).toBe(final);
    expect(status.reason?.code).toBe(reason);
    expect(status.operatorReference).toMatch(/^pt-/);
  });

  it('a payout whose answer was lost (03 hang) is found by client_reference, then succeeds', async () => {
    const adapter = wave();
    const reference = newReference('po');
    expect(await adapter.payout(payoutRequest(reference, '03'))).toEqual({ status: 'UNKNOWN' });
    expect((await adapter.payoutStatus(reference)).status).toBe('PENDING');
    await sim.advance(HANG_MS);
    expect((await adapter.payoutStatus(reference)).status).toBe('SUCCESSFUL');
  });

  it('the same payout sent twice (same Idempotency-Key) pays once', async () => {
    const adapter = wave();
    const reference = newReference('po');
    const first = await adapter.payout(payoutRequest(reference, '00'));
    const second = await adapter.payout(payoutRequest(reference, '00'));
    expect(second).toEqual(first);
    const stats = await sim.stats();
    expect(stats.byOperator.wave?.payout.total).toBe(1);
    expect(stats.payouts.amountMoved).toBe(3000);
  });

  it('a key reused with another body (409) finds the existing payout', async () => {
    const adapter = wave();
    const reference = newReference('po');
    await adapter.payout(payoutRequest(reference, '00'));
    const changed = await adapter.payout({ ...payoutRequest(reference, '00'), amount: 9999n });
    expect(changed.status).toBe('SUCCESSFUL');
    expect((await sim.stats()).payouts.total).toBe(1);
  });

  it('reads the balance', async () => {
    const adapter = wave();
    const before = (await adapter.balance())?.available ?? 0n;
    await adapter.payout(payoutRequest(newReference('po'), '00'));
    expect((await adapter.balance())?.available).toBe(before - 3000n);
  });
});

describe('Wave webhook signatures', () => {
  const body = JSON.stringify({
    id: 'EV_1',
    type: 'checkout.session.completed',
    data: { id: 'cos-1', client_reference: 'txn_abc', payment_status: 'succeeded' },
  });
  const sign = (raw: string, unixSeconds: number, secret = WAVE_WEBHOOK_SECRET) =>
    `t=${unixSeconds},v1=${createHmac('sha256', secret).update(`${unixSeconds}${raw}`).digest('hex')}`;
  const now = Date.UTC(2025, 5, 1, 12, 0, 0);
  const adapter = () => new WaveAdapter(config('http://wave.invalid'), fetch, () => now);
  const t = Math.floor(now / 1000);

  it('accepts a valid signature (header in any case, any of several v1)', () => {
    expect(adapter().readCallback({ 'wave-signature': sign(body, t) }, body)).toEqual({
      reference: 'txn_abc',
      kind: 'collection',
    });
    const two = `${sign(body, t, 'old-secret')},v1=${sign(body, t).split('v1=')[1]}`;
    expect(adapter().readCallback({ 'Wave-Signature': two }, body)?.reference).toBe('txn_abc');
  });

  it('refuses a tampered body, a wrong secret, a missing header', () => {
    expect(
      adapter().readCallback({ 'wave-signature': sign(body, t) }, body.replace('txn_abc', 'txn_abd')),
    ).toBeNull();
    expect(adapter().readCallback({ 'wave-signature': sign(body, t, 'not-the-secret') }, body)).toBeNull();
    expect(adapter().readCallback({}, body)).toBeNull();
    expect(adapter().readCallback({ 'wave-signature': 'v1=abc' }, body)).toBeNull();
  });

  it('refuses a timestamp more than 5 minutes away', () => {
    expect(adapter().readCallback({ 'wave-signature': sign(body, t - 299) }, body)).not.toBeNull();
    expect(adapter().readCallback({ 'wave-signature': sign(body, t - 301) }, body)).toBeNull();
    expect(adapter().readCallback({ 'wave-signature': sign(body, t + 301) }, body)).toBeNull();
  });
});

describe('Wave transport failures', () => {
  it('answers UNKNOWN (and a null balance) when nobody listens', async () => {
    const port = await closedPort();
    const adapter = new WaveAdapter(config(`http://127.0.0.1:${port}/wave`), fetch, Date.now);
    expect(await adapter.collect(collectRequest(newReference()))).toEqual({ status: 'UNKNOWN' });
    expect((await adapter.collectionStatus('txn_x', 'cos-x')).status).toBe('UNKNOWN');
    expect((await adapter.payout(payoutRequest(newReference('po'), '00'))).status).toBe('UNKNOWN');
    expect((await adapter.payoutStatus('po_x')).status).toBe('UNKNOWN');
    expect(await adapter.balance()).toBeNull();
  });

  it('a 503 on the status query is UNKNOWN', async () => {
    const adapter = wave();
    const reference = newReference();
    const created = await adapter.collect(collectRequest(reference));
    await sim.control('POST', '/faults', { operator: 'wave', kind: '503', scope: 'read' });
    expect((await adapter.collectionStatus(reference, created.operatorReference)).status).toBe('UNKNOWN');
  });
});
