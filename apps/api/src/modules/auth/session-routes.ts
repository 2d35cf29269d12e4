import {
  changePasswordBody,
  checkPasswordBody,
  checkPasswordResponse,
  errorResponse,
  loginBody,
  loginResponse,
  messageResponse,
  sessionParams,
  userResponse,
} from '@platform/contracts';
import { ACCESS_TOKEN_TTL_SECONDS } from '@platform/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { translate } from '../../platform/i18n/translate.ts';
import { requireAuth } from './authenticate.ts';
import { checkPassword, switchSessionMode } from './check-password.ts';
import { clientInfo } from './client-info.ts';
import { login } from './login.ts';
import { saveLogout } from './logout.ts';
import { clearRefreshCookie, readRefreshCookie, setRefreshCookie } from './refresh-cookie.ts';
import { refreshSession } from './refresh-session.ts';
import { changePassword } from './reset-password.ts';
import { toUserView } from './user-view.ts';

const tags = ['auth'];
const errors = { 400: errorResponse, 401: errorResponse, 403: errorResponse, 429: errorResponse };

export const sessionRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;

  app.post(
    '/auth/users/login',
    { schema: { tags, summary: 'Sign in', body: loginBody, response: { 200: loginResponse, ...errors } } },
    async (request, reply) => {
      const result = await login(deps, request.body, clientInfo(request));
      setRefreshCookie(reply, result.refreshToken, deps.config.secureCookies);
      return { token: result.accessToken, expires_in: ACCESS_TOKEN_TTL_SECONDS, user: result.user };
    },
  );

  app.post(
    '/auth/users/refresh',
    {
      schema: {
        tags,
        summary: 'Trade the refresh cookie for a new access token (rotates the refresh token)',
        response: { 200: loginResponse, 401: errorResponse },
      },
    },
    async (request, reply) => {
      try {
        const result = await refreshSession(deps, readRefreshCookie(request), clientInfo(request));
        setRefreshCookie(reply, result.refreshToken, deps.config.secureCookies);
        return { token: result.accessToken, expires_in: ACCESS_TOKEN_TTL_SECONDS, user: result.user };
      } catch (error) {
        clearRefreshCookie(reply);
        throw error;
      }
    },
  );

  const currentUser = {
    onRequest: app.authenticate,
    schema: { tags, security: [{ bearer: [] }], response: { 200: userResponse, 401: errorResponse } },
  };
  app.get('/auth/users/user', currentUser, async (request) => {
    const auth = requireAuth(request);
    return { user: toUserView(auth.account, { id: auth.sessionId, mode: auth.mode }) };
  });
  app.get('/auth/users', currentUser, async (request) => {
    const auth = requireAuth(request);
    return { user: toUserView(auth.account, { id: auth.sessionId, mode: auth.mode }) };
  });

  app.post(
    '/auth/users/check_password',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: "Confirm the signed-in user's password; with `mode`, enter (0) or leave (1) the sandbox",
        security: [{ bearer: [] }],
        body: checkPasswordBody,
        response: { 200: checkPasswordResponse, ...errors },
      },
    },
    async (request) => {
      const auth = requireAuth(request);
      const { password, mode } = request.body;
      if (mode === undefined) {
        await checkPassword(deps, auth, password, clientInfo(request));
        return {
          valid: true as const,
          message: translate(request.locale, 'success', 'passwordChecked'),
          in_sandbox: auth.mode === 0,
        };
      }
      await switchSessionMode(deps, auth, mode, password, clientInfo(request));
      const message = translate(request.locale, 'success', mode === 0 ? 'sandboxEntered' : 'liveEntered');
      return { valid: true as const, message, in_sandbox: mode === 0 };
    },
  );

  app.post(
    '/auth/users/save_logout/:session',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: 'Record the logout of a session',
        security: [{ bearer: [] }],
        params: sessionParams,
        response: { 200: messageResponse, 401: errorResponse, 404: errorResponse },
      },
    },
    async (request, reply) => {
      await saveLogout(deps, requireAuth(request), request.params.session, clientInfo(request));
      clearRefreshCookie(reply);
      return { message: translate(request.locale, 'success', 'logout') };
    },
  );

  app.post(
    '/auth/users/password/change',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: 'Change the password of the signed-in user',
        security: [{ bearer: [] }],
        body: changePasswordBody,
        response: { 200: messageResponse, ...errors },
      },
    },
    async (request) => {
      await changePassword(deps, requireAuth(request), request.body, clientInfo(request));
      return { message: translate(request.locale, 'success', 'passwordChanged') };
    },
  );
};
