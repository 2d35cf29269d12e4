import type { FastifyInstance } from 'fastify';
import { clockRoutes } from './clock-routes.ts';
import type { SimulatorControls } from './controls.ts';
import { faultsRoutes } from './faults-routes.ts';
import { stateRoutes } from './state-routes.ts';
import { transactionsRoutes } from './transactions-routes.ts';
import { walletsRoutes } from './wallets-routes.ts';

/** The control plane under /_sim/ (loopback only, no auth: it is a test tool). */
export async function controlPlugin(app: FastifyInstance, { controls }: { controls: SimulatorControls }) {
  // Not `opts` itself: it carries the '/_sim' prefix, which the children would add again.
  const opts = { controls };
  await app.register(transactionsRoutes, opts);
  await app.register(faultsRoutes, opts);
  await app.register(clockRoutes, opts);
  await app.register(walletsRoutes, opts);
  await app.register(stateRoutes, opts);
}
