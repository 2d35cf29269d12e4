import { errorResponse, merchantValidationResponse } from '@platform/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { translate } from '../../platform/i18n/translate.ts';
import { requireMerchant, requireShopManager } from '../auth/access-guards.ts';
import { getMerchantValidation } from './get-merchant-validation.ts';
import { readValidationForm } from './read-validation-form.ts';
import { submitValidation } from './submit-validation.ts';

const tags = ['validation'];
const security = [{ bearer: [] }];
const errors = { 400: errorResponse, 401: errorResponse, 403: errorResponse, 409: errorResponse };

/** The merchant's side of validation (/validation), in either mode. */
export const validationRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  app.addHook('onRequest', app.authenticate);

  app.get(
    '/validation',
    {
      schema: {
        tags,
        security,
        summary: "The caller's validation file: state, details, documents with staff's reasons, decisions",
        response: { 200: merchantValidationResponse, ...errors },
      },
    },
    async (request) => getMerchantValidation(deps.db, requireMerchant(request).merchantId),
  );

  app.post(
    '/validation',
    {
      schema: {
        tags,
        security,
        summary:
          'Send the validation file (multipart: identity fields, id_document, business_document, id_document_expires_on)',
        consumes: ['multipart/form-data'],
        response: {
          200: merchantValidationResponse.extend({ message: z.string() }),
          413: errorResponse,
          415: errorResponse,
          ...errors,
        },
      },
    },
    async (request) => {
      const ctx = requireShopManager(request);
      const { raw, documents } = await readValidationForm(request);
      await submitValidation(
        deps,
        { merchantId: ctx.merchantId, userId: ctx.userId, locale: request.locale },
        raw,
        documents,
      );
      const file = await getMerchantValidation(deps.db, ctx.merchantId);
      return { ...file, message: translate(request.locale, 'success', 'validationSent') };
    },
  );
};
