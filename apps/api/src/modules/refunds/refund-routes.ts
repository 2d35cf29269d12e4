import {
  createRefundBody,
  createRefundListBody,
  errorResponse,
  payoutIdParams,
  refundableTransaction,
  refundItem,
  refundListDetail,
  refundListItem,
  transactionRefunds,
} from '@platform/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../platform/errors/app-error.ts';
import { idempotent, type LinkCreatedObject } from '../../platform/http/idempotent-request.ts';
import { translate } from '../../platform/i18n/translate.ts';
import { requirePermission } from '../auth/access-guards.ts';
import { clientInfo } from '../auth/client-info.ts';
import { getShopForMerchant } from '../shops/shops-repository.ts';
import { createRefundList } from './create-refund-list.ts';
import { getTransactionRefunds } from './get-transaction-refunds.ts';
import { refundTransaction } from './refund-transaction.ts';
import { toRefundItem } from './refund-view.ts';
import {
  findRefundableTransactions,
  findShopRefundLists,
  findShopRefunds,
  getCollectionShopId,
  getMerchantRefund,
  getMerchantRefundList,
  sumActiveRefundsOf,
} from './refunds-repository.ts';

const tags = ['refunds'];
const security = [{ bearer: [] }];
const errors = {
  400: errorResponse,
  401: errorResponse,
  403: errorResponse,
  404: errorResponse,
  409: errorResponse,
};
const shopQuery = z.object({ shop: z.string().min(1).max(64), search: z.string().max(64).optional() });

