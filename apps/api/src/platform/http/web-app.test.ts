import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { webAppPlugin } from './web-app.ts';

describe('web app serving', () => {
  const dist = mkdtempSync(path.join(tmpdir(), 'web-dist-'));
  const app = Fastify();

  beforeAll(async () => {
    writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>app</title>');
    writeFileSync(path.join(dist, 'checkout.html'), '<!doctype html><title>checkout</title>');
    await app.register(webAppPlugin, { distDir: dist });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('opens the app at / (it answered a JSON 400 before)', async () => {
    const response = await app.inject({ method: 'GET', url: '/' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toContain('<title>app</title>');
  });

  it('opens the app under a language prefix and for any client route', async () => {
    for (const url of ['/en', '/es/dashboard', '/signin']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toContain('<title>app</title>');
      expect(response.headers['cache-control'], url).toBe('no-cache');
    }
    const checkout = await app.inject({ method: 'GET', url: '/checkout?session=cs_1' });
    expect(checkout.body).toContain('<title>checkout</title>');
    expect(checkout.headers['cache-control']).toBe('no-cache');
  });
});
