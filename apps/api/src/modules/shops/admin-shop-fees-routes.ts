import {
  errorResponse,
  merchantFeesResponse,
  shopFeesBody,
  shopFeesParams,
  shopResponse,
  staffIdParams,
} from '@platform/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../platform/errors/app-error.ts';
import { translate } from '../../platform/i18n/translate.ts';
import { clientInfo } from '../auth/client-info.ts';
import { confirmStaffPassword } from '../auth/confirm-staff-password.ts';
import { requireStaff, staffOf } from '../auth/staff-guard.ts';
import { getMerchantById } from '../auth/users-repository.ts';
import { toShopView } from './shop-view.ts';
import { findMerchantShopsAllModes } from './staff-shops-repository.ts';
import { updateShopFees } from './update-shop-fees.ts';

const tags = ['admin: merchants'];
const security = [{ bearer: [] }];
const errors = { 400: errorResponse, 401: errorResponse, 403: errorResponse, 404: errorResponse };

/** `/admin/merchants/taxe/{id}` (right merchants): the fee overrides of the merchant's shops. */
export const adminShopFeesRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;

  app.get(
    '/admin/merchants/:id/fees',
    {
      preHandler: requireStaff('merchants'),
      schema: {
        tags,
        security,
        summary: "The fee fields of the merchant's shops (both modes)",
        params: staffIdParams,
        response: { 200: merchantFeesResponse, ...errors },
      },
    },
    async (request) => {
      const merchant = await getMerchantById(deps.db, request.params.id);
      if (!merchant) throw new AppError('MERCHANT_NOT_FOUND');
      const shops = await findMerchantShopsAllModes(deps.db, merchant.id);
      return {
        merchant: { _id: merchant.id, business_name: merchant.businessName },
        shops: shops.map(toShopView),
      };
    },
  );

  app.put(
    '/admin/merchants/:id/shops/:shopId/fees',
    {
      preHandler: requireStaff('merchants'),
      schema: {
        tags,
        security,
        summary: 'Set the fee overrides of a shop (used from the next payment on)',
        params: shopFeesParams,
        body: shopFeesBody,
        response: { 200: shopResponse, ...errors },
      },
    },
    async (request) => {
      const staff = staffOf(request);
      const { password, ...input } = request.body;
      await confirmStaffPassword(deps, staff.userId, password, clientInfo(request));
      const row = await updateShopFees(
        deps.db,
        { userId: staff.userId, ip: request.ip },
        request.params.id,
        request.params.shopId,
        input,
      );
      return { shop: toShopView(row), message: translate(request.locale, 'success', 'shopFeesSaved') };
    },
  );
};
