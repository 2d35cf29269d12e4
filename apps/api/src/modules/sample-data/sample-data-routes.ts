import { errorResponse, sampleDataBody, sampleDataResponse } from '@platform/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requirePermission } from '../auth/access-guards.ts';
import { customerScopeOf } from '../customers/customer-scope.ts';
import { fillSampleData } from './fill-sample-data.ts';

const errors = { 400: errorResponse, 401: errorResponse, 403: errorResponse, 404: errorResponse };

/** The sandbox's "fill with sample data" (issue 21, feature 6). */
export const sampleDataRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authenticate);

  app.post(
    '/sandbox/sample-data',
    {
      schema: {
        tags: ['sandbox'],
        security: [{ bearer: [] }],
        summary:
          'Fill a sandbox shop with sample activity (collections, customers, a payout, a link); once per shop, sandbox sessions only',
        body: sampleDataBody,
        response: { 200: sampleDataResponse, 201: sampleDataResponse, ...errors },
      },
    },
    async (request, reply) => {
      // It creates payments, a payout, customers and a link: the caller must be allowed each.
      const ctx = requirePermission(request, 'transaction');
      for (const permission of ['payout', 'customer', 'feexlink'] as const)
        requirePermission(request, permission);
      const result = await fillSampleData(
        { ...app.deps, log: request.log },
        { ...ctx, country: customerScopeOf(ctx).country },
        request.body.shop,
        request.locale,
      );
      return reply.status(result.created ? 201 : 200).send(result);
    },
  );
};
