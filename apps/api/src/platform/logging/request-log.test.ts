import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { logOptions } from './log-options.ts';
import { QuietRequestLog } from './request-log.ts';

/** An app like ours (same logger options and controller) that logs into an array. */
async function appAt(level: string) {
  const lines: { msg: string; level: number }[] = [];
  const app = Fastify({
    logger: logOptions(level, { write: (line: string) => void lines.push(JSON.parse(line)) }),
    logController: new QuietRequestLog(),
  });
  app.get('/ok', async () => ({ ok: true }));
  app.get('/boom', async () => {
    throw new Error('boom');
  });
  await app.ready();
  return { app, lines };
}

describe('request log (issue 21, defect 10)', () => {
  it('logs no request at the default info level, but still a server error', async () => {
    const { app, lines } = await appAt('info');
    for (let i = 0; i < 5; i++) await app.inject({ url: '/ok' });
    await app.inject({ url: '/missing' });
    expect(lines.filter((l) => /request|not found/.test(l.msg))).toEqual([]);
    await app.inject({ url: '/boom' });
    expect(lines.some((l) => l.msg === 'boom' && l.level === 50)).toBe(true);
    await app.close();
  });

  it('logs every request when LOG_LEVEL asks for debug', async () => {
    const { app, lines } = await appAt('debug');
    await app.inject({ url: '/ok' });
    expect(lines.map((l) => l.msg)).toEqual(
      expect.arrayContaining(['incoming request', 'request completed']),
    );
    await app.close();
  });
});
