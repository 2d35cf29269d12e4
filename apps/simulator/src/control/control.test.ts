import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { json, startTestSimulator, type TestSimulator } from '../test-support.ts';

const auth = { authorization: 'Bearer key' };
const moovNumber = (ending: string) => `01950000${ending}`;

let sim: TestSimulator;
beforeEach(async () => {
  sim = await startTestSimulator();
});
afterEach(async () => {
  await sim.app.close();
});

const collect = (reference: string, ending: string, operator = 'moov') =>
  sim.app.inject({
    method: 'POST',
    url: `/${operator}/v1/collections`,
    headers: auth,
    payload: { reference, amount: 700, msisdn: moovNumber(ending), callback_url: 'http://127.0.0.1:9/cb' },
  });
const control = (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: Record<string, unknown>) =>
  sim.app.inject({ method, url: `/_sim${url}`, ...(payload ? { payload } : {}) });
const statusOf = async (reference: string) =>
  json(await sim.app.inject({ method: 'GET', url: `/moov/v1/collections/${reference}`, headers: auth }))
    .status;

describe('control plane: transactions', () => {
  it('lists transactions filtered by operator and status', async () => {
    await collect('a', '00');
    await collect('b', '42');
    await collect('c', '42', 'moov');
    const pending = json<{ transactions: { reference: string; outcome: string }[] }>(
      await control('GET', '/transactions?operator=moov&status=PENDING'),
    );
    expect(pending.transactions.map((t) => t.reference)).toEqual(['b', 'c']);
    expect(pending.transactions[0]!.outcome).toBe('other');
    const none = json<{ transactions: unknown[] }>(await control('GET', '/transactions?operator=mtn'));
    expect(none.transactions).toHaveLength(0);
    expect((await control('GET', '/transactions?status=nope')).statusCode).toBe(400);
  });

  it('approves or refuses a pending push, once', async () => {
    await collect('a', '42');
    await collect('b', '42');
    const approved = await control('POST', '/transactions/a/approve');
    expect(json(approved)).toMatchObject({ status: 'SUCCESSFUL' });
    expect(await statusOf('a')).toBe('SUCCESSFUL');
    expect(sim.sent.filter((c) => c.reference === 'a')).toHaveLength(1);
    const refused = await control('POST', '/transactions/b/refuse');
    expect(json(refused)).toMatchObject({ status: 'FAILED', reason: 'REJECTED' });
    expect((await control('POST', '/transactions/a/refuse')).statusCode).toBe(409);
    expect((await control('POST', '/transactions/zzz/approve')).statusCode).toBe(404);
  });
});

describe('control plane: faults', () => {
  it('503: the next creation fails with 503 and is recorded FAILED, then service resumes', async () => {
    await control('POST', '/faults', { operator: 'moov', kind: '503', count: 1 });
    expect((await collect('a', '00')).statusCode).toBe(503);
    expect(await statusOf('a')).toBe('FAILED');
    expect((await collect('b', '00')).statusCode).toBe(202);
    expect(await statusOf('b')).toBe('SUCCESSFUL');
  });

  it('503 on reads: the status query answers 503 while the fault lasts', async () => {
    await collect('a', '00');
    await control('POST', '/faults', { operator: 'moov', kind: '503', count: 2, scope: 'read' });
    const first = await sim.app.inject({ method: 'GET', url: '/moov/v1/collections/a', headers: auth });
    expect(first.statusCode).toBe(503);
    expect(
      json<{ faults: { remaining: number }[] }>(await control('GET', '/faults')).faults[0]!.remaining,
    ).toBe(1);
    await control('DELETE', '/faults');
    expect(await statusOf('a')).toBe('SUCCESSFUL');
  });

  it('drop_callback and duplicate_callback change how many callbacks leave', async () => {
    await control('POST', '/faults', { operator: 'moov', kind: 'drop_callback' });
    await collect('a', '00');
    await control('POST', '/faults', { operator: '*', kind: 'duplicate_callback' });
    await collect('b', '00');
    await collect('c', '00');
    expect(await sim.callbacksFor('a')).toHaveLength(0);
    expect(await sim.callbacksFor('b')).toHaveLength(2);
    expect(await sim.callbacksFor('c')).toHaveLength(1);
  });

  it('timeout: the next creation hangs until the clock passes the hang time', async () => {
    await control('POST', '/faults', { operator: 'moov', kind: 'timeout' });
    let answered = false;
    const hanging = collect('a', '00').then((r) => {
      answered = true;
      return r;
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(answered).toBe(false);
    expect(await statusOf('a')).toBe('PENDING');
    await control('POST', '/clock/advance', { ms: 30_000 });
    expect((await hanging).statusCode).toBe(202);
    expect(await statusOf('a')).toBe('SUCCESSFUL');
  });

  it('refuses an unknown fault kind', async () => {
    expect((await control('POST', '/faults', { operator: 'moov', kind: 'fire' })).statusCode).toBe(400);
  });
});

describe('control plane: clock, stats, reset', () => {
  it('moves the clock and fires due transitions with their callbacks', async () => {
    const before = json<{ now: number }>(await control('GET', '/clock')).now;
    await collect('a', '05');
    const moved = json<{ now: number; fired: number }>(
      await control('POST', '/clock/advance', { ms: 5_000 }),
    );
    expect(moved.now).toBe(before + 5_000);
    expect(moved.fired).toBe(1);
    expect(await statusOf('a')).toBe('SUCCESSFUL');
    expect(sim.sent.filter((c) => c.reference === 'a')).toHaveLength(1);
    expect((await control('POST', '/clock/advance', { ms: -1 })).statusCode).toBe(400);
  });

  it('counts collections and payouts, and reset forgets everything but keeps time', async () => {
    await collect('a', '00');
    await collect('b', '01');
    await sim.app.inject({
      method: 'POST',
      url: '/moov/v1/payouts',
      headers: { ...auth, 'idempotency-key': 'k' },
      payload: { reference: 'p', amount: 100, msisdn: moovNumber('00') },
    });
    const stats = json<{
      collections: Record<string, number>;
      payouts: Record<string, number>;
      byOperator: Record<string, unknown>;
    }>(await control('GET', '/stats'));
    expect(stats.collections).toMatchObject({ total: 2, successful: 1, failed: 1, amountMoved: 700 });
    expect(stats.payouts).toMatchObject({ total: 1, successful: 1, amountMoved: 100 });
    expect(stats.byOperator).toHaveProperty('moov');

    const now = sim.clock.now();
    expect(json(await control('POST', '/reset'))).toMatchObject({ reset: true, now });
    expect(json<{ collections: { total: number } }>(await control('GET', '/stats')).collections.total).toBe(
      0,
    );
    expect((await collect('a', '00')).statusCode).toBe(202);
  });

  it('serves the outcome table for the sandbox pages', async () => {
    const table = json<{ outcomes: { ending: string }[] }>(await control('GET', '/outcomes'));
    expect(table.outcomes.map((o) => o.ending)).toEqual([
      '00',
      '01',
      '02',
      '03',
      '04',
      '05',
      '06',
      '07',
      '08',
    ]);
  });
});
