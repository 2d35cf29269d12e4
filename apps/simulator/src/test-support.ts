import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import type { CallbackRequest } from './callbacks.ts';
import { type Clock, manualClock } from './clock.ts';
import { buildSimulator, type SimulatorOptions } from './server.ts';

export interface TestSimulator {
  readonly app: FastifyInstance;
  readonly clock: Clock;
  /** Every callback the simulator sent, in order. */
  readonly sent: CallbackRequest[];
  /** Callbacks sent for one reference, after waiting for delivery. */
  callbacksFor(reference: string): Promise<CallbackRequest[]>;
}

/** A simulator on a manual clock whose callbacks are recorded instead of sent. */
export async function startTestSimulator(options: SimulatorOptions = {}): Promise<TestSimulator> {
  const clock = manualClock();
  const sent: CallbackRequest[] = [];
  const app = await buildSimulator({
    clock,
    readEnv: false,
    sendCallback: async (request) => {
      sent.push(request);
      return { status: 200 };
    },
    ...options,
  });
  await app.ready();
  return {
    app,
    clock,
    sent,
    async callbacksFor(reference) {
      await app.sim.flush();
      return sent.filter((c) => c.reference === reference);
    },
  };
}

export const json = <T = Record<string, unknown>>(response: LightMyRequestResponse) => response.json() as T;

/** Provisions an MTN API user and key, and returns headers carrying a token for a product. */
export async function mtnHeaders(
  app: FastifyInstance,
  product: 'collection' | 'disbursement' = 'collection',
  environment = 'mtnbenin',
): Promise<Record<string, string>> {
  const subscription = { 'ocp-apim-subscription-key': 'sub-key' };
  const user = crypto.randomUUID();
  await app.inject({
    method: 'POST',
    url: '/mtn/v1_0/apiuser',
    headers: { ...subscription, 'x-reference-id': user },
    payload: { providerCallbackHost: 'localhost' },
  });
  const { apiKey } = (
    await app.inject({ method: 'POST', url: `/mtn/v1_0/apiuser/${user}/apikey`, headers: subscription })
  ).json();
  const basic = Buffer.from(`${user}:${apiKey}`).toString('base64');
  const token = await app.inject({
    method: 'POST',
    url: `/mtn/${product}/token/`,
    headers: { ...subscription, authorization: `Basic ${basic}` },
  });
  return {
    ...subscription,
    authorization: `Bearer ${token.json().access_token}`,
    'x-target-environment': environment,
  };
}

/** Injects a request that may hang; the caller moves the clock, then awaits the answer. */
export function injectLater(app: FastifyInstance, options: InjectOptions): Promise<LightMyRequestResponse> {
  return app.inject(options) as Promise<LightMyRequestResponse>;
}
