import {
  adminCardRequestAnswer,
  adminCardRequestItem,
  adminCardRequestQuery,
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
import { toCardRequestView } from './card-request-view.ts';
import {
  type CardRequestRow,
  findCardRequestsForStaff,
  getCardRequestForStaff,
} from './card-requests-repository.ts';
import { decideCardRequest } from './decide-card-request.ts';

const tags = ['admin: card requests'];
const security = [{ bearer: [] }];
const errors = {
  400: errorResponse,
  401: errorResponse,
  403: errorResponse,
  404: errorResponse,
  409: errorResponse,
};

const toItem = (row: { request: CardRequestRow; businessName: string; cardEnabled: boolean }) => ({
  ...toCardRequestView(row.request),
  merchant: { _id: row.request.merchantId, business_name: row.businessName, card: row.cardEnabled },
  decided_by: row.request.decidedBy,
});

/** `/admin/card-payment-request` and `/{id}`: staff with the cardPaymentRequest right decide. */
export const adminCardRequestRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;

  const itemOf = async (id: string) => {
    const found = await getCardRequestForStaff(deps.db, id);
    if (!found) throw new AppError('CARD_REQUEST_NOT_FOUND');
    return toItem(found);
  };

  app.get(
    '/admin/card-requests',
    {
      preHandler: requireStaff('cardPaymentRequest'),
      schema: {
        tags,
        security,
        summary: 'Card-payment requests of a status (PENDING: the queue, oldest first)',
        querystring: adminCardRequestQuery,
        response: { 200: z.array(adminCardRequestItem), ...errors },
      },
    },
    async (request) => (await findCardRequestsForStaff(deps.db, request.query.status)).map(toItem),
  );

  app.get(
    '/admin/card-requests/:id',
    {
      preHandler: requireStaff('cardPaymentRequest'),
      schema: {
        tags,
        security,
        summary: 'One card-payment request',
        params: staffIdParams,
        response: { 200: adminCardRequestItem, ...errors },
      },
    },
    async (request) => itemOf(request.params.id),
  );

  for (const [path, decision] of [
    ['approve', 'APPROVED'],
    ['refuse', 'REFUSED'],
  ] as const) {
    app.post(
      `/admin/card-requests/:id/${path}`,
      {
        preHandler: requireStaff('cardPaymentRequest'),
        schema: {
          tags,
          security,
          summary: decision === 'APPROVED' ? 'Approve: merchant.card true' : 'Refuse, with the reason',
          params: staffIdParams,
          body: staffDecisionBody,
          response: { 200: adminCardRequestAnswer, ...errors },
        },
      },
      async (request) => {
        const staff = staffOf(request);
        await confirmStaffPassword(deps, staff.userId, request.body.password, clientInfo(request));
        await decideCardRequest(
          deps.db,
          { userId: staff.userId, ip: request.ip },
          request.params.id,
          decision,
          request.body.reason,
        );
        return {
          request: await itemOf(request.params.id),
          message: translate(
            request.locale,
            'success',
            decision === 'APPROVED' ? 'cardRequestApproved' : 'cardRequestRefused',
          ),
        };
      },
    );
  }
};
