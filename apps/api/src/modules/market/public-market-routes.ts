import {
  errorResponse,
  marketIdParams,
  marketSlugParams,
  placeMarketOrderBody,
  publicMarketOrderResponse,
  publicStorefrontResponse,
} from '@platform/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../platform/errors/app-error.ts';
import { getPublicMarketOrder, getStorefront } from './get-storefront.ts';
import { getPhoto } from './market-repository.ts';
import { placeMarketOrder } from './place-market-order.ts';

/** The public side of FeexMarket (no sign-in): the storefront, ordering, the order page, photos. */
export const publicMarketRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, storage, config } = app.deps;
  const tags = ['public checkout'];

  app.get(
    '/public/market/stores/:slug',
    {
      schema: {
        tags,
        summary: 'A storefront and its products, as customers see them',
        params: marketSlugParams,
        response: { 200: publicStorefrontResponse, 404: errorResponse },
      },
    },
    async (request) => getStorefront(db, request.params.slug),
  );

  app.post(
    '/public/market/stores/:slug/orders',
    {
      schema: {
        tags,
        summary: 'Order a cart: the stock is held and a checkout session opened (30 minutes to pay)',
        params: marketSlugParams,
        body: placeMarketOrderBody,
        response: {
          201: z.object({ order: z.object({ _id: z.string(), path: z.string() }), checkout_url: z.string() }),
          400: errorResponse,
          404: errorResponse,
          409: errorResponse,
          410: errorResponse,
        },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await placeMarketOrder(db, config.appUrl, request.params.slug, request.body)),
  );

  app.get(
    '/public/market/orders/:id',
    {
      schema: {
        tags,
        summary: "The customer's order: its lines, payment and delivery status",
        params: marketIdParams,
        response: { 200: publicMarketOrderResponse, 404: errorResponse },
      },
    },
    async (request) => getPublicMarketOrder(db, request.params.id),
  );

  app.get(
    '/public/market-photos/:id',
    { schema: { tags, summary: 'A product photo', params: marketIdParams } },
    async (request, reply) => {
      const photo = await getPhoto(db, request.params.id);
      if (!photo) throw new AppError('MARKET_PHOTO_NOT_FOUND');
      reply.header('content-type', photo.mimeType);
      reply.header('cache-control', 'public, max-age=86400, immutable');
      return reply.send(storage.read(photo.storageKey));
    },
  );
};
