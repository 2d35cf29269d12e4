import { errorResponse, searchQuery, searchResults } from '@platform/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireMerchant } from '../auth/access-guards.ts';
import { searchShop } from './search-shop.ts';

/** The top bar's search across a shop's activity (the session's mode, the caller's permissions). */
export const searchRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/search',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['search'],
        security: [{ bearer: [] }],
        summary: 'Find transactions, payouts, customers and links of a shop by reference, phone or name',
        querystring: searchQuery,
        response: {
          200: searchResults,
          400: errorResponse,
          401: errorResponse,
          403: errorResponse,
          404: errorResponse,
        },
      },
    },
    async (request) => {
      const ctx = requireMerchant(request);
      return searchShop(app.deps.db, ctx, request.query.shop, request.query.q);
    },
  );
};
