import {
  errorResponse,
  merchantPayoutsResponse,
  staffIdParams,
  staffPayoutAnswer,
  staffPayoutBody,
} from '@platform/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../platform/errors/app-error.ts';
import { translate } from '../../platform/i18n/translate.ts';
import { clientInfo } from '../auth/client-info.ts';
import { confirmStaffPassword } from '../auth/confirm-staff-password.ts';
import { requireStaff, staffOf } from '../auth/staff-guard.ts';
import { getMerchantById } from '../auth/users-repository.ts';
import { findMerchantShopsAllModes } from '../shops/staff-shops-repository.ts';
import { toPayoutListItem } from './payout-view.ts';
import { sendPayoutOnBehalf } from './send-payout-on-behalf.ts';
import { findMerchantPayouts } from './staff-payouts-repository.ts';

const tags = ['admin: merchants'];
const security = [{ bearer: [] }];
const errors = {
  400: errorResponse,
  401: errorResponse,
  403: errorResponse,
  404: errorResponse,
  409: errorResponse,
};
const modeOf = (mode: number) => (mode === 1 ? ('LIVE' as const) : ('SANDBOX' as const));

/**
 * `/admin/merchants/payout/{id}` (right merchants): the merchant's payout history, and a payout
 * on its behalf through the same `createPayout` as the dashboard (hold, submit job, operator),
 * with a reason and the staff password; the staff action is recorded with the payout it made.
 */
export const adminMerchantPayoutRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;

  app.get(
    '/admin/merchants/:id/payouts',
    {
      preHandler: requireStaff('merchants'),
      schema: {
        tags,
        security,
        summary: "The merchant's payouts, every shop and mode",
        params: staffIdParams,
        response: { 200: merchantPayoutsResponse, ...errors },
      },
    },
    async (request) => {
      const merchant = await getMerchantById(deps.db, request.params.id);
      if (!merchant) throw new AppError('MERCHANT_NOT_FOUND');
      const [shops, rows] = await Promise.all([
        findMerchantShopsAllModes(deps.db, merchant.id),
        findMerchantPayouts(deps.db, merchant.id),
      ]);
      return {
        merchant: { _id: merchant.id, business_name: merchant.businessName },
        shops: shops
          .filter((s) => s.status === 'active')
          .map((s) => ({ _id: s.id, name: s.name, mode: modeOf(s.mode) })),
        payouts: rows.map((row) => ({
          ...toPayoutListItem(row),
          shop: row.shopId,
          mode: modeOf(row.mode),
          created_by: row.createdBy,
        })),
      };
    },
  );

  app.post(
    '/admin/merchants/:id/payouts',
    {
      preHandler: requireStaff('merchants'),
      schema: {
        tags,
        security,
        summary: "A payout on the merchant's behalf (held from the shop's balance, sent by the operator)",
        params: staffIdParams,
        body: staffPayoutBody,
        response: { 201: staffPayoutAnswer, ...errors },
      },
    },
    async (request, reply) => {
      const staff = staffOf(request);
      await confirmStaffPassword(deps, staff.userId, request.body.password, clientInfo(request));
      const row = await sendPayoutOnBehalf(
        deps.db,
        { userId: staff.userId, ip: request.ip },
        request.params.id,
        {
          shopId: request.body.shop,
          phoneNumber: request.body.phoneNumber,
          network: request.body.network,
          amount: request.body.amount,
          reason: request.body.reason,
        },
      );
      return reply.status(201).send({
        payout: toPayoutListItem(row),
        message: translate(request.locale, 'success', 'payoutAccepted'),
      });
    },
  );
};
