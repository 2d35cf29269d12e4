import { errorResponse, merchantResponse } from '@platform/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireMerchant } from '../auth/access-guards.ts';

export const merchantRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/merchant/get/',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['merchant'],
        security: [{ bearer: [] }],
        summary: "The caller's merchant (card payments enabled or not)",
        response: { 200: merchantResponse, 401: errorResponse, 403: errorResponse },
      },
    },
    async (request) => {
      const { account } = requireMerchant(request);
      const merchant = account.merchant!;
      return {
        merchant: {
          _id: merchant.id,
          card: merchant.cardEnabled,
          business_name: merchant.businessName,
          country: merchant.country,
        },
      };
    },
  );
};
