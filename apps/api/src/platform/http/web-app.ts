import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../errors/app-error.ts';
import { sendError } from '../errors/error-handler.ts';
import { isCheckoutPath } from './checkout-paths.ts';

const API_PREFIXES = ['/api/', '/api', '/docs', '/dev/'];

/**
 * Serves the built web app: files as they are, and index.html for every other path so the
 * client router answers (its own 404 page included). API paths keep their JSON 404.
 */
export const webAppPlugin = fp(async (app: FastifyInstance, options: { distDir: string | undefined }) => {
  if (options.distDir) {
    // wildcard: files are looked up per request, so a rebuilt web app is served without a restart.
    await app.register(fastifyStatic, {
      root: options.distDir,
      wildcard: true,
      index: false,
      // The build writes `.br` and `.gz` beside each text asset; the best one the browser accepts is sent.
      preCompressed: true,
      cacheControl: false,
      setHeaders: (response, filePath) => response.setHeader('cache-control', cacheControlOf(filePath)),
    });
    // `/` is the folder itself to the static handler (answered 400): it is the app's home page, whose
    // client router goes on to the dashboard or the sign-in page, in the cookie's language.
    app.get('/', { schema: { hide: true } }, (_request, reply) => sendPage(reply, 'index.html'));
  }
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    const isApi = API_PREFIXES.some((p) => path === p || path.startsWith(p.endsWith('/') ? p : `${p}/`));
    if (isApi || !options.distDir || request.method !== 'GET') {
      return sendError(request, reply, new AppError('ROUTE_NOT_FOUND'));
    }
    // Public payment pages load the light checkout entry; the sign-in page and the live dashboard
    // their prerendered first paint when the build wrote it; every other page the signed-in app.
    if (isCheckoutPath(request.url)) return sendPage(reply, 'checkout.html');
    const prerendered = prerenderedPageOf(request.url);
    if (prerendered && existsSync(join(options.distDir, prerendered))) {
      return sendPage(reply, prerendered);
    }
    return sendPage(reply, 'index.html');
  });
});

/**
 * The page the web build prerendered for a request path (query ignored), if any: the sign-in page
 * and the live dashboard per language, `pages/<lang>/signin.html` and `pages/<lang>/dashboard.html`
 * (apps/web/src/app/build/prerendered-page.ts; French has no prefix). Not the sandbox's dashboard:
 * its frame is another. Matched without regard to case or a final slash, like the web app's router.
 */
export function prerenderedPageOf(url: string): string | undefined {
  const pathname = url.split('?')[0] ?? '';
  const match = /^(?:\/(en|es))?\/(signin|dashboard)\/?$/i.exec(pathname);
  if (!match?.[2]) return undefined;
  return `pages/${match[1]?.toLowerCase() ?? 'fr'}/${match[2].toLowerCase()}.html`;
}

/** Hashed build output never changes under its name; anything else is revalidated. */
export function cacheControlOf(filePath: string): string {
  return /[\\/]assets[\\/]/.test(filePath) ? 'public, max-age=31536000, immutable' : 'no-cache';
}

/** An HTML entry: always revalidated (the static handler's own `max-age=0` header is turned off). */
function sendPage(reply: FastifyReply, page: string) {
  return reply.header('cache-control', 'no-cache').sendFile(page, { cacheControl: false });
}
