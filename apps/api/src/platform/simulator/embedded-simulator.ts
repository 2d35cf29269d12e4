import type { AppConfig } from '../config/config.ts';

/**
 * Starts the operator simulator beside the API on loopback (SIMULATOR_PORT, default 3100), unless
 * SIMULATOR_EMBEDDED=false (then it runs elsewhere, e.g. `npm start -w @platform/simulator`) or
 * SIMULATOR_URL points at another host. Its callbacks reach this API's callback routes.
 */
export async function startEmbeddedSimulator(config: AppConfig) {
  if (process.env.SIMULATOR_EMBEDDED === 'false' || process.env.SIMULATOR_URL) return null;
  const port = Number(process.env.SIMULATOR_PORT ?? 3100);
  const { buildSimulator } = await import('../../../../simulator/src/server.ts');
  const sim = await buildSimulator({
    wave: { webhookUrl: `${config.appUrl}/api/operators/callbacks/wave_ci/sandbox` },
  });
  await sim.listen({ port, host: '127.0.0.1' });
  return { url: `http://127.0.0.1:${port}`, close: () => sim.close() };
}
