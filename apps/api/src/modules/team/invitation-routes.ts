import {
  acceptInvitationBody,
  errorResponse,
  invitationPreviewResponse,
  invitationTokenParams,
  joinedResponse,
} from '@platform/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { translate } from '../../platform/i18n/translate.ts';
import { clientInfo } from '../auth/client-info.ts';
import { acceptInvitation, previewInvitation } from './accept-invitation.ts';

const tags = ['team'];
const errors = { 400: errorResponse, 404: errorResponse, 409: errorResponse, 410: errorResponse };

/** The invitee's side of an invitation link (public: the link is the credential). */
export const invitationRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;

  app.get(
    '/subaccounts/join/:slug',
    {
      schema: {
        tags,
        summary: 'What an invitation link offers (410 once spent, cancelled or expired)',
        params: invitationTokenParams,
        response: { 200: invitationPreviewResponse, ...errors },
      },
    },
    async (request) => previewInvitation(deps.db, request.params.slug),
  );

  app.post(
    '/subaccounts/join/:slug',
    {
      schema: {
        tags,
        summary: 'Join the team: name and password; the link works once',
        params: invitationTokenParams,
        body: acceptInvitationBody,
        response: { 201: joinedResponse, ...errors },
      },
    },
    async (request, reply) => {
      const { email } = await acceptInvitation(deps, request.params.slug, request.body, clientInfo(request));
      return reply
        .status(201)
        .send({ email, message: translate(request.locale, 'success', 'invitationAccepted') });
    },
  );
};
