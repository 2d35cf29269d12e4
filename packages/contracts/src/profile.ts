import { z } from 'zod';
import { emailField, passwordInput, personName } from './rules.ts';

export const updateProfileBody = z.object({ first_name: personName, last_name: personName });
export type UpdateProfileBody = z.infer<typeof updateProfileBody>;

/** Ask to move the account to a new address: the link goes to that address. */
export const changeEmailBody = z.object({ email: emailField, password: passwordInput });
export type ChangeEmailBody = z.infer<typeof changeEmailBody>;
export const confirmEmailChangeBody = z.object({ token: z.string().min(10).max(200) });

export const profileResponse = z.object({
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  pending_email: z.string().nullable(),
  avatar: z.object({ filename: z.string().nullable() }),
  two_factor: z.boolean(),
  recovery_codes_left: z.number().int(),
});
export type ProfileResponse = z.infer<typeof profileResponse>;

export const openSession = z.object({
  _id: z.string(),
  device: z.string(),
  ip: z.string().nullable(),
  created_at: z.string(),
  last_seen_at: z.string(),
  current: z.boolean(),
  mode: z.union([z.literal(0), z.literal(1)]),
});
export type OpenSession = z.infer<typeof openSession>;
export const sessionListResponse = z.object({ sessions: z.array(openSession) });
export type SessionListResponse = z.infer<typeof sessionListResponse>;

export const securityEvent = z.object({
  _id: z.string(),
  event: z.string(),
  user: z.string().nullable(),
  ip: z.string().nullable(),
  created_at: z.string(),
});
export type SecurityEvent = z.infer<typeof securityEvent>;
export const securityEventListResponse = z.object({ events: z.array(securityEvent) });
export type SecurityEventListResponse = z.infer<typeof securityEventListResponse>;

/** Two-step sign-in: enrolment gives a secret to scan, confirmed by a first code. */
export const totpSetupResponse = z.object({ secret: z.string(), otpauth_url: z.string() });
export type TotpSetupResponse = z.infer<typeof totpSetupResponse>;
export const totpCode = z
  .string({ error: 'required' })
  .trim()
  .min(1, { error: 'required' })
  .max(32, { error: 'max' });
export const totpConfirmBody = z.object({ code: totpCode });
export const recoveryCodesResponse = z.object({ recovery_codes: z.array(z.string()), message: z.string() });
export type RecoveryCodesResponse = z.infer<typeof recoveryCodesResponse>;
export const totpDisableBody = z.object({ password: passwordInput, code: totpCode });
