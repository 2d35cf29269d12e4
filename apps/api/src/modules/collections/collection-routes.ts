import {
  balanceResponse,
  errorResponse,
  feeDetailsBody,
  feeDetailsResponse,
  operatorParams,
  referenceParams,
  requestToPayBody,
  requestToPayResponse,
  transactionStatusResponse,
} from '@platform/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../platform/errors/app-error.ts';
import { idempotent } from '../../platform/http/idempotent-request.ts';
import { translate } from '../../platform/i18n/translate.ts';
import { requireApiKey } from '../api-keys/authenticate-api-key.ts';
import { getShopBalances } from '../ledger/get-shop-balances.ts';
import { getShopForMerchant } from '../shops/shops-repository.ts';
import { collectionFeeFor } from './collection-fee.ts';
import { publicStatus } from './collection-states.ts';
import { assertOperator, createCollection } from './create-collection.ts';
import { toTransactionStatus } from './transaction-view.ts';
import { getShopTransaction, type TransactionRow } from './transactions-repository.ts';

const tags = ['merchant API: collections'];
const security = [{ apiKey: [] }];
const errors = { 400: errorResponse, 401: errorResponse, 404: errorResponse, 409: errorResponse };

/** The first answer to a request to pay: what the customer must do next. */
function requestToPayAnswer(row: TransactionRow, locale: Parameters<typeof translate>[0]) {
  const status = publicStatus(row.status);
  const action = row.action as { type?: string; url?: string } | null;
  const messageKey =
    status === 'SUCCESSFUL'
      ? 'collectionSucceeded'
      : status === 'FAILED'
        ? 'collectionFailed'
        : action?.type === 'redirect'
          ? 'collectionRedirect'
          : action?.type === 'otp'
            ? 'collectionOtp'
            : 'collectionPush';
  return {
    reference: row.reference,
    status,
    message: translate(locale, 'success', messageKey),
    ...(action?.type === 'redirect' && action.url ? { payment_url: action.url } : {}),
    ...(action ? { action: action as never } : {}),
    ...(status === 'FAILED' && row.reasonCode ? { reason: row.reasonCode } : {}),
  };
}

/**
 * The FeexPay-compatible merchant API: Bearer secret key of one shop in one mode (remembered by
 * the process for a few seconds: a revocation reaches another API process within
 * `API_KEY_CACHE_MS`).
 */
export const collectionRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  app.addHook('onRequest', app.authenticateCachedApiKey);

  app.post(
    '/transactions/public/requesttopay/:operator',
    {
      schema: {
        tags,
        security,
        summary: 'Ask a customer to pay from their wallet (Idempotency-Key supported)',
        params: operatorParams,
        body: requestToPayBody,
        headers: z.object({ 'idempotency-key': z.string().max(255).optional() }).loose(),
        response: { 202: requestToPayResponse, 200: requestToPayResponse, ...errors },
      },
    },
    async (request, reply) => {
      const key = requireApiKey(request);
      const answer = await idempotent(deps, request, key, {
        run: async (_link, claim) => {
          const row = await createCollection(
            { ...deps, log: request.log },
            {
              merchantId: key.merchantId,
              shopId: key.shopId,
              mode: key.mode,
              source: 'api',
              shop: request.apiKeyShop,
              idempotency: claim,
            },
            request.params.operator,
            request.body,
          );
          return { status: 202, body: requestToPayAnswer(row, request.locale) };
        },
        answerFor: async (reference) => {
          const row = await getShopTransaction(deps.db, reference, key.shopId, key.mode);
          return row && { status: 202, body: requestToPayAnswer(row, request.locale) };
        },
      });
      if (answer.replayed) reply.header('idempotent-replayed', 'true');
      return reply.status(answer.status).send(answer.body as never);
    },
  );

  app.get(
    '/transactions/public/single/status/:reference',
    {
      schema: {
        tags,
        security,
        summary: 'Where a transaction stands',
        params: referenceParams,
        response: { 200: transactionStatusResponse, ...errors },
      },
    },
    async (request) => {
      const key = requireApiKey(request);
      const row = await getShopTransaction(deps.db, request.params.reference, key.shopId, key.mode);
      if (!row) throw new AppError('TRANSACTION_NOT_FOUND');
      return toTransactionStatus(row);
    },
  );

  app.post(
    '/transactions/details',
    {
      schema: {
        tags,
        security,
        summary: 'Fee preview for an amount on a network',
        body: feeDetailsBody,
        response: { 200: feeDetailsResponse, ...errors },
      },
    },
    async (request) => {
      const key = requireApiKey(request);
      const operator = assertOperator(request.body.network);
      const shop = await getShopForMerchant(deps.db, request.body.shop, key.merchantId, key.mode);
      if (!shop || shop.id !== key.shopId) throw new AppError('SHOP_NOT_FOUND');
      const fee = collectionFeeFor(shop, operator, request.body.amount);
      return {
        network: operator,
        amount: Number(fee.amount),
        fee: Number(fee.fee),
        customer_pays: Number(fee.customerPays),
        merchant_receives: Number(fee.merchantReceives),
        fee_paid_by: shop.withoutTaxe ? ('customer' as const) : ('merchant' as const),
        // FeexPay's names, beside ours.
        iffees: Number(fee.fee),
        total: Number(fee.customerPays),
      };
    },
  );

  app.get(
    '/balance/public/getByShop/:shop',
    {
      schema: {
        tags,
        security,
        summary: 'Balances of the shop in the key mode',
        params: z.object({ shop: z.string().min(1).max(64) }),
        response: { 200: balanceResponse, ...errors },
      },
    },
    async (request) => {
      const key = requireApiKey(request);
      if (request.params.shop !== key.shopId) throw new AppError('SHOP_NOT_FOUND');
      const balances = await getShopBalances(deps.db, key.shopId, key.mode);
      return {
        shop: key.shopId,
        mode: key.mode === 1 ? ('LIVE' as const) : ('SANDBOX' as const),
        currency: 'XOF' as const,
        available: Number(balances.available),
        pending: Number(balances.pending),
        reserve: Number(balances.reserve),
      };
    },
  );
};
