import {
  errorResponse,
  merchantLookupItem,
  merchantLookupQuery,
  shopLookupItem,
  staffIdParams,
} from '@platform/contracts';
import { MERCHANT_LOOKUP_RIGHT } from '@platform/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireStaff } from '../auth/staff-guard.ts';
import { lookupMerchantShops, lookupMerchants } from './lookup-merchants.ts';

const tags = ['admin: merchants'];
const security = [{ bearer: [] }];
const errors = { 400: errorResponse, 401: errorResponse, 403: errorResponse, 404: errorResponse };

/**
 * The merchant and shop pickers of the back-office's forms (IP whitelist, transactions filters):
 * every staff user (MERCHANT_LOOKUP_RIGHT).
 */
export const adminMerchantLookupRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;

  app.get(
    '/admin/lookup/merchants',
    {
      preHandler: requireStaff(MERCHANT_LOOKUP_RIGHT),
      schema: {
        tags,
        security,
        summary: 'Merchants whose name, an e-mail of their users or id matches `q`, by name (a picker)',
        querystring: merchantLookupQuery,
        response: { 200: z.array(merchantLookupItem), ...errors },
      },
    },
    async (request) => lookupMerchants(deps.db, request.query.q, request.query.limit),
  );

  app.get(
    '/admin/lookup/merchants/:id/shops',
    {
      preHandler: requireStaff(MERCHANT_LOOKUP_RIGHT),
      schema: {
        tags,
        security,
        summary: "A merchant's shops in both modes, deleted ones left out (a picker)",
        params: staffIdParams,
        response: { 200: z.array(shopLookupItem), ...errors },
      },
    },
    async (request) => lookupMerchantShops(deps.db, request.params.id),
  );
};
