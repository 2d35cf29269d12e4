import { buildSimulator } from './server.ts';

const port = Number(process.env.SIMULATOR_PORT ?? 3100);
const host = '127.0.0.1';

const level = process.env.LOG_LEVEL ?? 'info';
const app = await buildSimulator({
  logger: { level },
  // A line per request only at debug or trace: at a few hundred requests a second, writing
  // them cost the simulator more CPU than answering.
  logRequests: level === 'debug' || level === 'trace',
  publicUrl: process.env.SIM_PUBLIC_URL ?? `http://${host}:${port}`,
});

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void app.close().then(() => process.exit(0));
  });
}

try {
  await app.listen({ port, host });
} catch (error) {
  app.log.error(error);
  process.exit(1);
}
