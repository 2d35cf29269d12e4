/**
 * Test-only: an in-process simulator on a random loopback port, so adapters make real HTTP
 * calls. Imports the simulator workspace by relative path (its package.json has no `exports`).
 */
import type { AddressInfo } from 'node:net';
import { createServer } from 'node:net';
import type { CallbackRequest } from '../../../../simulator/src/callbacks.ts';
import { manualClock } from '../../../../simulator/src/clock.ts';
import { buildSimulator, type SimulatorOptions } from '../../../../simulator/src/server.ts';
import type { OperatorStatus } from './operator-adapter.ts';
import type { FetchLike } from './operator-http.ts';
import type { OperatorReasonCode } from './operator-results.ts';

export const HANG_MS = 30_000;
export const PENDING_DELAY_MS = 5_000;
export const CALLBACK_SECRET = 'test_callback_secret';
export const WAVE_WEBHOOK_SECRET = 'test_wave_webhook_secret';
/**
 * Adapters in tests give up soon, so an 03 hang ends as UNKNOWN within the test; long enough that a
 * plain answer on a loaded machine still arrives in time (at 500 ms a Wave session's creation came back
 * UNKNOWN under a load average of 20).
 */
export const SHORT_TIMEOUT_MS = 2_000;

export type TestSim = Awaited<ReturnType<typeof startSimulator>>;

export async function startSimulator(options: SimulatorOptions = {}) {
  const clock = manualClock();
  const sent: CallbackRequest[] = [];
  const app = await buildSimulator({
    clock,
    readEnv: false,
    hangMs: HANG_MS,
    pendingDelayMs: PENDING_DELAY_MS,
    callbackSecret: CALLBACK_SECRET,
    wave: { webhookUrl: 'http://127.0.0.1:9/wave-webhook', webhookSecret: WAVE_WEBHOOK_SECRET },
    // Callbacks are recorded, not sent: tests hand them to readCallback.
    sendCallback: async (request) => {
      sent.push(request);
      return { status: 200 };
    },
    ...options,
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const url = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;

  async function control<T = Record<string, unknown>>(
    method: string,
    path: string,
    body?: unknown,
  ): Promise<T> {
    const response = await fetch(`${url}/_sim${path}`, {
      method,
      ...(body === undefined
        ? {}
        : { headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }),
    });
    return (await response.json()) as T;
  }

  return {
    app,
    url,
    sent,
    now: () => clock.now(),
    control,
    /** Moves simulated time; due transitions fire and their callbacks are recorded. */
    advance: (ms: number) => app.sim.advance(ms),
    /** Callbacks sent to a URL, once every dispatched one is delivered. */
    async callbacksTo(callbackUrl: string) {
      await app.sim.flush();
      return sent.filter((c) => c.url === callbackUrl);
    },
    async reset() {
      await app.sim.flush();
      app.sim.reset();
      sent.length = 0;
    },
    stats: () =>
      control<{
        collections: { total: number };
        payouts: { total: number; successful: number; amountMoved: number };
        byOperator: Record<
          string,
          { collection: { total: number }; payout: { total: number; amountMoved: number } }
        >;
      }>('GET', '/stats'),
    close: () => app.close(),
  };
}

/** A fetch that records every URL it is asked for. */
export function countingFetch(): { fetch: FetchLike; urls: string[] } {
  const urls: string[] = [];
  return {
    urls,
    fetch: (input, init) => {
      urls.push(String(input));
      return fetch(input, init);
    },
  };
}

/** A loopback port nobody listens on. */
export async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

let counter = 0;
export const newReference = (prefix = 'txn') =>
  `${prefix}_${Date.now().toString(36)}${(counter++).toString(36)}${Math.random().toString(36).slice(2, 8)}`;

export const callbackUrlFor = (reference: string) => `http://127.0.0.1:9/callbacks/${reference}`;

/** The simulator's outcome table, as our adapters must report it. */
export interface OutcomeCase {
  ending: string;
  /** The creation's answer. */
  created: OperatorStatus;
  /** The status query right after. */
  afterCreate: OperatorStatus;
  /** Simulated time to move, then the final status. */
  advanceMs?: number;
  final: OperatorStatus;
  reason?: OperatorReasonCode;
  callbacks: number;
}

export const COLLECTION_OUTCOMES: OutcomeCase[] = [
  { ending: '00', created: 'PENDING', afterCreate: 'SUCCESSFUL', final: 'SUCCESSFUL', callbacks: 1 },
  {
    ending: '01',
    created: 'PENDING',
    afterCreate: 'FAILED',
    final: 'FAILED',
    reason: 'INSUFFICIENT_FUNDS',
    callbacks: 1,
  },
  {
    ending: '02',
    created: 'UNKNOWN',
    afterCreate: 'FAILED',
    final: 'FAILED',
    reason: 'OPERATOR_ERROR',
    callbacks: 0,
  },
  {
    ending: '03',
    created: 'UNKNOWN',
    afterCreate: 'PENDING',
    advanceMs: HANG_MS,
    final: 'SUCCESSFUL',
    callbacks: 1,
  },
  {
    ending: '04',
    created: 'PENDING',
    afterCreate: 'FAILED',
    final: 'FAILED',
    reason: 'INVALID_NUMBER',
    callbacks: 1,
  },
  {
    ending: '05',
    created: 'PENDING',
    afterCreate: 'PENDING',
    advanceMs: PENDING_DELAY_MS,
    final: 'SUCCESSFUL',
    callbacks: 1,
  },
  {
    ending: '06',
    created: 'PENDING',
    afterCreate: 'PENDING',
    advanceMs: PENDING_DELAY_MS,
    final: 'FAILED',
    reason: 'REFUSED_BY_CUSTOMER',
    callbacks: 1,
  },
  { ending: '07', created: 'PENDING', afterCreate: 'SUCCESSFUL', final: 'SUCCESSFUL', callbacks: 0 },
  { ending: '08', created: 'PENDING', afterCreate: 'SUCCESSFUL', final: 'SUCCESSFUL', callbacks: 2 },
];
