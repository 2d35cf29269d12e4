import {
  errorResponse,
  staffActionFacetsResponse,
  staffActionsQuery,
  staffActionsResponse,
} from '@platform/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { listStaffActionNames } from '../../platform/audit/staff-actions-repository.ts';
import { requireStaff } from '../auth/staff-guard.ts';
import { listStaffActionsPage } from './list-staff-actions.ts';
import { listStaffUsers } from './staff-users-repository.ts';

const tags = ['admin'];
const security = [{ bearer: [] }];
const errors = { 400: errorResponse, 401: errorResponse, 403: errorResponse };

/** The back-office audit trail: the whole trail (/admin/actions) and one merchant's. */
export const staffActionRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;

  app.get(
    '/admin/actions',
    {
      preHandler: requireStaff('actions'),
      schema: {
        tags,
        security,
        summary: 'The audit trail of staff actions, newest first, with filters',
        querystring: staffActionsQuery,
        response: { 200: staffActionsResponse, ...errors },
      },
    },
    async (request) => listStaffActionsPage(db, request.query),
  );

  app.get(
    '/admin/actions/facets',
    {
      preHandler: requireStaff('actions'),
      schema: {
        tags,
        security,
        summary: "The trail's filter lists: staff users and action names",
        response: { 200: staffActionFacetsResponse, ...errors },
      },
    },
    async () => {
      const [staff, actions] = await Promise.all([listStaffUsers(db), listStaffActionNames(db)]);
      return {
        staff: staff.map((u) => ({ _id: u.id, email: u.email, name: `${u.firstName} ${u.lastName}` })),
        actions,
      };
    },
  );

  app.get(
    '/admin/merchant-actions/:merchantId',
    {
      preHandler: requireStaff('merchants'),
      schema: {
        tags,
        security,
        summary: "The staff actions on one merchant (the merchant's page)",
        params: z.object({ merchantId: z.string().min(1).max(64) }),
        querystring: staffActionsQuery,
        response: { 200: staffActionsResponse, ...errors },
      },
    },
    async (request) => listStaffActionsPage(db, { ...request.query, merchant: request.params.merchantId }),
  );
};
