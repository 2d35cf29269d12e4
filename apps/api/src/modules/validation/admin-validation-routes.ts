import {
  approvalResponse,
  approveMerchantBody,
  clearConformityBody,
  decisionResponse,
  errorResponse,
  refuseMerchantBody,
  suspendMerchantBody,
  validationFileResponse,
  validationQueueResponse,
} from '@platform/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../platform/errors/app-error.ts';
import { translate } from '../../platform/i18n/translate.ts';
import { clientInfo } from '../auth/client-info.ts';
import { requireStaff, staffOf } from '../auth/staff-guard.ts';
import { approveMerchant } from './approve-merchant.ts';
import { clearConformity, setMerchantSuspension } from './decide-conformity.ts';
import { refuseDocuments } from './refuse-merchant.ts';
import { getValidationFile, listConformityQueue, listValidationQueue } from './validation-queues.ts';
import { getDocument } from './validation-repository.ts';

const tags = ['admin'];
const security = [{ bearer: [] }];
const errors = {
  400: errorResponse,
  401: errorResponse,
  403: errorResponse,
  404: errorResponse,
  409: errorResponse,
  429: errorResponse,
};
const merchantParams = z.object({ merchantId: z.string().min(1).max(64) });

/** Back-office: the validation queue, the conformity re-review, decisions, documents. */
export const adminValidationRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  const { db } = deps;

  app.get(
    '/admin/validation',
    {
      preHandler: requireStaff('validation'),
      schema: {
        tags,
        security,
        summary: 'Merchants waiting for validation, oldest first, with their age',
        response: { 200: validationQueueResponse, ...errors },
      },
    },
    async () => ({ merchants: await listValidationQueue(db) }),
  );

  app.get(
    '/admin/validation/:merchantId',
    {
      preHandler: requireStaff('validation'),
      schema: {
        tags,
        security,
        summary: "A merchant's validation file: details, documents, decisions",
        params: merchantParams,
        response: { 200: validationFileResponse, ...errors },
      },
    },
    async (request) => getValidationFile(db, request.params.merchantId),
  );

  app.post(
    '/admin/validation/:merchantId/approve',
    {
      preHandler: requireStaff('validation'),
      schema: {
        tags,
        security,
        summary: 'Approve: VALID, live shops and live keys, e-mail (reason and password)',
        params: merchantParams,
        body: approveMerchantBody,
        response: { 200: approvalResponse, ...errors },
      },
    },
    async (request) => {
      const { merchantId } = request.params;
      const liveShops = await approveMerchant(
        deps,
        staffOf(request),
        merchantId,
        request.body,
        clientInfo(request),
      );
      return {
        message: translate(request.locale, 'success', 'merchantApproved'),
        file: await getValidationFile(db, merchantId),
        live_shops: liveShops,
      };
    },
  );

  app.post(
    '/admin/validation/:merchantId/refuse',
    {
      preHandler: requireStaff('validation'),
      schema: {
        tags,
        security,
        summary: 'Refuse with a reason per document; the merchant sends them again',
        params: merchantParams,
        body: refuseMerchantBody,
        response: { 200: decisionResponse, ...errors },
      },
    },
    async (request) => {
      const { merchantId } = request.params;
      await refuseDocuments(
        deps,
        staffOf(request),
        merchantId,
        'VALIDATION',
        request.body,
        clientInfo(request),
      );
      return {
        message: translate(request.locale, 'success', 'merchantRefused'),
        file: await getValidationFile(db, merchantId),
      };
    },
  );

  app.get(
    '/admin/kyc-documents/:documentId/file',
    {
      preHandler: requireStaff('validation'),
      schema: {
        tags,
        security,
        summary: 'A merchant document (staff only): inline, or as a download with ?download=1',
        params: z.object({ documentId: z.string().min(1).max(64) }),
        querystring: z.object({ download: z.enum(['0', '1']).optional() }),
      },
    },
    async (request, reply) => {
      const doc = await getDocument(db, request.params.documentId);
      if (!doc) throw new AppError('KYC_DOCUMENT_NOT_FOUND');
      const disposition = request.query.download === '1' ? 'attachment' : 'inline';
      const filename = doc.originalName.replace(/[^\w.\- ]/g, '_');
      return reply
        .header('content-type', doc.mimeType)
        .header('content-disposition', `${disposition}; filename="${filename}"`)
        .header('cache-control', 'private, no-store')
        .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox")
        .send(deps.storage.read(doc.storageKey));
    },
  );

  app.get(
    '/admin/conformity',
    {
      preHandler: requireStaff('conformity'),
      schema: {
        tags,
        security,
        summary: 'Validated merchants due for a conformity review, with why',
        response: { 200: validationQueueResponse, ...errors },
      },
    },
    async () => ({ merchants: await listConformityQueue(db) }),
  );

  app.get(
    '/admin/conformity/:merchantId',
    {
      preHandler: requireStaff('conformity'),
      schema: {
        tags,
        security,
        summary: "A validated merchant's file for its conformity review",
        params: merchantParams,
        response: { 200: validationFileResponse, ...errors },
      },
    },
    async (request) => getValidationFile(db, request.params.merchantId),
  );

  app.post(
    '/admin/conformity/:merchantId/clear',
    {
      preHandler: requireStaff('conformity'),
      schema: {
        tags,
        security,
        summary: 'The merchant is in order (documents sent again are accepted)',
        params: merchantParams,
        body: clearConformityBody,
        response: { 200: decisionResponse, ...errors },
      },
    },
    async (request) => {
      const { merchantId } = request.params;
      await clearConformity(deps, staffOf(request), merchantId, request.body.reason, clientInfo(request));
      return {
        message: translate(request.locale, 'success', 'conformityCleared'),
        file: await getValidationFile(db, merchantId),
      };
    },
  );

  app.post(
    '/admin/conformity/:merchantId/request-documents',
    {
      preHandler: requireStaff('conformity'),
      schema: {
        tags,
        security,
        summary: 'Refuse documents of a validated merchant with a reason each (it stays validated)',
        params: merchantParams,
        body: refuseMerchantBody,
        response: { 200: decisionResponse, ...errors },
      },
    },
    async (request) => {
      const { merchantId } = request.params;
      await refuseDocuments(
        deps,
        staffOf(request),
        merchantId,
        'CONFORMITY',
        request.body,
        clientInfo(request),
      );
      return {
        message: translate(request.locale, 'success', 'documentsRequested'),
        file: await getValidationFile(db, merchantId),
      };
    },
  );

  for (const [path, suspend] of [
    ['suspend', true],
    ['reinstate', false],
  ] as const) {
    app.post(
      `/admin/conformity/:merchantId/${path}`,
      {
        preHandler: requireStaff('conformity'),
        schema: {
          tags,
          security,
          summary: suspend
            ? 'Suspend: no new live collections or payouts, balances kept (reason and password)'
            : 'Reinstate a suspended merchant (reason and password)',
          params: merchantParams,
          body: suspendMerchantBody,
          response: { 200: decisionResponse, ...errors },
        },
      },
      async (request) => {
        const { merchantId } = request.params;
        await setMerchantSuspension(
          deps,
          staffOf(request),
          merchantId,
          suspend,
          request.body,
          clientInfo(request),
        );
        return {
          message: translate(request.locale, 'success', suspend ? 'merchantSuspended' : 'merchantReinstated'),
          file: await getValidationFile(db, merchantId),
        };
      },
    );
  }
};
