import { ADMIN_RIGHTS, ADMIN_ROLES } from '@platform/domain';
import { z } from 'zod';
import { emailField, personName, requiredText } from './rules.ts';

const emptyToUndefined = (value: unknown) => (value === '' || value === null ? undefined : value);
const instant = z.iso.datetime({ offset: true, error: 'format' }).optional();

/**
 * What a money-moving or access-granting staff action carries: the reason (kept in the audit
 * trail) and the staff user's password ('Confirmation de Mot de Passe').
 */
export const staffConfirmFields = {
  reason: requiredText(500),
  password: z.string({ error: 'passwordRequired' }).min(1, { error: 'passwordRequired' }).max(200),
};
export const staffConfirmBody = z.object(staffConfirmFields);
export type StaffConfirmBody = z.infer<typeof staffConfirmBody>;

/** `GET /api/admin/actions`: the audit trail's filters and keyset page. */
export const staffActionsQuery = z
  .object({
    staff: z.preprocess(emptyToUndefined, z.string().max(64).optional()),
    action: z.preprocess(emptyToUndefined, z.string().max(100).optional()),
    merchant: z.preprocess(emptyToUndefined, z.string().max(64).optional()),
    from: z.preprocess(emptyToUndefined, instant),
    to: z.preprocess(emptyToUndefined, instant),
    limit: z.coerce.number({ error: 'format' }).int().min(1).max(100).optional().default(50),
    cursor: z.preprocess(emptyToUndefined, z.string().max(200).optional()),
  })
  .superRefine((v, ctx) => {
    if (v.from && v.to && Date.parse(v.from) > Date.parse(v.to))
      ctx.addIssue({ code: 'custom', path: ['to'], message: 'format' });
  });
export type StaffActionsQuery = z.input<typeof staffActionsQuery>;

export const staffActionView = z
  .object({
    _id: z.string(),
    action: z.string(),
    staff: z.object({ _id: z.string(), email: z.string().nullable(), name: z.string().nullable() }),
    merchant: z.object({ _id: z.string(), business_name: z.string().nullable() }).nullable(),
    object_type: z.string().nullable(),
    object_id: z.string().nullable(),
    before: z.unknown(),
    after: z.unknown(),
    reason: z.string().nullable(),
    ip: z.string().nullable(),
    created_at: z.string(),
  })
  .meta({ id: 'StaffAction' });
export type StaffActionView = z.infer<typeof staffActionView>;

export const staffActionsResponse = z.object({
  actions: z.array(staffActionView),
  next_cursor: z.string().nullable(),
});
export type StaffActionsResponse = z.infer<typeof staffActionsResponse>;

/** The filter lists of the trail page: staff users and action names seen so far. */
export const staffActionFacetsResponse = z.object({
  staff: z.array(z.object({ _id: z.string(), email: z.string(), name: z.string() })),
  actions: z.array(z.string()),
});
export type StaffActionFacetsResponse = z.infer<typeof staffActionFacetsResponse>;

export const adminRole = z.enum(ADMIN_ROLES, { error: 'required' });
/** Access names a staff user may hold beyond the role: the admin roles (spec section 6). */
export const staffAccessList = z.array(z.enum(ADMIN_ROLES, { error: 'format' })).max(ADMIN_ROLES.length);
export const adminRight = z.enum(ADMIN_RIGHTS);

/** `POST /api/admin/users`: invite a staff user (SUPER_ADMIN; reason and password). */
export const createStaffUserBody = z.object({
  email: emailField,
  first_name: personName,
  last_name: personName,
  role: adminRole,
  access: staffAccessList.default([]),
  ...staffConfirmFields,
});
export type CreateStaffUserBody = z.input<typeof createStaffUserBody>;

/** `PATCH /api/admin/users/{id}`: role and access (reason and password). */
export const updateStaffUserBody = z.object({
  role: adminRole,
  access: staffAccessList,
  ...staffConfirmFields,
});
export type UpdateStaffUserBody = z.input<typeof updateStaffUserBody>;

export const staffUserView = z
  .object({
    _id: z.string(),
    email: z.string(),
    first_name: z.string(),
    last_name: z.string(),
    role: z.string(),
    access: z.array(z.string()),
    /** ACTIVE, INVITED (no password set yet) or DISABLED. */
    status: z.enum(['ACTIVE', 'INVITED', 'DISABLED']),
    created_at: z.string(),
  })
  .meta({ id: 'StaffUser' });
export type StaffUserView = z.infer<typeof staffUserView>;
export const staffUsersResponse = z.object({ users: z.array(staffUserView) });
export const staffUserResponse = z.object({ user: staffUserView, message: z.string().optional() });

/** The privileges page: each role's rights, read from the one rule table. */
export const roleRightsView = z.object({
  role: z.string(),
  rights: z.array(z.object({ right: adminRight, allowed: z.boolean() })),
  users: z.number().int(),
});
export type RoleRightsView = z.infer<typeof roleRightsView>;
export const roleRightsResponse = z.object({ roles: z.array(roleRightsView) });
export const oneRoleRightsResponse = z.object({
  role: roleRightsView,
  members: z.array(staffUserView),
});

/** The public invitation page: check the link, then set a password. */
export const staffInvitationResponse = z.object({ email: z.string(), first_name: z.string() });
