import {
  createPaymentPageBody,
  errorResponse,
  pageImageResponse,
  paymentPageDetailResponse,
  paymentPageIdParams,
  paymentPageListResponse,
  paymentPagesQuery,
  updatePaymentPageBody,
} from '@platform/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requirePermission } from '../auth/access-guards.ts';
import { createPaymentPage } from './create-payment-page.ts';
import { deletePaymentPage } from './delete-payment-page.ts';
import { getPaymentPage } from './get-payment-page.ts';
import { listPaymentPages } from './list-payment-pages.ts';
import { updatePaymentPageOf } from './update-payment-page.ts';
import { uploadPageImage } from './upload-page-image.ts';

const tags = ['payment-pages'];
const security = [{ bearer: [] }];
const errors = { 400: errorResponse, 401: errorResponse, 403: errorResponse, 404: errorResponse };

/** Payment pages of the signed-in merchant (permission `feexpage`), scoped by shop and mode. */
export const paymentPageRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, storage } = app.deps;
  app.addHook('onRequest', app.authenticate);

  app.get(
    '/payment-pages',
    {
      schema: {
        tags,
        security,
        summary: 'Pages of a shop, with their statistics',
        querystring: paymentPagesQuery,
        response: { 200: paymentPageListResponse, ...errors },
      },
    },
    async (request) => listPaymentPages(db, requirePermission(request, 'feexpage'), request.query.shop),
  );

  app.post(
    '/payment-pages/images',
    {
      schema: {
        tags,
        security,
        summary: 'Upload a page image (multipart field `image`: png, jpg or jpeg, at most 2 MB)',
        response: { 201: pageImageResponse, 413: errorResponse, 415: errorResponse, ...errors },
      },
    },
    async (request, reply) => {
      const ctx = requirePermission(request, 'feexpage');
      return reply.status(201).send(await uploadPageImage({ db, storage }, ctx, request));
    },
  );

  app.post(
    '/payment-pages',
    {
      schema: {
        tags,
        security,
        summary: 'Create a payment page',
        body: createPaymentPageBody,
        response: { 201: paymentPageDetailResponse, ...errors },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await createPaymentPage(db, requirePermission(request, 'feexpage'), request.body)),
  );

  app.get(
    '/payment-pages/:id',
    {
      schema: {
        tags,
        security,
        summary: 'One page with its statistics and payment attempts',
        params: paymentPageIdParams,
        response: { 200: paymentPageDetailResponse, ...errors },
      },
    },
    async (request) => getPaymentPage(db, requirePermission(request, 'feexpage'), request.params.id),
  );

  app.patch(
    '/payment-pages/:id',
    {
      schema: {
        tags,
        security,
        summary:
          'Edit a page (create rules; id, shop and slug fixed; the offer sent whole, items keep their _id)',
        params: paymentPageIdParams,
        body: updatePaymentPageBody,
        response: { 200: paymentPageDetailResponse, ...errors },
      },
    },
    async (request) =>
      updatePaymentPageOf(db, requirePermission(request, 'feexpage'), request.params.id, request.body),
  );

  app.delete(
    '/payment-pages/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Remove a page (it stops opening; its payments stay)',
        params: paymentPageIdParams,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await deletePaymentPage(db, requirePermission(request, 'feexpage'), request.params.id);
      return reply.status(204).send(null);
    },
  );
};
