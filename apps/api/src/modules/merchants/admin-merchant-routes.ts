import {
  adminMerchantView,
  errorResponse,
  merchantListQuery,
  merchantListResponse,
  merchantMailPreview,
  merchantMailSent,
  sendMerchantMailBody,
  staffIdParams,
} from '@platform/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { translate } from '../../platform/i18n/translate.ts';
import { requireStaff, staffOf } from '../auth/staff-guard.ts';
import { getMerchantView } from './get-merchant-view.ts';
import { listMerchants } from './list-merchants.ts';
import { previewMerchantMail, sendMerchantMail } from './send-merchant-mail.ts';

const tags = ['admin: merchants'];
const security = [{ bearer: [] }];
const errors = { 400: errorResponse, 401: errorResponse, 403: errorResponse, 404: errorResponse };

/** `/admin/merchants`, `view/{id}`, `send-mail` (right merchants). */
export const adminMerchantRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;

  app.get(
    '/admin/merchants',
    {
      preHandler: requireStaff('merchants'),
      schema: {
        tags,
        security,
        summary: 'Every merchant: search (name, e-mail, id) and filters (status, country, volume, date)',
        querystring: merchantListQuery,
        response: { 200: merchantListResponse, ...errors },
      },
    },
    async (request) => listMerchants(deps.db, request.query),
  );

  app.get(
    '/admin/merchants/:id',
    {
      preHandler: requireStaff('merchants'),
      schema: {
        tags,
        security,
        summary: "A merchant's profile, shops, team, documents, keys (prefix), webhooks, activity",
        params: staffIdParams,
        response: { 200: adminMerchantView, ...errors },
      },
    },
    async (request) => getMerchantView(deps.db, request.params.id),
  );

  app.post(
    '/admin/merchants/mail/preview',
    {
      preHandler: requireStaff('merchants'),
      schema: {
        tags,
        security,
        summary: 'Who an e-mail would reach (one merchant or the filtered group) and its text',
        body: sendMerchantMailBody,
        response: { 200: merchantMailPreview, ...errors },
      },
    },
    async (request) => previewMerchantMail(deps.db, request.body),
  );

  app.post(
    '/admin/merchants/mail',
    {
      preHandler: requireStaff('merchants'),
      schema: {
        tags,
        security,
        summary: "Send the e-mail to each merchant's owner through the mailer",
        body: sendMerchantMailBody,
        response: { 200: merchantMailSent, ...errors },
      },
    },
    async (request) => {
      const sent = await sendMerchantMail(
        deps,
        { userId: staffOf(request).userId, ip: request.ip },
        request.body,
      );
      return { sent, message: translate(request.locale, 'success', 'mailSent', { count: sent }) };
    },
  );
};