/** Refunds of successful collections (permission `refund`): the caller's merchant, shop and mode only. */
export const refundRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  const shopOf = async (request: Parameters<typeof requirePermission>[0], shopId: string) => {
    const ctx = requirePermission(request, 'refund');
    const shop = await getShopForMerchant(deps.db, shopId, ctx.merchantId, ctx.mode);
    if (!shop) throw new AppError('SHOP_NOT_FOUND');
    return { ctx, shop };
  };

  app.get(
    '/refunds',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        security,
        summary: 'Refunds of a shop',
        querystring: shopQuery,
        response: { 200: z.array(refundItem), ...errors },
      },
    },
    async (request) => {
      const { ctx, shop } = await shopOf(request, request.query.shop);
      return (await findShopRefunds(deps.db, shop.id, ctx.mode)).map(toRefundItem);
    },
  );

  app.get(
    '/refunds/transactions',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        security,
        summary: 'Successful collections of a shop with what is left to refund',
        querystring: shopQuery,
        response: { 200: z.array(refundableTransaction), ...errors },
      },
    },
    async (request) => {
      const { ctx, shop } = await shopOf(request, request.query.shop);
      const rows = await findRefundableTransactions(deps.db, shop.id, ctx.mode, request.query.search);
      const refunded = await sumActiveRefundsOf(
        deps.db,
        rows.map((r) => r.id),
      );
      return rows.map((row) => {
        const done = refunded.get(row.id) ?? 0n;
        return {
          _id: row.id,
          reference: row.reference,
          phoneNumber: row.phoneNumber,
          reseau: row.operator,
          amount: Number(row.amount),
          refunded: Number(done),
          remaining: Number(row.amount - done),
          date: row.createdAt.toISOString(),
          description: row.description,
        };
      });
    },
  );

  app.post(
    '/refunds',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        security,
        summary: 'Refund a successful collection, fully or partly, confirmed by the password',
        body: createRefundBody,
        response: { 202: refundItem.extend({ message: z.string() }), ...errors },
      },
    },
    async (request, reply) => {
      const ctx = requirePermission(request, 'refund');
      const answerOf = async (refundId: string) => {
        const row = await getMerchantRefund(deps.db, refundId, ctx.merchantId, ctx.mode);
        return (
          row && {
            status: 202,
            body: { ...toRefundItem(row), message: translate(request.locale, 'success', 'refundAccepted') },
          }
        );
      };
      const refund = async (link?: LinkCreatedObject) => {
        const created = await refundTransaction(deps, ctx, clientInfo(request), request.body, link);
        return (await answerOf(created.id))!;
      };
      // An Idempotency-Key (optional) is kept per shop of the refunded collection.
      const shopId = request.headers['idempotency-key']
        ? await getCollectionShopId(deps.db, request.body.transaction, ctx.merchantId, ctx.mode)
        : undefined;
      const answer = shopId
        ? await idempotent(
            deps,
            request,
            { shopId, mode: ctx.mode },
            { run: refund, answerFor: answerOf, hashWithout: ['password'] },
          )
        : { ...(await refund()), replayed: false };
      if (answer.replayed) reply.header('idempotent-replayed', 'true');
      return reply.status(202).send(answer.body as never);
    },
  );

  app.get(
    '/refunds/detail/:id',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        security,
        summary: 'One refund',
        params: payoutIdParams,
        response: { 200: refundItem, ...errors },
      },
    },
    async (request) => {
      const ctx = requirePermission(request, 'refund');
      const row = await getMerchantRefund(deps.db, request.params.id, ctx.merchantId, ctx.mode);
      if (!row) throw new AppError('REFUND_NOT_FOUND');
      return toRefundItem(row);
    },
  );

  app.get(
    '/refunds/of/:id',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        security,
        summary: "A transaction's refunds and what is left to refund",
        params: payoutIdParams,
        response: { 200: transactionRefunds, ...errors },
      },
    },
    async (request) => {
      const ctx = requirePermission(request, 'refund');
      return getTransactionRefunds(deps.db, ctx, request.params.id);
    },
  );

  app.get(
    '/refunds/lists',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        security,
        summary: 'Refund lists of a shop',
        querystring: shopQuery,
        response: { 200: z.array(refundListItem), ...errors },
      },
    },
    async (request) => {
      const { ctx, shop } = await shopOf(request, request.query.shop);
      return (await findShopRefundLists(deps.db, shop.id, ctx.mode)).map((row) => ({
        _id: row.list.id,
        name: row.list.name,
        count: row.count,
        total: Number(row.total),
        successful: row.successful,
        failed: row.failed,
        pending: row.pending,
        date: row.list.createdAt.toISOString(),
      }));
    },
  );

  app.post(
    '/refunds/lists',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        security,
        summary: 'Refund several collections at once (all or nothing), confirmed by the password',
        body: createRefundListBody,
        response: { 201: z.object({ _id: z.string(), message: z.string() }), ...errors },
      },
    },
    async (request, reply) => {
      const ctx = requirePermission(request, 'refund');
      const list = await createRefundList(deps, ctx, clientInfo(request), request.body);
      return reply
        .status(201)
        .send({ _id: list.id, message: translate(request.locale, 'success', 'refundAccepted') });
    },
  );

  app.get(
    '/refunds/lists/:id',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        security,
        summary: 'One refund list with its refunds',
        params: payoutIdParams,
        response: { 200: refundListDetail, ...errors },
      },
    },
    async (request) => {
      const ctx = requirePermission(request, 'refund');
      const list = await getMerchantRefundList(deps.db, request.params.id, ctx.merchantId, ctx.mode);
      if (!list) throw new AppError('REFUND_LIST_NOT_FOUND');
      const items = (await findShopRefunds(deps.db, list.shopId, ctx.mode, list.id)).map(toRefundItem);
      return {
        _id: list.id,
        name: list.name,
        count: items.length,
        total: items.reduce((sum, item) => sum + item.amount, 0),
        successful: items.filter((i) => i.status === 'SUCCESSFUL').length,
        failed: items.filter((i) => i.status === 'FAILED').length,
        pending: items.filter((i) => i.status === 'PENDING').length,
        date: list.createdAt.toISOString(),
        refunds: items,
      };
    },
  );
};
