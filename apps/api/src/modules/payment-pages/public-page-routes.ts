import {
  errorResponse,
  openPageBody,
  openPageResponse,
  paymentPageIdParams,
  publicPageResponse,
} from '@platform/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../platform/errors/app-error.ts';
import { getPublicPage } from './get-public-page.ts';
import { openPaymentPage } from './open-payment-page.ts';
import { getPageImage } from './payment-pages-repository.ts';

/** The public side of a payment page (no sign-in): read it, choose, open a checkout session. */
export const publicPageRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, storage } = app.deps;
  const tags = ['public checkout'];

  app.get(
    '/public/payment-pages/:id',
    {
      schema: {
        tags,
        summary: 'A payment page as customers see it (counts a view)',
        params: paymentPageIdParams,
        response: { 200: publicPageResponse, 404: errorResponse, 410: errorResponse },
      },
    },
    async (request) => getPublicPage(db, request.params.id),
  );

  app.post(
    '/public/payment-pages/:id/open',
    {
      schema: {
        tags,
        summary: 'Pay a page: one of its items, or an amount on a free page',
        params: paymentPageIdParams,
        body: openPageBody,
        response: { 201: openPageResponse, 400: errorResponse, 404: errorResponse, 410: errorResponse },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await openPaymentPage(db, request.params.id, request.body)),
  );

  app.get(
    '/public/page-images/:id',
    { schema: { tags, summary: 'A payment page image', params: paymentPageIdParams } },
    async (request, reply) => {
      const image = await getPageImage(db, request.params.id);
      if (!image) throw new AppError('PAGE_IMAGE_NOT_FOUND');
      reply.header('content-type', image.mimeType);
      reply.header('cache-control', 'public, max-age=86400, immutable');
      return reply.send(storage.read(image.storageKey));
    },
  );
};
