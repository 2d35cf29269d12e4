import {
  errorResponse,
  invitationListResponse,
  invitationResponse,
  inviteMemberBody,
  messageResponse,
  teamIdParams,
  teamListResponse,
  teamMemberResponse,
  updateMemberBody,
} from '@platform/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { translate } from '../../platform/i18n/translate.ts';
import { requirePermission } from '../auth/access-guards.ts';
import { clientInfo } from '../auth/client-info.ts';
import { cancelInvitation, inviteMember, resendInvitation } from './invite-member.ts';
import { getInvitationView, getTeamMember, listInvitations, listMembers } from './list-team.ts';
import { removeMember, updateMember } from './manage-member.ts';
import { toMemberView } from './team-view.ts';

const tags = ['team'];
const security = [{ bearer: [] }];
const errors = {
  400: errorResponse,
  401: errorResponse,
  403: errorResponse,
  404: errorResponse,
  409: errorResponse,
};

/** The merchant's team (spec: sub-accounts): members and invitations, permission `subaccount`. */
export const teamRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  app.addHook('onRequest', app.authenticate);

  app.get(
    '/subaccounts',
    {
      schema: {
        tags,
        security,
        summary: 'Members of the team, the owner first',
        response: { 200: teamListResponse, ...errors },
      },
    },
    async (request) => {
      const ctx = requirePermission(request, 'subaccount');
      return { members: await listMembers(deps.db, ctx) };
    },
  );

  app.get(
    '/subaccounts/:id',
    {
      schema: {
        tags,
        security,
        summary: 'One member',
        params: teamIdParams,
        response: { 200: teamMemberResponse, ...errors },
      },
    },
    async (request) => {
      const ctx = requirePermission(request, 'subaccount');
      return { member: await getTeamMember(deps.db, ctx, request.params.id) };
    },
  );

  app.put(
    '/subaccounts/:id',
    {
      schema: {
        tags,
        security,
        summary: "Change a member's profile type and permissions (never beyond the caller's own)",
        params: teamIdParams,
        body: updateMemberBody,
        response: { 200: teamMemberResponse, ...errors },
      },
    },
    async (request) => {
      const ctx = requirePermission(request, 'subaccount');
      const member = await updateMember(deps, ctx, request.params.id, request.body, clientInfo(request));
      return { member: toMemberView(member, ctx.userId) };
    },
  );

  app.delete(
    '/subaccounts/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Remove a member: its sessions end at once (the owner cannot be removed)',
        params: teamIdParams,
        response: { 200: messageResponse, ...errors },
      },
    },
    async (request) => {
      await removeMember(
        deps,
        requirePermission(request, 'subaccount'),
        request.params.id,
        clientInfo(request),
      );
      return { message: translate(request.locale, 'success', 'memberRemoved') };
    },
  );

  app.get(
    '/subaccounts/invitations',
    {
      schema: {
        tags,
        security,
        summary: 'Invitations not accepted yet',
        response: { 200: invitationListResponse, ...errors },
      },
    },
    async (request) => {
      const ctx = requirePermission(request, 'subaccount');
      return { invitations: await listInvitations(deps.db, ctx) };
    },
  );

  app.post(
    '/subaccounts/invitations',
    {
      schema: {
        tags,
        security,
        summary: 'Invite a colleague by e-mail (SUBADMIN or DEV, permissions the caller holds)',
        body: inviteMemberBody,
        response: { 201: invitationResponse, ...errors },
      },
    },
    async (request, reply) => {
      const ctx = requirePermission(request, 'subaccount');
      const row = await inviteMember(deps, ctx, request.body, request.locale, clientInfo(request));
      return reply.status(201).send({
        invitation: await getInvitationView(deps.db, ctx, row.id),
        message: translate(request.locale, 'success', 'invitationSent'),
      });
    },
  );

  app.post(
    '/subaccounts/invitations/:id/resend',
    {
      schema: {
        tags,
        security,
        summary: 'Send an invitation again with a new link',
        params: teamIdParams,
        response: { 200: invitationResponse, ...errors },
      },
    },
    async (request) => {
      const ctx = requirePermission(request, 'subaccount');
      const row = await resendInvitation(deps, ctx, request.params.id, clientInfo(request));
      return {
        invitation: await getInvitationView(deps.db, ctx, row.id),
        message: translate(request.locale, 'success', 'invitationSent'),
      };
    },
  );

  app.delete(
    '/subaccounts/invitations/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Cancel an invitation',
        params: teamIdParams,
        response: { 200: invitationResponse, ...errors },
      },
    },
    async (request) => {
      const ctx = requirePermission(request, 'subaccount');
      const row = await cancelInvitation(deps, ctx, request.params.id, clientInfo(request));
      return {
        invitation: await getInvitationView(deps.db, ctx, row.id),
        message: translate(request.locale, 'success', 'invitationCanceled'),
      };
    },
  );
};
