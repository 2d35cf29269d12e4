import type {
  ChangeEmailBody,
  MessageResponse,
  ProfileResponse,
  RecoveryCodesResponse,
  SecurityEventListResponse,
  SessionListResponse,
  TotpSetupResponse,
  UpdateProfileBody,
} from '@platform/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../shared/api/http.ts';
import { currentUserKey } from '../../shell/use-current-user.ts';

export const profileKeys = {
  all: ['profile'] as const,
  me: () => [...profileKeys.all, 'me'] as const,
  sessions: () => [...profileKeys.all, 'sessions'] as const,
  events: () => [...profileKeys.all, 'events'] as const,
};

export const profileApi = {
  me: () => apiFetch<ProfileResponse>('/api/profile'),
  update: (body: UpdateProfileBody) => apiFetch<ProfileResponse>('/api/profile', { method: 'PUT', body }),
  changeEmail: (body: ChangeEmailBody) =>
    apiFetch<MessageResponse>('/api/profile/email', { method: 'POST', body }),
  confirmEmail: (token: string) =>
    apiFetch<MessageResponse>('/api/profile/email/confirm', { method: 'POST', body: { token }, auth: false }),
  avatar: (file: File) => {
    const form = new FormData();
    form.append('image', file);
    return apiFetch<ProfileResponse>('/api/profile/avatar', { method: 'POST', body: form });
  },
  changePassword: (body: { current_password: string; password: string; password_confirmation: string }) =>
    apiFetch<MessageResponse>('/api/auth/users/password/change', { method: 'POST', body }),
  sessions: () => apiFetch<SessionListResponse>('/api/profile/sessions'),
  revoke: (id: string) =>
    apiFetch<MessageResponse>(`/api/profile/sessions/${encodeURIComponent(id)}`, { method: 'DELETE' }),
  events: () => apiFetch<SecurityEventListResponse>('/api/profile/security-events'),
  totpSetup: () => apiFetch<TotpSetupResponse>('/api/profile/totp/setup', { method: 'POST' }),
  totpEnable: (code: string) =>
    apiFetch<RecoveryCodesResponse>('/api/profile/totp/enable', { method: 'POST', body: { code } }),
  totpDisable: (body: { password: string; code: string }) =>
    apiFetch<MessageResponse>('/api/profile/totp/disable', { method: 'POST', body }),
};

export function useProfile() {
  return useQuery({ queryKey: profileKeys.me(), queryFn: profileApi.me });
}
export function useOpenSessions() {
  return useQuery({ queryKey: profileKeys.sessions(), queryFn: profileApi.sessions });
}
export function useSecurityEvents() {
  return useQuery({ queryKey: profileKeys.events(), queryFn: profileApi.events });
}

/** A profile mutation that refreshes the profile, its lists and the top bar's user. */
export function useProfileMutation<A, R>(fn: (arg: A) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: profileKeys.all });
      await queryClient.invalidateQueries({ queryKey: currentUserKey });
    },
  });
}
