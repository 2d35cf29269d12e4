import {
  createShopBody,
  errorResponse,
  renameShopBody,
  shopIdParams,
  shopListResponse,
  shopResponse,
  userIdParams,
} from '@platform/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../platform/errors/app-error.ts';
import { translate } from '../../platform/i18n/translate.ts';
import { requireMerchant, requireShopManager } from '../auth/access-guards.ts';
import { createShop, removeShop, renameShop } from './manage-shops.ts';
import { toShopView } from './shop-view.ts';
import { findShops } from './shops-repository.ts';

const tags = ['shops'];
const security = [{ bearer: [] }];
const errors = {
  400: errorResponse,
  401: errorResponse,
  403: errorResponse,
  404: errorResponse,
  409: errorResponse,
};

/** The spec's shop calls, on the caller's merchant and the mode of the caller's session. */
export const shopsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  app.addHook('onRequest', app.authenticate);

  app.get(
    '/shop/:userId/get',
    {
      schema: {
        tags,
        security,
        summary: 'Shops of the merchant in the session mode',
        params: userIdParams,
        response: { 200: shopListResponse, ...errors },
      },
    },
    async (request) => {
      const ctx = requireMerchant(request);
      if (request.params.userId !== ctx.userId) throw new AppError('NOT_FOUND');
      const rows = await findShops(deps.db, ctx.merchantId, ctx.mode);
      return { shop: rows.map(toShopView) };
    },
  );

  app.post(
    '/shop/create',
    {
      schema: {
        tags,
        security,
        summary: 'Create a shop',
        body: createShopBody,
        response: { 200: shopResponse, ...errors },
      },
    },
    async (request) => {
      const ctx = requireShopManager(request);
      if (request.body.user !== ctx.userId) throw new AppError('FORBIDDEN');
      const shop = await createShop(deps, ctx, request.body.name, request.body.mode ?? ctx.mode);
      return { message: translate(request.locale, 'success', 'shopCreated'), shop: toShopView(shop) };
    },
  );

  app.post(
    '/shop/rename/:shopId',
    {
      schema: {
        tags,
        security,
        summary: 'Rename a shop',
        params: shopIdParams,
        body: renameShopBody,
        response: { 200: shopResponse, ...errors },
      },
    },
    async (request) => {
      const shop = await renameShop(
        deps,
        requireShopManager(request),
        request.params.shopId,
        request.body.name,
      );
      return { message: translate(request.locale, 'success', 'shopRenamed'), shop: toShopView(shop) };
    },
  );

  app.post(
    '/shop/archive/:shopId',
    {
      schema: {
        tags,
        security,
        summary: 'Archive a shop',
        params: shopIdParams,
        response: { 200: shopResponse, ...errors },
      },
    },
    async (request) => {
      const shop = await removeShop(deps, requireShopManager(request), request.params.shopId, 'archived');
      return { message: translate(request.locale, 'success', 'shopArchived'), shop: toShopView(shop) };
    },
  );

  app.delete(
    '/shop/delete/:shopId',
    {
      schema: {
        tags,
        security,
        summary: 'Delete a shop',
        params: shopIdParams,
        response: { 200: shopResponse, ...errors },
      },
    },
    async (request) => {
      const shop = await removeShop(deps, requireShopManager(request), request.params.shopId, 'deleted');
      return {
        message: translate(request.locale, 'success', 'shopDeleted'),
        shop: { ...toShopView(shop), status: 'archived' as const },
      };
    },
  );
};
