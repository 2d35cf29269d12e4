import {
  adjustmentAnswer,
  createAdjustmentBody,
  errorResponse,
  merchantBalancesResponse,
  staffDecisionBody,
  staffIdParams,
} from '@platform/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { translate } from '../../platform/i18n/translate.ts';
import { clientInfo } from '../auth/client-info.ts';
import { confirmStaffPassword } from '../auth/confirm-staff-password.ts';
import { requireStaff, staffOf } from '../auth/staff-guard.ts';
import { toAdjustmentItem } from './adjustment-view.ts';
import { decideBalanceAdjustment } from './decide-balance-adjustment.ts';
import { getMerchantBalances } from './get-merchant-balances.ts';
import { requestBalanceAdjustment } from './request-balance-adjustment.ts';

const tags = ['admin: balances'];
const security = [{ bearer: [] }];
const errors = {
  400: errorResponse,
  401: errorResponse,
  403: errorResponse,
  404: errorResponse,
  409: errorResponse,
};

/**
 * `/admin/merchants/solde/{id}` (right merchants): balances from the ledger with their postings,
 * and manual adjustments (four eyes above the threshold). Reason and staff password, audited.
 */
export const adminBalanceRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;

  app.get(
    '/admin/merchants/:id/balances',
    {
      preHandler: requireStaff('merchants'),
      schema: {
        tags,
        security,
        summary: "The merchant's balances per shop and mode, the postings behind them, its adjustments",
        params: staffIdParams,
        response: { 200: merchantBalancesResponse, ...errors },
      },
    },
    async (request) => getMerchantBalances(deps.db, request.params.id),
  );

  app.post(
    '/admin/merchants/:id/adjustments',
    {
      preHandler: requireStaff('merchants'),
      schema: {
        tags,
        security,
        summary:
          'Credit or debit a shop: posted at once, or PENDING a second staff member above the threshold',
        params: staffIdParams,
        body: createAdjustmentBody,
        response: { 201: adjustmentAnswer, ...errors },
      },
    },
    async (request, reply) => {
      const staff = staffOf(request);
      const { password, ...input } = request.body;
      await confirmStaffPassword(deps, staff.userId, password, clientInfo(request));
      const row = await requestBalanceAdjustment(
        deps.db,
        { userId: staff.userId, ip: request.ip },
        request.params.id,
        input,
      );
      return reply.status(201).send({
        adjustment: toAdjustmentItem(row),
        message: translate(
          request.locale,
          'success',
          row.status === 'PENDING' ? 'adjustmentAwaiting' : 'adjustmentApplied',
        ),
      });
    },
  );

  for (const [path, decision] of [
    ['approve', 'APPLIED'],
    ['reject', 'REJECTED'],
  ] as const) {
    app.post(
      `/admin/adjustments/:id/${path}`,
      {
        preHandler: requireStaff('merchants'),
        schema: {
          tags,
          security,
          summary:
            decision === 'APPLIED'
              ? 'A second staff member approves a pending adjustment: the entry is posted'
              : 'A second staff member rejects a pending adjustment',
          params: staffIdParams,
          body: staffDecisionBody,
          response: { 200: adjustmentAnswer, ...errors },
        },
      },
      async (request) => {
        const staff = staffOf(request);
        await confirmStaffPassword(deps, staff.userId, request.body.password, clientInfo(request));
        const row = await decideBalanceAdjustment(
          deps.db,
          { userId: staff.userId, ip: request.ip },
          request.params.id,
          decision,
          request.body.reason,
        );
        return {
          adjustment: toAdjustmentItem(row),
          message: translate(
            request.locale,
            'success',
            decision === 'APPLIED' ? 'adjustmentApplied' : 'adjustmentRejected',
          ),
        };
      },
    );
  }
};
