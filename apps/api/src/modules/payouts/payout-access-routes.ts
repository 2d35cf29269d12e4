import {
  errorResponse,
  payoutApiRequestBody,
  payoutApiRequestItem,
  payoutIdParams,
  payoutShopQuery,
  withdrawalBody,
  withdrawalItem,
} from '@platform/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../platform/errors/app-error.ts';
import { translate } from '../../platform/i18n/translate.ts';
import { requirePermission } from '../auth/access-guards.ts';
import { checkPassword } from '../auth/check-password.ts';
import { clientInfo } from '../auth/client-info.ts';
import { getShopForMerchant } from '../shops/shops-repository.ts';
import { createWithdrawal } from './create-withdrawal.ts';
import {
  findPayoutApiRequests,
  getPayoutApiRequest,
  type PayoutApiRequestRow,
} from './payout-api-requests-repository.ts';
import { requestPayoutApiAccess } from './request-payout-api-access.ts';
import { toWithdrawalItem } from './withdrawal-view.ts';
import { findShopWithdrawals, getMerchantWithdrawal } from './withdrawals-repository.ts';

const security = [{ bearer: [] }];
const errors = {
  400: errorResponse,
  401: errorResponse,
  403: errorResponse,
  404: errorResponse,
  409: errorResponse,
};

function toRequestItem({ request, shopName }: { request: PayoutApiRequestRow; shopName: string | null }) {
  return {
    _id: request.id,
    shop: request.shopId,
    shop_name: shopName,
    ips: request.ips,
    usage: request.usage,
    status: request.status as 'PENDING' | 'APPROVED' | 'REFUSED',
    decision_note: request.decisionNote,
    decided_at: request.decidedAt ? request.decidedAt.toISOString() : null,
    date: request.createdAt.toISOString(),
  };
}

/**
 * Payout-API access requests (IP allow-list, permission `payout` or `transaction`) and
 * withdrawals ("Demandes de paiement", permission `payout`): the caller's merchant and mode only.
 */
export const payoutAccessRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;

  app.get(
    '/payout_api/requests',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['payout API access'],
        security,
        summary: "The merchant's payout-API access requests",
        response: { 200: z.array(payoutApiRequestItem), ...errors },
      },
    },
    async (request) => {
      const ctx = requirePermission(request, 'payout', 'transaction');
      return (await findPayoutApiRequests(deps.db, ctx.merchantId, ctx.mode)).map(toRequestItem);
    },
  );

  app.post(
    '/payout_api/requests',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['payout API access'],
        security,
        summary: 'Ask for payout-API access with the server IPs to allow (PENDING until staff decide)',
        body: payoutApiRequestBody,
        response: { 201: payoutApiRequestItem.extend({ message: z.string() }), ...errors },
      },
    },
    async (request, reply) => {
      const ctx = requirePermission(request, 'payout', 'transaction');
      const row = await requestPayoutApiAccess(deps.db, ctx, request.body);
      const found = await getPayoutApiRequest(deps.db, row.id, ctx.merchantId, ctx.mode);
      return reply.status(201).send({
        ...toRequestItem(found!),
        message: translate(request.locale, 'success', 'payoutApiRequested'),
      });
    },
  );

  app.get(
    '/payout_api/requests/:id',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['payout API access'],
        security,
        summary: 'One payout-API access request',
        params: payoutIdParams,
        response: { 200: payoutApiRequestItem, ...errors },
      },
    },
    async (request) => {
      const ctx = requirePermission(request, 'payout', 'transaction');
      const found = await getPayoutApiRequest(deps.db, request.params.id, ctx.merchantId, ctx.mode);
      if (!found) throw new AppError('PAYOUT_API_REQUEST_NOT_FOUND');
      return toRequestItem(found);
    },
  );

  app.get(
    '/withdrawals',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['withdrawals'],
        security,
        summary: 'Withdrawals (payment requests) of a shop',
        querystring: payoutShopQuery,
        response: { 200: z.array(withdrawalItem), ...errors },
      },
    },
    async (request) => {
      const ctx = requirePermission(request, 'payout');
      const shop = await getShopForMerchant(deps.db, request.query.shop, ctx.merchantId, ctx.mode);
      if (!shop) throw new AppError('SHOP_NOT_FOUND');
      return (await findShopWithdrawals(deps.db, shop.id, ctx.mode)).map(toWithdrawalItem);
    },
  );

  app.post(
    '/withdrawals',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['withdrawals'],
        security,
        summary: 'Ask to move available balance to a bank account or a wallet (held until staff decide)',
        body: withdrawalBody,
        response: { 201: withdrawalItem.extend({ message: z.string() }), ...errors },
      },
    },
    async (request, reply) => {
      const ctx = requirePermission(request, 'payout');
      const { password, ...input } = request.body;
      await checkPassword(deps, ctx, password, clientInfo(request));
      const row = await createWithdrawal(deps.db, ctx, input);
      return reply.status(201).send({
        ...toWithdrawalItem(row),
        message: translate(request.locale, 'success', 'withdrawalRequested'),
      });
    },
  );

  app.get(
    '/withdrawals/:id',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['withdrawals'],
        security,
        summary: 'One withdrawal',
        params: payoutIdParams,
        response: { 200: withdrawalItem, ...errors },
      },
    },
    async (request) => {
      const ctx = requirePermission(request, 'payout');
      const row = await getMerchantWithdrawal(deps.db, request.params.id, ctx.merchantId, ctx.mode);
      if (!row) throw new AppError('WITHDRAWAL_NOT_FOUND');
      return toWithdrawalItem(row);
    },
  );
};
