import {
  errorResponse,
  referralBoardResponse,
  referralCodeParams,
  referralCodeResponse,
  referralIdParams,
  referralOverviewResponse,
  referralTransferBody,
  referralTransferResponse,
  referralViewResponse,
  sponsorshipResponse,
  sponsorshipView,
} from '@platform/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { translate } from '../../platform/i18n/translate.ts';
import { requireMerchant, requireShopManager } from '../auth/access-guards.ts';
import { getReferralBoard, getSponsoredMerchant } from './get-referral-board.ts';
import { getReferralOverview } from './get-referral-overview.ts';
import { getSponsorship, getSponsorshipById } from './get-sponsorship.ts';
import { lookupCode } from './lookup-code.ts';
import { transferReferralCommission } from './transfer-referral-commission.ts';

const tags = ['referral'];
const security = [{ bearer: [] }];
const errors = {
  400: errorResponse,
  401: errorResponse,
  403: errorResponse,
  404: errorResponse,
  409: errorResponse,
};

/**
 * Referral (the sponsor's side: code, link, board, commission transfer) and sponsorship (the
 * sponsored merchant's side). Always the caller's merchant; figures are live money.
 */
export const referralRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;

  app.addHook('onRequest', app.authenticate);

  app.get(
    '/referral',
    {
      schema: {
        tags,
        security,
        summary: 'The referral code, link and commission figures',
        response: { 200: referralOverviewResponse, ...errors },
      },
    },
    async (request) => getReferralOverview(db, requireMerchant(request).merchantId),
  );

  app.get(
    '/referral/board',
    {
      schema: {
        tags,
        security,
        summary: 'The sponsored merchants, with volume and commissions',
        response: { 200: referralBoardResponse, ...errors },
      },
    },
    async (request) => getReferralBoard(db, requireMerchant(request).merchantId),
  );

  app.get(
    '/referral/view/:id',
    {
      schema: {
        tags,
        security,
        summary: 'One sponsored merchant and the commissions earned on it',
        params: referralIdParams,
        response: { 200: referralViewResponse, ...errors },
      },
    },
    async (request) => getSponsoredMerchant(db, requireMerchant(request).merchantId, request.params.id),
  );

  app.post(
    '/referral/transfer',
    {
      schema: {
        tags,
        security,
        summary: "Move the commission balance to a live shop's available balance (from the minimum)",
        body: referralTransferBody,
        response: { 200: referralTransferResponse, ...errors },
      },
    },
    async (request) => {
      const ctx = requireShopManager(request);
      const moved = await transferReferralCommission(db, ctx.merchantId, request.body.shop);
      return {
        amount: Number(moved.amount),
        balance: Number(moved.balance),
        message: translate(request.locale, 'success', 'referralTransferred'),
      };
    },
  );

  app.get(
    '/sponsorship',
    {
      schema: {
        tags,
        security,
        summary: "Who sponsored the caller's merchant, and the terms",
        response: { 200: sponsorshipResponse, ...errors },
      },
    },
    async (request) => ({ sponsorship: await getSponsorship(db, requireMerchant(request).merchantId) }),
  );

  app.get(
    '/sponsorship/view/:id',
    {
      schema: {
        tags,
        security,
        summary: "One sponsorship of the caller's merchant",
        params: referralIdParams,
        response: { 200: sponsorshipView, ...errors },
      },
    },
    async (request) => getSponsorshipById(db, requireMerchant(request).merchantId, request.params.id),
  );
};

/** The public side: who is behind the code of a sign-up link. */
export const referralPublicRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;
  app.get(
    '/referral/public/code/:code',
    {
      schema: {
        tags,
        summary: 'Who is behind the code of a referral link (sign-up page)',
        params: referralCodeParams,
        querystring: z.object({ kind: z.enum(['referral', 'agent']).default('referral') }),
        response: { 200: referralCodeResponse, 400: errorResponse },
      },
    },
    async (request) => lookupCode(db, request.query.kind, request.params.code),
  );
};
