import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prerenderedPageOf, webAppPlugin } from './web-app.ts';

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
    for (const lang of ['fr', 'en', 'es']) {
      mkdirSync(path.join(dist, 'pages', lang), { recursive: true });
      for (const name of ['signin', 'dashboard']) {
        const page = `<!doctype html><html lang="${lang}"><title>${name} ${lang}</title>${'<p>page</p>'.repeat(400)}`;
        writeFileSync(path.join(dist, 'pages', lang, `${name}.html`), page);
        writeFileSync(path.join(dist, 'pages', lang, `${name}.html.br`), brotliCompressSync(page));
        writeFileSync(path.join(dist, 'pages', lang, `${name}.html.gz`), gzipSync(page));
      }
    }
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
    for (const url of ['/en', '/es/payouts', '/signup']) {
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

  it('sends the prerendered sign-in page and dashboard of each language, precompressed and revalidated', async () => {
    const pages = {
      '/signin': 'signin fr',
      '/en/signin': 'signin en',
      '/es/signin': 'signin es',
      '/EN/SignIn/': 'signin en',
      '/dashboard': 'dashboard fr',
      '/en/dashboard': 'dashboard en',
      '/es/Dashboard/': 'dashboard es',
    };
    for (const [url, title] of Object.entries(pages)) {
      for (const query of ['', '?redirect=%2Fpayouts']) {
        const br = await app.inject({
          method: 'GET',
          url: `${url}${query}`,
          headers: { 'accept-encoding': 'gzip, br' },
        });
        expect(br.statusCode, url).toBe(200);
        expect(br.headers['content-type'], url).toContain('text/html');
        expect(br.headers['content-encoding'], url).toBe('br');
        expect(br.headers['cache-control'], url).toBe('no-cache');
      }
      const plain = await app.inject({ method: 'GET', url });
      expect(plain.headers['content-encoding'], url).toBeUndefined();
      expect(plain.headers['cache-control'], url).toBe('no-cache');
      expect(plain.body, url).toContain(`<title>${title}</title>`);
    }
    // The other pages of the sign-in journey, and the sandbox's dashboard, are the app's.
    const others = ['/signin/passwordforgot', '/en/signin/linkexpired', '/de/signin', '/signup'];
    for (const url of [...others, '/sandbox/dashboard', '/dashboard/events', '/en/sandbox/dashboard']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.body, url).toContain('<title>app</title>');
    }
  });

  it('maps only the sign-in and live dashboard paths to a prerendered page', () => {
    expect(prerenderedPageOf('/signin')).toBe('pages/fr/signin.html');
    expect(prerenderedPageOf('/es/signin?redirect=/x')).toBe('pages/es/signin.html');
    expect(prerenderedPageOf('/en/dashboard/')).toBe('pages/en/dashboard.html');
    expect(prerenderedPageOf('/sandbox/dashboard')).toBeUndefined();
    expect(prerenderedPageOf('/fr/dashboard')).toBeUndefined();
    expect(prerenderedPageOf('/fr/signin')).toBeUndefined();
    expect(prerenderedPageOf('/signin/signout')).toBeUndefined();
    expect(prerenderedPageOf('/')).toBeUndefined();
  });
});
