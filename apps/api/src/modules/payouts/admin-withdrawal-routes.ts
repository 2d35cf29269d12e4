import {
  adminWithdrawalAnswer,
  adminWithdrawalItem,
  adminWithdrawalQuery,
  approveWithdrawalBody,
  errorResponse,
  staffDecisionBody,
  staffIdParams,
} from '@platform/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../platform/errors/app-error.ts';
import { translate } from '../../platform/i18n/translate.ts';
import { clientInfo } from '../auth/client-info.ts';
import { confirmStaffPassword } from '../auth/confirm-staff-password.ts';
import { requireStaff, staffOf } from '../auth/staff-guard.ts';
import { sumShopBalances } from '../ledger/staff-ledger-repository.ts';
import { toAdminWithdrawalItem } from './admin-withdrawal-view.ts';
import { decideWithdrawal } from './decide-withdrawal.ts';
import { notifyWithdrawalDecision } from './notify-withdrawal-decision.ts';
import { findWithdrawalsForStaff, getWithdrawalForStaff } from './withdrawals-repository.ts';

const tags = ['admin: withdrawals'];
const security = [{ bearer: [] }];
const errors = {
  400: errorResponse,
  401: errorResponse,
  403: errorResponse,
  404: errorResponse,
  409: errorResponse,
};

/**
 * `/admin/payementRequest`: the merchants' withdrawals ("Demandes de paiement"), for staff with
 * the paymentRequest right. Approve or refuse: a reason and the staff password, decided once.
 */
export const adminWithdrawalRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;

  const itemOf = async (id: string) => {
    const found = await getWithdrawalForStaff(deps.db, id);
    if (!found) throw new AppError('WITHDRAWAL_NOT_FOUND');
    const balances = await sumShopBalances(deps.db, [found.withdrawal.shopId]);
    return { found, item: toAdminWithdrawalItem(found, balances.get(found.withdrawal.shopId)) };
  };

  app.get(
    '/admin/withdrawals',
    {
      preHandler: requireStaff('paymentRequest'),
      schema: {
        tags,
        security,
        summary: 'Withdrawals of a status (PENDING: the queue, oldest first) with their shop balances',
        querystring: adminWithdrawalQuery,
        response: { 200: z.array(adminWithdrawalItem), ...errors },
      },
    },
    async (request) => {
      const rows = await findWithdrawalsForStaff(deps.db, request.query.status);
      const balances = await sumShopBalances(deps.db, [...new Set(rows.map((r) => r.withdrawal.shopId))]);
      return rows.map((r) => toAdminWithdrawalItem(r, balances.get(r.withdrawal.shopId)));
    },
  );

  app.get(
    '/admin/withdrawals/:id',
    {
      preHandler: requireStaff('paymentRequest'),
      schema: {
        tags,
        security,
        summary: 'One withdrawal',
        params: staffIdParams,
        response: { 200: adminWithdrawalItem, ...errors },
      },
    },
    async (request) => (await itemOf(request.params.id)).item,
  );

  app.post(
    '/admin/withdrawals/:id/approve',
    {
      preHandler: requireStaff('paymentRequest'),
      schema: {
        tags,
        security,
        summary: 'Approve: a bank transfer (its reference) or a wallet payout through the operator',
        params: staffIdParams,
        body: approveWithdrawalBody,
        response: { 200: adminWithdrawalAnswer, ...errors },
      },
    },
    async (request) => {
      const staff = staffOf(request);
      await confirmStaffPassword(deps, staff.userId, request.body.password, clientInfo(request));
      const row = await decideWithdrawal(
        deps.db,
        { userId: staff.userId, ip: request.ip },
        request.params.id,
        {
          decision: 'APPROVED',
          reason: request.body.reason,
          externalReference: request.body.external_reference,
        },
      );
      const { found, item } = await itemOf(row.id);
      await notifyWithdrawalDecision(deps, row, found.shopName, (e) => request.log.error(e));
      return { withdrawal: item, message: translate(request.locale, 'success', 'withdrawalApproved') };
    },
  );

  app.post(
    '/admin/withdrawals/:id/refuse',
    {
      preHandler: requireStaff('paymentRequest'),
      schema: {
        tags,
        security,
        summary: 'Refuse: the held amount is available again',
        params: staffIdParams,
        body: staffDecisionBody,
        response: { 200: adminWithdrawalAnswer, ...errors },
      },
    },
    async (request) => {
      const staff = staffOf(request);
      await confirmStaffPassword(deps, staff.userId, request.body.password, clientInfo(request));
      const row = await decideWithdrawal(
        deps.db,
        { userId: staff.userId, ip: request.ip },
        request.params.id,
        { decision: 'REFUSED', reason: request.body.reason },
      );
      const { found, item } = await itemOf(row.id);
      await notifyWithdrawalDecision(deps, row, found.shopName, (e) => request.log.error(e));
      return { withdrawal: item, message: translate(request.locale, 'success', 'withdrawalRefused') };
    },
  );
};
