import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { manualClock } from '../../simulator/src/clock.ts';
import { buildSimulator } from '../../simulator/src/server.ts';
import { seedDemo } from '../src/composition/seed/demo-seed.ts';
import { createApiKey } from '../src/modules/api-keys/create-api-key.ts';
import type { OperatorRegistry } from '../src/modules/operators/operator-adapter.ts';
import { createOperatorRegistry } from '../src/modules/operators/operator-registry.ts';
import { loadOperatorsConfig } from '../src/modules/operators/operators-config.ts';
import { findShops } from '../src/modules/shops/shops-repository.ts';
import { users } from '../src/platform/db/schema/index.ts';
import { buildTestApp, type TestAppOptions } from './helper.ts';

/**
 * The application wired to an in-process operator simulator on a loopback port, with a manual
 * clock. The simulator's callbacks are handed to the application's callback routes. The demo data
 * is seeded, and secret keys are made for the demo merchant's first live and sandbox shops.
 */
export async function buildCollectionsApp(
  options: Pick<TestAppOptions, 'jobs' | 'env' | 'log'> & {
    /** Wraps the operator adapters (e.g. to count the calls made to them). */
    wrapOperators?: (operators: OperatorRegistry) => OperatorRegistry;
    /**
     * How long an operator call may take before it counts as a timeout (default 1,500 ms: the
     * simulator's `03` hangs for 30 s, while a loaded machine can take over 500 ms to answer the
     * others, which then read as timeouts).
     */
    operatorTimeoutMs?: number;
  } = {},
) {
  const clock = manualClock(new Date());
  let app: FastifyInstance | undefined;
  const callbacks: { url: string; status: number }[] = [];
  const sim = await buildSimulator({
    clock,
    readEnv: false,
    hangMs: 2_000,
    pendingDelayMs: 5_000,
    callbackSecret: 'test_callback_secret',
    wave: {
      webhookUrl: 'http://app.test/api/operators/callbacks/wave_ci/sandbox',
      webhookSecret: 'test_wave_secret',
    },
    sendCallback: async (request) => {
      const url = new URL(request.url);
      const response = await app!.inject({
        method: request.method,
        url: url.pathname + url.search,
        headers: request.headers,
        payload: request.body,
      });
      callbacks.push({ url: url.pathname, status: response.statusCode });
      return { status: response.statusCode };
    },
  });
  await sim.listen({ port: 0, host: '127.0.0.1' });
  const simUrl = `http://127.0.0.1:${(sim.server.address() as AddressInfo).port}`;
  const operators = createOperatorRegistry(
    loadOperatorsConfig({
      SIMULATOR_URL: simUrl,
      OPERATOR_TIMEOUT_MS: String(options.operatorTimeoutMs ?? 1_500),
      SIM_CALLBACK_SECRET: 'test_callback_secret',
      SIM_WAVE_WEBHOOK_SECRET: 'test_wave_secret',
      WAVE_RETURN_URL: 'http://app.test/checkout/end',
    }),
  );
  const { wrapOperators, operatorTimeoutMs: _timeout, ...rest } = options;
  const t = await buildTestApp({ operators: wrapOperators ? wrapOperators(operators) : operators, ...rest });
  app = t.app;
  await seedDemo(t.deps.db, 'test');
  const [owner] = await t.deps.db.select().from(users).where(eqEmail('marchand@demo.local'));
  const merchantId = owner!.merchantId!;
  const [liveShop] = await findShops(t.deps.db, merchantId, 1);
  const [sandboxShop] = await findShops(t.deps.db, merchantId, 0);
  const live = await createApiKey(t.deps.db, { merchantId, shopId: liveShop!.id, mode: 1 });
  const sandbox = await createApiKey(t.deps.db, { merchantId, shopId: sandboxShop!.id, mode: 0 });

  async function control<T = unknown>(method: string, path: string, body?: unknown): Promise<T> {
    const response = await sim.inject({
      method: method as 'GET',
      url: `/_sim${path}`,
      ...(body ? { payload: body as object } : {}),
    });
    return response.json() as T;
  }

  return {
    ...t,
    sim,
    simUrl,
    clock,
    callbacks,
    control,
    merchantId,
    liveShop: liveShop!,
    sandboxShop: sandboxShop!,
    liveKey: live.key,
    sandboxKey: sandbox.key,
    /** Moves the simulator's clock and lets it deliver what fell due. */
    advance: async (ms: number) => {
      await sim.sim.advance(ms);
      await sim.sim.flush();
    },
    close: async () => {
      await t.close();
      await sim.close();
    },
  };
}

import { eq } from 'drizzle-orm';

function eqEmail(email: string) {
  return eq(users.email, email);
}
