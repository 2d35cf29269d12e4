import {
  changeEmailBody,
  confirmEmailChangeBody,
  errorResponse,
  messageResponse,
  profileResponse,
  recoveryCodesResponse,
  securityEventListResponse,
  sessionListResponse,
  sessionParams,
  totpConfirmBody,
  totpDisableBody,
  totpSetupResponse,
  updateProfileBody,
} from '@platform/contracts';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../platform/errors/app-error.ts';
import { translate } from '../../platform/i18n/translate.ts';
import { requireProfilePage } from '../auth/access-guards.ts';
import { requireAuth } from '../auth/authenticate.ts';
import { clientInfo } from '../auth/client-info.ts';
import { getUserById } from '../auth/users-repository.ts';
import { listSecurityEvents } from './list-security-events.ts';
import { listOpenSessions, revokeOwnSession } from './manage-sessions.ts';
import { toProfileView } from './profile-view.ts';
import { disableTotp, enableTotp, setupTotp } from './two-factor.ts';
import { confirmEmailChange, requestEmailChange, updateProfile } from './update-profile.ts';
import { avatarKey, uploadAvatar } from './upload-avatar.ts';

const tags = ['profile'];
const security = [{ bearer: [] }];
const errors = {
  400: errorResponse,
  401: errorResponse,
  403: errorResponse,
  404: errorResponse,
  409: errorResponse,
  410: errorResponse,
  413: errorResponse,
  415: errorResponse,
};
const avatarParams = z.object({ filename: z.string().regex(/^[0-9a-f]{32}\.png$/) });

/** The profile page's calls (`/profil`): ADMIN and SUBADMIN profiles only (spec section 6). */
export const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;

  // The link of the e-mail sent to a new address: the token is the credential.
  app.post(
    '/profile/email/confirm',
    {
      schema: {
        tags,
        summary: 'Confirm a new e-mail address from the link sent to it',
        body: confirmEmailChangeBody,
        response: { 200: messageResponse, ...errors },
      },
    },
    async (request) => {
      await confirmEmailChange(deps, request.body.token, clientInfo(request));
      return { message: translate(request.locale, 'success', 'emailChanged') };
    },
  );

  // The avatar shown in the top bar: any signed-in user reads its own.
  app.get(
    '/profile/avatar/:filename',
    {
      onRequest: app.authenticate,
      schema: { tags, security, summary: "The signed-in user's avatar (PNG)", params: avatarParams },
    },
    async (request, reply) => {
      const auth = requireAuth(request);
      if (auth.account.user.avatarFilename !== request.params.filename)
        throw new AppError('AVATAR_NOT_FOUND');
      return reply
        .type('image/png')
        .header('cache-control', 'private, max-age=86400')
        .send(deps.storage.read(avatarKey(auth.userId, request.params.filename)));
    },
  );

  await app.register(async (plugin) => {
    const scoped = plugin.withTypeProvider<ZodTypeProvider>();
    scoped.addHook('onRequest', app.authenticate);

    scoped.get(
      '/profile',
      {
        schema: {
          tags,
          security,
          summary: 'Name, e-mail, avatar and two-step state',
          response: { 200: profileResponse, ...errors },
        },
      },
      async (request) => {
        const ctx = requireProfilePage(request);
        return toProfileView((await getUserById(deps.db, ctx.userId))!);
      },
    );

    scoped.put(
      '/profile',
      {
        schema: {
          tags,
          security,
          summary: 'Change the name',
          body: updateProfileBody,
          response: { 200: profileResponse, ...errors },
        },
      },
      async (request) =>
        toProfileView(
          await updateProfile(deps, requireProfilePage(request), request.body, clientInfo(request)),
        ),
    );

    scoped.post(
      '/profile/email',
      {
        schema: {
          tags,
          security,
          summary: 'Ask to change the e-mail address: a link goes to the new one',
          body: changeEmailBody,
          response: { 202: messageResponse, ...errors },
        },
      },
      async (request, reply) => {
        await requestEmailChange(
          deps,
          requireProfilePage(request),
          request.body,
          request.locale,
          clientInfo(request),
        );
        return reply.status(202).send({ message: translate(request.locale, 'success', 'emailChangeSent') });
      },
    );

    scoped.post(
      '/profile/avatar',
      {
        schema: {
          tags,
          security,
          summary: 'Upload an avatar (png, jpg or jpeg, at most 2 MiB; stored as a 256 px PNG)',
          consumes: ['multipart/form-data'],
          response: { 200: profileResponse, ...errors },
        },
      },
      async (request) => {
        const ctx = requireProfilePage(request);
        await uploadAvatar(deps, ctx, request, clientInfo(request));
        return toProfileView((await getUserById(deps.db, ctx.userId))!);
      },
    );

    scoped.get(
      '/profile/sessions',
      {
        schema: {
          tags,
          security,
          summary: 'Open sessions of the signed-in user',
          response: { 200: sessionListResponse, ...errors },
        },
      },
      async (request) => ({ sessions: await listOpenSessions(deps, requireProfilePage(request)) }),
    );

    scoped.delete(
      '/profile/sessions/:session',
      {
        schema: {
          tags,
          security,
          summary: 'End one open session at once',
          params: sessionParams,
          response: { 200: messageResponse, ...errors },
        },
      },
      async (request) => {
        await revokeOwnSession(
          deps,
          requireProfilePage(request),
          request.params.session,
          clientInfo(request),
        );
        return { message: translate(request.locale, 'success', 'sessionRevoked') };
      },
    );

    scoped.get(
      '/profile/security-events',
      {
        schema: {
          tags,
          security,
          summary: "The merchant's recent security events",
          response: { 200: securityEventListResponse, ...errors },
        },
      },
      async (request) => ({ events: await listSecurityEvents(deps.db, requireProfilePage(request)) }),
    );

    scoped.post(
      '/profile/totp/setup',
      {
        schema: {
          tags,
          security,
          summary: 'Start two-step sign-in: a secret to scan',
          response: { 200: totpSetupResponse, ...errors },
        },
      },
      async (request) => setupTotp(deps, requireProfilePage(request)),
    );

    scoped.post(
      '/profile/totp/enable',
      {
        schema: {
          tags,
          security,
          summary: 'Turn two-step sign-in on with a first code; answers the recovery codes once',
          body: totpConfirmBody,
          response: { 200: recoveryCodesResponse, ...errors },
        },
      },
      async (request) => {
        const codes = await enableTotp(
          deps,
          requireProfilePage(request),
          request.body.code,
          clientInfo(request),
        );
        return { recovery_codes: codes, message: translate(request.locale, 'success', 'totpEnabled') };
      },
    );

    scoped.post(
      '/profile/totp/disable',
      {
        schema: {
          tags,
          security,
          summary: 'Turn two-step sign-in off (password and a code)',
          body: totpDisableBody,
          response: { 200: messageResponse, ...errors },
        },
      },
      async (request) => {
        await disableTotp(deps, requireProfilePage(request), request.body, clientInfo(request));
        return { message: translate(request.locale, 'success', 'totpDisabled') };
      },
    );
  });
};
