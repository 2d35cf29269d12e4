import { PERMISSIONS, PROFILE_TYPES, TEAM_PROFILE_TYPES } from '@platform/domain';
import { z } from 'zod';
import { emailField, newPassword, passwordInput, personName } from './rules.ts';

const permissionList = z
  .array(z.enum(PERMISSIONS, { error: 'format' }), { error: 'required' })
  .max(PERMISSIONS.length)
  .transform((list) => [...new Set(list)]);

/** Invite a colleague: address, profile type and the permissions it will hold. */
export const inviteMemberBody = z.object({
  email: emailField,
  profile_type: z.enum(TEAM_PROFILE_TYPES, { error: 'required' }),
  permissions: permissionList.refine((l) => l.length > 0, { error: 'required' }),
});
export type InviteMemberBody = z.input<typeof inviteMemberBody>;

/** Change a member's profile type and permissions. */
export const updateMemberBody = inviteMemberBody.omit({ email: true });
export type UpdateMemberBody = z.input<typeof updateMemberBody>;

export const teamMember = z
  .object({
    _id: z.string(),
    first_name: z.string(),
    last_name: z.string(),
    email: z.string(),
    profile: z.object({ type: z.enum(PROFILE_TYPES), permissions: z.array(z.enum(PERMISSIONS)) }),
    owner: z.boolean(),
    is_self: z.boolean(),
    created_at: z.string(),
    last_seen_at: z.string().nullable(),
  })
  .meta({ id: 'TeamMember' });
export type TeamMember = z.infer<typeof teamMember>;

export const teamInvitation = z
  .object({
    _id: z.string(),
    email: z.string(),
    profile_type: z.enum(TEAM_PROFILE_TYPES),
    permissions: z.array(z.enum(PERMISSIONS)),
    invited_by: z.string(),
    status: z.enum(['PENDING', 'EXPIRED', 'ACCEPTED', 'CANCELED']),
    sent_at: z.string(),
    expires_at: z.string(),
  })
  .meta({ id: 'TeamInvitation' });
export type TeamInvitation = z.infer<typeof teamInvitation>;

export const teamListResponse = z.object({ members: z.array(teamMember) });
export type TeamListResponse = z.infer<typeof teamListResponse>;
export const invitationListResponse = z.object({ invitations: z.array(teamInvitation) });
export type InvitationListResponse = z.infer<typeof invitationListResponse>;
export const teamMemberResponse = z.object({ member: teamMember });
export type TeamMemberResponse = z.infer<typeof teamMemberResponse>;
export const invitationResponse = z.object({ invitation: teamInvitation, message: z.string() });
export type InvitationResponse = z.infer<typeof invitationResponse>;

export const teamIdParams = z.object({ id: z.string().min(1).max(64) });
export const invitationTokenParams = z.object({ slug: z.string().min(10).max(200) });

/** What the invitee sees before joining. */
export const invitationPreviewResponse = z.object({
  email: z.string(),
  business_name: z.string(),
  profile_type: z.enum(TEAM_PROFILE_TYPES),
  permissions: z.array(z.enum(PERMISSIONS)),
});
export type InvitationPreviewResponse = z.infer<typeof invitationPreviewResponse>;

/** The invitee joins: a name and a password. */
export const acceptInvitationBody = z
  .object({
    first_name: personName,
    last_name: personName,
    password: newPassword,
    password_confirmation: passwordInput,
  })
  .refine((v) => v.password === v.password_confirmation, {
    error: 'passwordMismatch',
    path: ['password_confirmation'],
  });
export type AcceptInvitationBody = z.infer<typeof acceptInvitationBody>;

export const joinedResponse = z.object({ email: z.string(), message: z.string() });
