import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
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
    await app.register(fastifyStatic, { root: options.distDir, wildcard: true, index: false });
  }
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    const isApi = API_PREFIXES.some((p) => path === p || path.startsWith(p.endsWith('/') ? p : `${p}/`));
    if (isApi || !options.distDir || request.method !== 'GET') {
      return sendError(request, reply, new AppError('ROUTE_NOT_FOUND'));
    }
    // Public payment pages load the light checkout entry; every other page the signed-in app.
    const page = isCheckoutPath(request.url) ? 'checkout.html' : 'index.html';
    return reply.header('cache-control', 'no-cache').sendFile(page);
  });
});
