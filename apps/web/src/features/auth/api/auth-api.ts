import type {
  CheckPasswordResponse,
  ConfirmEmailResponse,
  EmailOnlyBody,
  LoginBody,
  LoginResponse,
  MessageResponse,
  SetPasswordBody,
  SignupBody,
  SignupState,
  UserResponse,
} from '@platform/contracts';
import { apiFetch } from '../../../shared/api/http.ts';

const base = '/api/auth/users';
const seg = encodeURIComponent;

export type SignupStep = ConfirmEmailResponse['step'];

export const authApi = {
  login: (body: LoginBody) => apiFetch<LoginResponse>(`${base}/login`, { method: 'POST', body, auth: false }),
  currentUser: () => apiFetch<UserResponse>(`${base}/user`),
  /** Confirms the password and moves the session to the sandbox (mode 0) or live (mode 1). */
  switchMode: (password: string, mode: 0 | 1) =>
    apiFetch<CheckPasswordResponse>(`${base}/check_password`, { method: 'POST', body: { password, mode } }),
  logout: (session: string) =>
    apiFetch<MessageResponse>(`${base}/save_logout/${seg(session)}`, { method: 'POST' }),
  signup: (body: SignupBody) =>
    apiFetch<MessageResponse>(`${base}/signup`, { method: 'POST', body, auth: false }),
  resendConfirmation: (body: EmailOnlyBody) =>
    apiFetch<MessageResponse>(`${base}/confirmation/resend`, { method: 'POST', body, auth: false }),
  confirmEmail: (token: string) =>
    apiFetch<ConfirmEmailResponse>(`${base}/confirm_email`, { method: 'POST', body: { token }, auth: false }),
  signupState: (ticket: string) => apiFetch<SignupState>(`${base}/signup/${seg(ticket)}`, { auth: false }),
  submitIdentity: (ticket: string, form: FormData) =>
    apiFetch<{ step: SignupStep }>(`${base}/signup/${seg(ticket)}/identity`, {
      method: 'POST',
      body: form,
      auth: false,
    }),
  acceptTerms: (ticket: string) =>
    apiFetch<{ step: SignupStep }>(`${base}/signup/${seg(ticket)}/terms`, {
      method: 'POST',
      body: { accepted: true },
      auth: false,
    }),
  setSignupPassword: (ticket: string, body: SetPasswordBody) =>
    apiFetch<MessageResponse>(`${base}/signup/${seg(ticket)}/password`, {
      method: 'POST',
      body,
      auth: false,
    }),
  forgotPassword: (body: EmailOnlyBody) =>
    apiFetch<MessageResponse>(`${base}/password/forgot`, { method: 'POST', body, auth: false }),
  checkResetToken: (token: string) =>
    apiFetch<{ valid: true; email: string }>(`${base}/password/reset/${seg(token)}`, { auth: false }),
  resetPassword: (token: string, body: SetPasswordBody) =>
    apiFetch<MessageResponse>(`${base}/password/reset/${seg(token)}`, { method: 'POST', body, auth: false }),
};

/** Query keys of the auth area. */
export const authKeys = {
  all: ['auth'] as const,
  confirmEmail: (token: string) => ['auth', 'confirm-email', token] as const,
  signupState: (ticket: string) => ['auth', 'signup', ticket] as const,
  resetToken: (token: string) => ['auth', 'reset-token', token] as const,
};
