import {
  MERCHANT_STATUSES,
  PERMISSIONS,
  PROFILE_TYPES,
  REFERRAL_CODE_PATTERN,
  USER_ROLES,
} from '@platform/domain';
import { z } from 'zod';
import { emailField, newPassword, passwordInput, personName, requiredText } from './rules.ts';

/** The signed-in user as the spec's User entity. */
export const user = z
  .object({
    _id: z.string(),
    first_name: z.string(),
    last_name: z.string(),
    email: z.string(),
    is_active: z.boolean(),
    role: z.enum(USER_ROLES),
    access: z.array(z.string()),
    session: z.string().nullable(),
    merchant_id: z.string().nullable(),
    merchant_valid: z.boolean(),
    merchant_status: z.enum(MERCHANT_STATUSES).nullable(),
    avatar: z.object({ filename: z.string().nullable() }),
    profile: z.object({ type: z.enum(PROFILE_TYPES), permissions: z.array(z.enum(PERMISSIONS)) }).nullable(),
    in_sandbox: z.boolean(),
  })
  .meta({ id: 'User' });
export type User = z.infer<typeof user>;

export const loginBody = z.object({
  email: emailField,
  password: passwordInput,
  /** Two-step sign-in: a code of the authenticator app or a recovery code, once turned on. */
  totp_code: z.string().max(32).optional(),
});
export type LoginBody = z.infer<typeof loginBody>;
export const loginResponse = z.object({ token: z.string(), expires_in: z.number().int(), user });
export type LoginResponse = z.infer<typeof loginResponse>;

export const userResponse = z.object({ user });
export type UserResponse = z.infer<typeof userResponse>;

/** Confirms the password; with `mode` it also moves the session to live (1) or the sandbox (0). */
export const checkPasswordBody = z.object({
  password: z.string({ error: 'passwordRequired' }).min(1, { error: 'passwordRequired' }).max(200),
  id: z.string().optional(),
  mode: z.union([z.literal(0), z.literal(1)]).optional(),
});
export type CheckPasswordBody = z.infer<typeof checkPasswordBody>;
export const checkPasswordResponse = z.object({
  valid: z.literal(true),
  message: z.string(),
  in_sandbox: z.boolean(),
});
export type CheckPasswordResponse = z.infer<typeof checkPasswordResponse>;

export const sessionParams = z.object({ session: z.string().min(1).max(64) });

export const COUNTRIES = ['BJ', 'TG', 'CI', 'SN'] as const;

/** A referral or agent code carried by a sign-up link: optional; empty means none. */
const referralCodeField = z
  .string({ error: 'format' })
  .trim()
  .toUpperCase()
  .regex(REFERRAL_CODE_PATTERN, { error: 'format' })
  .or(z.literal('').transform(() => undefined))
  .optional();

export const signupBody = z.object({
  first_name: personName,
  last_name: personName,
  email: emailField,
  country: z.enum(COUNTRIES, { error: 'required' }),
  business_name: requiredText(120),
  // Growth: the code of a referral link (`?ref=`) or of a commercial agent's link (`?agent=`).
  referral_code: referralCodeField,
  agent_code: referralCodeField,
});
export type SignupBody = z.infer<typeof signupBody>;

export const emailOnlyBody = z.object({ email: emailField });
export type EmailOnlyBody = z.infer<typeof emailOnlyBody>;

export const tokenParams = z.object({ token: z.string().min(10).max(200) });
export const ticketParams = z.object({ ticket: z.string().min(10).max(200) });

export const confirmEmailBody = z.object({ token: z.string().min(10).max(200) });
export const confirmEmailResponse = z.object({
  ticket: z.string(),
  step: z.enum(['identity', 'terms', 'password']),
});
export type ConfirmEmailResponse = z.infer<typeof confirmEmailResponse>;

/** Where a sign-up stands, read with its ticket. */
export const signupStateResponse = z.object({
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  business_name: z.string(),
  country: z.string(),
  step: z.enum(['identity', 'terms', 'password']),
});
export type SignupState = z.infer<typeof signupStateResponse>;

export const LEGAL_FORMS = ['INDIVIDUAL', 'SOLE_PROPRIETORSHIP', 'COMPANY', 'NGO'] as const;
export const ID_DOCUMENT_TYPES = ['NATIONAL_ID', 'PASSPORT', 'DRIVER_LICENSE'] as const;

/** Text fields of the identity step (the documents come as files beside them). */
export const identityFields = z.object({
  phone: z
    .string({ error: 'required' })
    .trim()
    .min(1, { error: 'required' })
    .regex(/^\+?[0-9 ]{8,20}$/, { error: 'format' }),
  birth_date: z.iso.date({ error: 'format' }),
  id_document_type: z.enum(ID_DOCUMENT_TYPES, { error: 'required' }),
  id_document_number: requiredText(40),
  legal_form: z.enum(LEGAL_FORMS, { error: 'required' }),
  trade_register_number: z.string().trim().max(60, { error: 'max' }).optional().default(''),
  tax_id: z.string().trim().max(60, { error: 'max' }).optional().default(''),
  activity: requiredText(200),
  address: requiredText(200),
  city: requiredText(80),
  website: z.string().trim().max(200, { error: 'max' }).optional().default(''),
});
export type IdentityFields = z.infer<typeof identityFields>;

/** The identity documents a merchant uploads, by form field name. */
export const IDENTITY_DOCUMENT_FIELDS = ['id_document', 'business_document'] as const;
export type IdentityDocumentField = (typeof IDENTITY_DOCUMENT_FIELDS)[number];

export const termsBody = z.object({ accepted: z.literal(true, { error: 'termsRequired' }) });

export const setPasswordBody = z
  .object({ password: newPassword, password_confirmation: passwordInput })
  .refine((v) => v.password === v.password_confirmation, {
    error: 'passwordMismatch',
    path: ['password_confirmation'],
  });
export type SetPasswordBody = z.infer<typeof setPasswordBody>;

export const changePasswordBody = z
  .object({ current_password: passwordInput, password: newPassword, password_confirmation: passwordInput })
  .refine((v) => v.password === v.password_confirmation, {
    error: 'passwordMismatch',
    path: ['password_confirmation'],
  });

export const linkCheckResponse = z.object({ valid: z.literal(true), email: z.string() });
