import { errorResponse, reserveQuery, reserveResponse } from '@platform/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requirePermission } from '../auth/access-guards.ts';
import { getReserve } from './get-reserve.ts';

const errors = { 400: errorResponse, 401: errorResponse, 403: errorResponse, 404: errorResponse };

/** `/reserve`: a shop's rolling reserve in the session's mode (owner, `transaction` or `payout`). */
export const reserveRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;
  app.addHook('onRequest', app.authenticate);
  app.get(
    '/reserve',
    {
      schema: {
        tags: ['overview'],
        security: [{ bearer: [] }],
        summary: "A shop's rolling reserve: balance, release schedule and history",
        querystring: reserveQuery,
        response: { 200: reserveResponse, ...errors },
      },
    },
    async (request) => {
      const ctx = requirePermission(request, 'transaction', 'payout');
      return getReserve(db, { merchantId: ctx.merchantId, mode: ctx.mode }, request.query);
    },
  );
};
