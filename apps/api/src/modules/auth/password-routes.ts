import {
  emailOnlyBody,
  errorResponse,
  linkCheckResponse,
  messageResponse,
  setPasswordBody,
  tokenParams,
} from '@platform/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { translate } from '../../platform/i18n/translate.ts';
import { clientInfo } from './client-info.ts';
import { checkPasswordResetLink, requestPasswordReset, resetPassword } from './reset-password.ts';

const tags = ['auth'];
const linkErrors = { 400: errorResponse, 404: errorResponse, 410: errorResponse };

export const passwordRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;

  app.post(
    '/auth/users/password/forgot',
    {
      schema: {
        tags,
        summary: 'Send a password reset link',
        body: emailOnlyBody,
        response: { 202: messageResponse, 400: errorResponse },
      },
    },
    async (request, reply) => {
      await requestPasswordReset(deps, request.body.email, request.locale);
      return reply.status(202).send({ message: translate(request.locale, 'success', 'passwordForgot') });
    },
  );

  app.get(
    '/auth/users/password/reset/:token',
    {
      schema: {
        tags,
        summary: 'Check a reset link',
        params: tokenParams,
        response: { 200: linkCheckResponse, ...linkErrors },
      },
    },
    async (request) => ({
      valid: true as const,
      ...(await checkPasswordResetLink(deps, request.params.token)),
    }),
  );

  app.post(
    '/auth/users/password/reset/:token',
    {
      schema: {
        tags,
        summary: 'Set a new password from a reset link',
        params: tokenParams,
        body: setPasswordBody,
        response: { 200: messageResponse, ...linkErrors },
      },
    },
    async (request) => {
      await resetPassword(deps, request.params.token, request.body, clientInfo(request));
      return { message: translate(request.locale, 'success', 'passwordSet') };
    },
  );
};
