import {
  errorResponse,
  networkName,
  payoutStatusResponse,
  publicNetworkPayoutBody,
  publicPayoutBody,
  publicPayoutResponse,
  referenceParams,
} from '@platform/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../platform/errors/app-error.ts';
import { idempotent } from '../../platform/http/idempotent-request.ts';
import { translate } from '../../platform/i18n/translate.ts';
import { requireApiKey } from '../api-keys/authenticate-api-key.ts';
import { assertPayoutIpAllowed } from './assert-payout-ip-allowed.ts';
import { createPayout } from './create-payout.ts';
import { publicPayoutStatus } from './payout-states.ts';
import { toPayoutStatus } from './payout-view.ts';
import { getShopPayout, type PayoutRow } from './payouts-repository.ts';

const tags = ['merchant API: payouts'];
const security = [{ apiKey: [] }];
const errors = {
  400: errorResponse,
  401: errorResponse,
  403: errorResponse,
  404: errorResponse,
  409: errorResponse,
};
const idempotencyHeader = z.object({ 'idempotency-key': z.string().max(255).optional() }).loose();

function payoutAnswer(row: PayoutRow, locale: Parameters<typeof translate>[0]) {
  const status = publicPayoutStatus(row.status);
  const key =
    status === 'SUCCESSFUL' ? 'payoutSucceeded' : status === 'FAILED' ? 'payoutFailed' : 'payoutAccepted';
  return {
    reference: row.reference,
    status,
    message: translate(locale, 'success', key),
    amount: Number(row.amount),
    fee: Number(row.fee),
  };
}

/**
 * The FeexPay-compatible payout API: Bearer secret key of one shop in one mode, from an IP of an
 * approved payout-API access request (403 IP_NOT_ALLOWED otherwise), Idempotency-Key supported.
 */
export const payoutApiRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  app.addHook('onRequest', app.authenticateApiKey);
  app.addHook('preHandler', async (request) => {
    const key = requireApiKey(request);
    await assertPayoutIpAllowed(deps.db, key, request.ip);
  });

  const send = async (
    request: FastifyRequest,
    network: string,
    body: {
      shop: string;
      phoneNumber: string;
      amount: bigint;
      motif?: string | undefined;
      callback_info?: unknown;
    },
  ) => {
    const key = requireApiKey(request);
    if (body.shop !== key.shopId) throw new AppError('SHOP_NOT_FOUND');
    return idempotent(deps, request, key, {
      run: async (link) => {
        const row = await createPayout(deps, {
          merchantId: key.merchantId,
          shopId: key.shopId,
          mode: key.mode,
          phoneNumber: body.phoneNumber,
          network,
          amount: body.amount,
          motif: body.motif,
          callbackInfo: body.callback_info,
          source: { kind: 'api' },
          onInsert: link && ((tx, created) => link(tx, created.reference)),
        });
        return { status: 202, body: payoutAnswer(row, request.locale) };
      },
      answerFor: async (reference) => {
        const row = await getShopPayout(deps.db, reference, key.shopId, key.mode);
        return row && { status: 202, body: payoutAnswer(row, request.locale) };
      },
    });
  };

  app.post(
    '/payouts/public/transfer/global',
    {
      schema: {
        tags,
        security,
        summary: 'Send money to a mobile-money wallet, network in the body (Idempotency-Key supported)',
        body: publicPayoutBody,
        headers: idempotencyHeader,
        response: { 202: publicPayoutResponse, 200: publicPayoutResponse, ...errors },
      },
    },
    async (request, reply) => {
      const answer = await send(request, request.body.network, request.body);
      if (answer.replayed) reply.header('idempotent-replayed', 'true');
      return reply.status(answer.status).send(answer.body as never);
    },
  );

  app.post(
    '/payouts/public/transfer/:network',
    {
      schema: {
        tags,
        security,
        summary:
          "Send money on the network of the path: an operator code (mtn, moov, celtiis_bj, togocom_tg, moov_tg, mtn_ci, moov_ci, orange_ci, wave_ci, orange_sn, free_sn, wave_sn) or FeexPay's name (MTN, CELTIIS BJ, MOOV TG…)",
        params: z.object({ network: networkName }),
        body: publicNetworkPayoutBody,
        headers: idempotencyHeader,
        response: { 202: publicPayoutResponse, 200: publicPayoutResponse, ...errors },
      },
    },
    async (request, reply) => {
      const { network } = request.params;
      if (request.body.network && request.body.network !== network) throw new AppError('NETWORK_MISMATCH');
      const answer = await send(request, network, request.body);
      if (answer.replayed) reply.header('idempotent-replayed', 'true');
      return reply.status(answer.status).send(answer.body as never);
    },
  );

  app.get(
    '/payouts/status/public/:reference',
    {
      schema: {
        tags,
        security,
        summary: 'Where a payout stands',
        params: referenceParams,
        response: { 200: payoutStatusResponse, ...errors },
      },
    },
    async (request) => {
      const key = requireApiKey(request);
      const row = await getShopPayout(deps.db, request.params.reference, key.shopId, key.mode);
      if (!row) throw new AppError('PAYOUT_NOT_FOUND');
      return toPayoutStatus(row);
    },
  );
};
