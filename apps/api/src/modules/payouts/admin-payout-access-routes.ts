import {
  addWhitelistIpBody,
  adminPayoutApiAnswer,
  adminPayoutApiItem,
  adminPayoutApiQuery,
  errorResponse,
  removeWhitelistIpBody,
  staffDecisionBody,
  staffIdParams,
  whitelistIpItem,
} from '@platform/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../platform/errors/app-error.ts';
import { translate } from '../../platform/i18n/translate.ts';
import { clientInfo } from '../auth/client-info.ts';
import { confirmStaffPassword } from '../auth/confirm-staff-password.ts';
import { requireStaff, staffOf } from '../auth/staff-guard.ts';
import { toAdminPayoutApiItem } from './admin-payout-api-view.ts';
import { decidePayoutApiRequest, type PayoutApiDecision } from './decide-payout-api-request.ts';
import { addWhitelistIp, removeWhitelistIp } from './manage-whitelist-ip.ts';
import {
  findApprovedForStaff,
  findPayoutApiRequestsForStaff,
  getPayoutApiRequestForStaff,
} from './payout-api-requests-repository.ts';

const security = [{ bearer: [] }];
const errors = {
  400: errorResponse,
  401: errorResponse,
  403: errorResponse,
  404: errorResponse,
  409: errorResponse,
};

const MESSAGES = {
  APPROVED: 'payoutApiApproved',
  REFUSED: 'payoutApiRefused',
  REVOKED: 'payoutApiRevoked',
} as const;

/**
 * `/admin/payoutRequest` (menu entry payoutApi): payout-API access
 * requests approved, refused, revoked. `/admin/whitelistip` (every staff user): every merchant's
 * allow-listed IPs, add and remove. Each change: a reason and the staff password, audited.
 */
export const adminPayoutAccessRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;

  const itemOf = async (id: string) => {
    const found = await getPayoutApiRequestForStaff(deps.db, id);
    if (!found) throw new AppError('PAYOUT_API_REQUEST_NOT_FOUND');
    return toAdminPayoutApiItem(found);
  };

  app.get(
    '/admin/payout-api-requests',
    {
      preHandler: requireStaff('payoutApi'),
      schema: {
        tags: ['admin: payout API'],
        security,
        summary: 'Payout-API access requests of a status (PENDING: the queue, oldest first)',
        querystring: adminPayoutApiQuery,
        response: { 200: z.array(adminPayoutApiItem), ...errors },
      },
    },
    async (request) =>
      (await findPayoutApiRequestsForStaff(deps.db, request.query.status)).map(toAdminPayoutApiItem),
  );

  const decide = (path: string, decision: PayoutApiDecision, summary: string) =>
    app.post(
      `/admin/payout-api-requests/:id/${path}`,
      {
        preHandler: requireStaff('payoutApi'),
        schema: {
          tags: ['admin: payout API'],
          security,
          summary,
          params: staffIdParams,
          body: staffDecisionBody,
          response: { 200: adminPayoutApiAnswer, ...errors },
        },
      },
      async (request) => {
        const staff = staffOf(request);
        await confirmStaffPassword(deps, staff.userId, request.body.password, clientInfo(request));
        await decidePayoutApiRequest(
          deps.db,
          { userId: staff.userId, ip: request.ip },
          request.params.id,
          decision,
          request.body.reason,
        );
        return {
          request: await itemOf(request.params.id),
          message: translate(request.locale, 'success', MESSAGES[decision]),
        };
      },
    );
  decide('approve', 'APPROVED', 'Approve: its IPs may call the payout API');
  decide('refuse', 'REFUSED', 'Refuse the request');
  decide('revoke', 'REVOKED', 'Revoke an approved request: its IPs are refused at once');

  app.get(
    '/admin/whitelist-ips',
    {
      preHandler: requireStaff('whitelistIp'),
      schema: {
        tags: ['admin: IP whitelist'],
        security,
        summary: "Every merchant's payout-API allow-listed IPs",
        response: { 200: z.array(whitelistIpItem), ...errors },
      },
    },
    async () =>
      (await findApprovedForStaff(deps.db)).flatMap((row) =>
        row.request.ips.map((ip) => ({
          request_id: row.request.id,
          merchant: { _id: row.request.merchantId, business_name: row.businessName },
          shop: { _id: row.request.shopId, name: row.shopName },
          ip,
          approved_at: row.request.decidedAt?.toISOString() ?? null,
        })),
      ),
  );

  app.post(
    '/admin/whitelist-ips',
    {
      preHandler: requireStaff('whitelistIp'),
      schema: {
        tags: ['admin: IP whitelist'],
        security,
        summary: "Add an IP to a shop's payout-API allow-list",
        body: addWhitelistIpBody,
        response: { 200: adminPayoutApiAnswer, ...errors },
      },
    },
    async (request) => {
      const staff = staffOf(request);
      await confirmStaffPassword(deps, staff.userId, request.body.password, clientInfo(request));
      const row = await addWhitelistIp(deps.db, { userId: staff.userId, ip: request.ip }, request.body);
      return {
        request: await itemOf(row.id),
        message: translate(request.locale, 'success', 'whitelistIpAdded'),
      };
    },
  );

  app.post(
    '/admin/whitelist-ips/remove',
    {
      preHandler: requireStaff('whitelistIp'),
      schema: {
        tags: ['admin: IP whitelist'],
        security,
        summary: 'Remove an IP from an approved request (a request left empty is revoked)',
        body: removeWhitelistIpBody,
        response: { 200: adminPayoutApiAnswer, ...errors },
      },
    },
    async (request) => {
      const staff = staffOf(request);
      await confirmStaffPassword(deps, staff.userId, request.body.password, clientInfo(request));
      const row = await removeWhitelistIp(
        deps.db,
        { userId: staff.userId, ip: request.ip },
        { requestId: request.body.request_id, ip: request.body.ip, reason: request.body.reason },
      );
      return {
        request: await itemOf(row.id),
        message: translate(request.locale, 'success', 'whitelistIpRemoved'),
      };
    },
  );
};
