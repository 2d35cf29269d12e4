import {
  confirmEmailBody,
  confirmEmailResponse,
  emailOnlyBody,
  errorResponse,
  messageResponse,
  setPasswordBody,
  signupBody,
  signupStateResponse,
  termsBody,
  ticketParams,
} from '@platform/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { translate } from '../../platform/i18n/translate.ts';
import { clientInfo } from './client-info.ts';
import { confirmEmail } from './confirm-email.ts';
import { acceptTerms, setSignupPassword } from './finish-signup.ts';
import { readIdentityForm } from './read-identity-form.ts';
import { resendConfirmation, signUp } from './sign-up.ts';
import { resolveSignupTicket } from './signup-ticket.ts';
import { submitIdentity } from './submit-identity.ts';

const tags = ['sign-up'];
const linkErrors = { 400: errorResponse, 404: errorResponse, 409: errorResponse, 410: errorResponse };
const stepResponse = z.object({ step: z.enum(['identity', 'terms', 'password']) });

export const signupRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;

  app.post(
    '/auth/users/signup',
    {
      schema: {
        tags,
        summary: 'Start a merchant sign-up (sends the confirmation e-mail)',
        body: signupBody,
        response: { 202: messageResponse, 400: errorResponse },
      },
    },
    async (request, reply) => {
      await signUp(deps, request.body, request.locale, clientInfo(request));
      return reply.status(202).send({ message: translate(request.locale, 'success', 'signup') });
    },
  );

  app.post(
    '/auth/users/confirmation/resend',
    {
      schema: {
        tags,
        summary: 'Send the confirmation e-mail again',
        body: emailOnlyBody,
        response: { 202: messageResponse, 400: errorResponse },
      },
    },
    async (request, reply) => {
      await resendConfirmation(deps, request.body.email, request.locale);
      return reply.status(202).send({ message: translate(request.locale, 'success', 'resend') });
    },
  );

  app.post(
    '/auth/users/confirm_email',
    {
      schema: {
        tags,
        summary: 'Follow the confirmation link: returns the sign-up ticket and the next step',
        body: confirmEmailBody,
        response: { 200: confirmEmailResponse, ...linkErrors },
      },
    },
    async (request) => confirmEmail(deps, request.body.token),
  );

  app.get(
    '/auth/users/signup/:ticket',
    {
      schema: {
        tags,
        summary: 'Where a sign-up stands',
        params: ticketParams,
        response: { 200: signupStateResponse, ...linkErrors },
      },
    },
    async (request) => {
      const { user, merchant, step } = await resolveSignupTicket(deps.db, request.params.ticket);
      return {
        first_name: user.firstName,
        last_name: user.lastName,
        email: user.email,
        business_name: merchant.businessName,
        country: merchant.country,
        step,
      };
    },
  );

  app.post(
    '/auth/users/signup/:ticket/identity',
    {
      schema: {
        tags,
        summary: 'Identity and business details with documents (multipart: id_document, business_document)',
        consumes: ['multipart/form-data'],
        params: ticketParams,
        response: { 200: stepResponse, ...linkErrors, 413: errorResponse, 415: errorResponse },
      },
    },
    async (request) => {
      // The ticket is checked before the upload is read, so a dead link costs no bandwidth.
      await resolveSignupTicket(deps.db, request.params.ticket);
      const { fields, documents } = await readIdentityForm(request);
      await submitIdentity(deps, request.params.ticket, fields, documents);
      return { step: 'terms' as const };
    },
  );

  app.post(
    '/auth/users/signup/:ticket/terms',
    {
      schema: {
        tags,
        summary: 'Accept the terms',
        params: ticketParams,
        body: termsBody,
        response: { 200: stepResponse, ...linkErrors },
      },
    },
    async (request) => {
      await acceptTerms(deps, request.params.ticket);
      return { step: 'password' as const };
    },
  );

  app.post(
    '/auth/users/signup/:ticket/password',
    {
      schema: {
        tags,
        summary: 'Choose the password: the account becomes active',
        params: ticketParams,
        body: setPasswordBody,
        response: { 200: messageResponse, ...linkErrors },
      },
    },
    async (request) => {
      await setSignupPassword(deps, request.params.ticket, request.body);
      return { message: translate(request.locale, 'success', 'passwordSet') };
    },
  );
};
