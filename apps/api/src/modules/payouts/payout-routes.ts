import {
  errorResponse,
  payoutDetailResponse,
  payoutFeeBody,
  payoutFeeResponse,
  payoutIdParams,
  readAllPayoutsBody,
  readAllPayoutsResponse,
  sendPayoutBody,
  sendPayoutResponse,
} from '@platform/contracts';
import { isOperatorCode } from '@platform/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../platform/errors/app-error.ts';
import { translate } from '../../platform/i18n/translate.ts';
import { requirePermission } from '../auth/access-guards.ts';
import { clientInfo } from '../auth/client-info.ts';
import { getShopBalances } from '../ledger/get-shop-balances.ts';
import { getShopForMerchant } from '../shops/shops-repository.ts';
import { payoutFeeFor } from './payout-fee.ts';
import { publicPayoutStatus } from './payout-states.ts';
import { toPayoutListItem } from './payout-view.ts';
import { findPayoutEvents, findShopPayouts, getMerchantPayout } from './payouts-repository.ts';
import { sendPayout } from './send-payout.ts';

const tags = ['payouts'];
const security = [{ bearer: [] }];
const errors = {
  400: errorResponse,
  401: errorResponse,
  403: errorResponse,
  404: errorResponse,
  409: errorResponse,
};

/** The dashboard's payout calls: the caller's merchant, shop and session mode only; permission `payout`. */
export const payoutRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;

  app.post(
    '/payouts/readall',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        security,
        summary: "Payouts of a shop (the spec's answer)",
        body: readAllPayoutsBody,
        response: { 200: readAllPayoutsResponse, ...errors },
      },
    },
    async (request) => {
      const ctx = requirePermission(request, 'payout');
      if (request.body.mode !== undefined && request.body.mode !== ctx.mode)
        throw new AppError('MODE_MISMATCH');
      const shop = await getShopForMerchant(deps.db, request.body.shop, ctx.merchantId, ctx.mode);
      if (!shop) throw new AppError('SHOP_NOT_FOUND');
      const rows = await findShopPayouts(deps.db, shop.id, ctx.mode, {
        limit: request.body.limit,
        ...(request.body.source ? { sourceKinds: request.body.source } : {}),
      });
      return rows.map(toPayoutListItem);
    },
  );

  app.post(
    '/payouts/fee',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        security,
        summary: 'Fee and total of a payout before confirming it',
        body: payoutFeeBody,
        response: { 200: payoutFeeResponse, ...errors },
      },
    },
    async (request) => {
      const ctx = requirePermission(request, 'payout');
      const { network, amount } = request.body;
      if (!isOperatorCode(network)) throw new AppError('UNKNOWN_OPERATOR');
      const shop = await getShopForMerchant(deps.db, request.body.shop, ctx.merchantId, ctx.mode);
      if (!shop) throw new AppError('SHOP_NOT_FOUND');
      const fee = payoutFeeFor(shop, network, amount);
      const balances = await getShopBalances(deps.db, shop.id, ctx.mode);
      return {
        network,
        amount: Number(fee.amount),
        fee: Number(fee.fee),
        total: Number(fee.totalDebit),
        available: Number(balances.available),
      };
    },
  );

  app.post(
    '/payouts/send',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        security,
        summary: 'Send one payout, confirmed by the password',
        body: sendPayoutBody,
        response: { 202: sendPayoutResponse, ...errors },
      },
    },
    async (request, reply) => {
      const ctx = requirePermission(request, 'payout');
      const row = await sendPayout(deps, ctx, clientInfo(request), request.body);
      return reply.status(202).send({
        _id: row.id,
        reference: row.reference,
        status: publicPayoutStatus(row.status),
        amount: Number(row.amount),
        fee: Number(row.fee),
        message: translate(request.locale, 'success', 'payoutAccepted'),
      });
    },
  );

  app.get(
    '/payouts/detail/:id',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        security,
        summary: 'One payout with its timeline',
        params: payoutIdParams,
        response: { 200: payoutDetailResponse, ...errors },
      },
    },
    async (request) => {
      const ctx = requirePermission(request, 'payout', 'refund');
      const row = await getMerchantPayout(deps.db, request.params.id, ctx.merchantId, ctx.mode);
      if (!row) throw new AppError('PAYOUT_NOT_FOUND');
      const events = await findPayoutEvents(deps.db, row.id);
      return {
        ...toPayoutListItem(row),
        shop: row.shopId,
        total: Number(row.amount + row.fee),
        reason: row.status === 'FAILED' ? row.reasonCode : null,
        reason_message: row.status === 'FAILED' ? row.reasonMessage : null,
        completed_at: row.completedAt ? row.completedAt.toISOString() : null,
        events: events.map((e) => ({
          kind: e.kind,
          status:
            typeof e.data?.status === 'string'
              ? e.data.status
              : typeof e.data?.to === 'string'
                ? e.data.to
                : null,
          date: e.createdAt.toISOString(),
        })),
      };
    },
  );
};
