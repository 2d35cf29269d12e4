import {
  createStaffUserBody,
  errorResponse,
  oneRoleRightsResponse,
  roleRightsResponse,
  staffConfirmBody,
  staffUserResponse,
  staffUsersResponse,
  updateStaffUserBody,
} from '@platform/contracts';
import { ADMIN_ROLES } from '@platform/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../platform/errors/app-error.ts';
import { translate } from '../../platform/i18n/translate.ts';
import { clientInfo } from '../auth/client-info.ts';
import { requireStaff, staffOf } from '../auth/staff-guard.ts';
import { inviteStaffUser, setStaffActive, updateStaffAccess } from './manage-staff-users.ts';
import { isAdminRoleName, roleRights } from './role-rights.ts';
import { toStaffUserView } from './staff-user-view.ts';
import { countStaffByRole, listStaffUsers } from './staff-users-repository.ts';

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
const idParams = z.object({ id: z.string().min(1).max(64) });

/** Staff users (/admin/users) and the privileges of each role (/admin/access). */
export const staffUserRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;

  app.get(
    '/admin/users',
    {
      preHandler: requireStaff('users'),
      schema: {
        tags,
        security,
        summary: 'Every staff user',
        response: { 200: staffUsersResponse, ...errors },
      },
    },
    async () => ({ users: (await listStaffUsers(deps.db)).map(toStaffUserView) }),
  );

  app.post(
    '/admin/users',
    {
      preHandler: requireStaff('users'),
      schema: {
        tags,
        security,
        summary: 'Create a staff user and e-mail the invitation (SUPER_ADMIN; reason and password)',
        body: createStaffUserBody,
        response: { 201: staffUserResponse, ...errors },
      },
    },
    async (request, reply) => {
      const user = await inviteStaffUser(
        deps,
        staffOf(request),
        { ...request.body, locale: request.locale },
        clientInfo(request),
      );
      return reply
        .status(201)
        .send({ user: toStaffUserView(user), message: translate(request.locale, 'success', 'staffInvited') });
    },
  );

  app.patch(
    '/admin/users/:id',
    {
      preHandler: requireStaff('users'),
      schema: {
        tags,
        security,
        summary: "Set a staff user's role and access (SUPER_ADMIN; reason and password)",
        params: idParams,
        body: updateStaffUserBody,
        response: { 200: staffUserResponse, ...errors },
      },
    },
    async (request) => {
      const user = await updateStaffAccess(
        deps,
        staffOf(request),
        request.params.id,
        request.body,
        clientInfo(request),
      );
      return { user: toStaffUserView(user), message: translate(request.locale, 'success', 'staffUpdated') };
    },
  );

  for (const [path, active] of [
    ['disable', false],
    ['enable', true],
  ] as const) {
    app.post(
      `/admin/users/:id/${path}`,
      {
        preHandler: requireStaff('users'),
        schema: {
          tags,
          security,
          summary: active
            ? 'Enable a staff user again (SUPER_ADMIN; reason and password)'
            : 'Disable a staff user: their sessions end at once (SUPER_ADMIN; reason and password)',
          params: idParams,
          body: staffConfirmBody,
          response: { 200: staffUserResponse, ...errors },
        },
      },
      async (request) => {
        const user = await setStaffActive(
          deps,
          staffOf(request),
          request.params.id,
          active,
          request.body,
          clientInfo(request),
        );
        return {
          user: toStaffUserView(user),
          message: translate(request.locale, 'success', active ? 'staffEnabled' : 'staffDisabled'),
        };
      },
    );
  }

  app.get(
    '/admin/access',
    {
      preHandler: requireStaff('access'),
      schema: {
        tags,
        security,
        summary: "Each role's rights, read from the one rule table",
        response: { 200: roleRightsResponse, ...errors },
      },
    },
    async () => {
      const counts = await countStaffByRole(deps.db);
      return { roles: ADMIN_ROLES.map((role) => roleRights(role, counts.get(role) ?? 0)) };
    },
  );

  app.get(
    '/admin/access/role/:id',
    {
      preHandler: requireStaff('access'),
      schema: {
        tags,
        security,
        summary: "One role's rights and the staff users holding it",
        params: idParams,
        response: { 200: oneRoleRightsResponse, ...errors },
      },
    },
    async (request) => {
      const role = request.params.id;
      if (!isAdminRoleName(role)) throw new AppError('NOT_FOUND');
      const members = (await listStaffUsers(deps.db)).filter((u) => u.role === role);
      return { role: roleRights(role, members.length), members: members.map(toStaffUserView) };
    },
  );
};
