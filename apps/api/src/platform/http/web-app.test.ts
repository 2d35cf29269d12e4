import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { webAppPlugin } from './web-app.ts';

describe('web app serving', () => {
  const dist = mkdtempSync(path.join(tmpdir(), 'web-dist-'));
  const app = Fastify();
  const script = `console.log(${JSON.stringify('x'.repeat(4000))});`;

  beforeAll(async () => {
    writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>app</title>');
    writeFileSync(path.join(dist, 'checkout.html'), '<!doctype html><title>checkout</title>');
    mkdirSync(path.join(dist, 'assets'));
    writeFileSync(path.join(dist, 'assets/main-abc123.js'), script);
    writeFileSync(path.join(dist, 'assets/main-abc123.js.br'), brotliCompressSync(script));
    writeFileSync(path.join(dist, 'assets/main-abc123.js.gz'), gzipSync(script));
    writeFileSync(path.join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
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

  it('sends a hashed asset precompressed (brotli, else gzip) and cached as immutable', async () => {
    const br = await app.inject({
      method: 'GET',
      url: '/assets/main-abc123.js',
      headers: { 'accept-encoding': 'gzip, br' },
    });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.rawPayload.length).toBeLessThan(script.length / 10);

    const gz = await app.inject({
      method: 'GET',
      url: '/assets/main-abc123.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.headers['cache-control']).toBe('public, max-age=31536000, immutable');

    const plain = await app.inject({ method: 'GET', url: '/assets/main-abc123.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
  });

  it('revalidates a file outside the hashed assets', async () => {
    const icon = await app.inject({ method: 'GET', url: '/favicon.svg' });
    expect(icon.statusCode).toBe(200);
    expect(icon.headers['cache-control']).toBe('no-cache');
  });
});
