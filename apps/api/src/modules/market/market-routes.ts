import {
  createMarketProductBody,
  errorResponse,
  marketIdParams,
  marketOrderListResponse,
  marketOrderResponse,
  marketOrdersQuery,
  marketPhotoResponse,
  marketProductListResponse,
  marketProductResponse,
  marketShopQuery,
  marketStoreResponse,
  updateMarketOrderBody,
  updateMarketProductBody,
  updateMarketStoreBody,
} from '@platform/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requirePermission } from '../auth/access-guards.ts';
import { clientInfo } from '../auth/client-info.ts';
import { getMarketOrder, listMarketOrders, updateMarketOrderStatus } from './manage-market-orders.ts';
import {
  createMarketProduct,
  deleteMarketProduct,
  listMarketProducts,
  updateMarketProduct,
} from './manage-market-products.ts';
import { getMarketStore, updateMarketStore } from './manage-market-store.ts';
import { uploadMarketPhoto } from './upload-market-photo.ts';

const tags = ['market'];
const security = [{ bearer: [] }];
const errors = {
  400: errorResponse,
  401: errorResponse,
  403: errorResponse,
  404: errorResponse,
  409: errorResponse,
};
const PERMISSION = 'feexmarket';

/** FeexMarket of the signed-in merchant (permission `feexmarket`), scoped by shop and mode. */
export const marketRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, storage } = app.deps;
  app.addHook('onRequest', app.authenticate);

  app.get(
    '/market/store',
    {
      schema: {
        tags,
        security,
        summary: "The shop's storefront (null before it is set up)",
        querystring: marketShopQuery,
        response: { 200: marketStoreResponse, ...errors },
      },
    },
    async (request) => getMarketStore(db, requirePermission(request, PERMISSION), request.query.shop),
  );

  app.put(
    '/market/store',
    {
      schema: {
        tags,
        security,
        summary: "Create or change the shop's storefront (address, name, description, open or closed)",
        body: updateMarketStoreBody,
        response: { 200: marketStoreResponse, ...errors },
      },
    },
    async (request) => updateMarketStore(db, requirePermission(request, PERMISSION), request.body),
  );

  app.post(
    '/market/photos',
    {
      schema: {
        tags,
        security,
        summary: 'Upload a product photo (multipart field `image`: png, jpg or jpeg, at most 5 MB; resized)',
        response: { 201: marketPhotoResponse, 413: errorResponse, 415: errorResponse, ...errors },
      },
    },
    async (request, reply) => {
      const ctx = requirePermission(request, PERMISSION);
      return reply.status(201).send(await uploadMarketPhoto({ db, storage }, ctx, request));
    },
  );

  app.get(
    '/market/products',
    {
      schema: {
        tags,
        security,
        summary: 'Products of a shop',
        querystring: marketShopQuery,
        response: { 200: marketProductListResponse, ...errors },
      },
    },
    async (request) => listMarketProducts(db, requirePermission(request, PERMISSION), request.query.shop),
  );

  app.post(
    '/market/products',
    {
      schema: {
        tags,
        security,
        summary: 'Add a product',
        body: createMarketProductBody,
        response: { 201: marketProductResponse, ...errors },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await createMarketProduct(db, requirePermission(request, PERMISSION), request.body)),
  );

  app.patch(
    '/market/products/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Change a product (name, description, price, stock, active, categories, photos)',
        params: marketIdParams,
        body: updateMarketProductBody,
        response: { 200: marketProductResponse, ...errors },
      },
    },
    async (request) =>
      updateMarketProduct(db, requirePermission(request, PERMISSION), request.params.id, request.body),
  );

  app.delete(
    '/market/products/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Remove a product (its orders keep their lines)',
        params: marketIdParams,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await deleteMarketProduct(db, requirePermission(request, PERMISSION), request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/market/orders',
    {
      schema: {
        tags,
        security,
        summary: 'Orders of a shop, newest first (by default the paid ones)',
        querystring: marketOrdersQuery,
        response: { 200: marketOrderListResponse, ...errors },
      },
    },
    async (request) => listMarketOrders(db, requirePermission(request, PERMISSION), request.query),
  );

  app.get(
    '/market/orders/:id',
    {
      schema: {
        tags,
        security,
        summary: 'One order',
        params: marketIdParams,
        response: { 200: marketOrderResponse, ...errors },
      },
    },
    async (request) => getMarketOrder(db, requirePermission(request, PERMISSION), request.params.id),
  );

  app.patch(
    '/market/orders/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Move an order: preparing, shipped, delivered, or cancelled (a paid order is then refunded)',
        params: marketIdParams,
        body: updateMarketOrderBody,
        response: { 200: marketOrderResponse, ...errors },
      },
    },
    async (request) =>
      updateMarketOrderStatus(
        db,
        requirePermission(request, PERMISSION),
        request.params.id,
        request.body.status,
        clientInfo(request),
      ),
  );
};
