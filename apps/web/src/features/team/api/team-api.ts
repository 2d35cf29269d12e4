import type {
  AcceptInvitationBody,
  InvitationListResponse,
  InvitationPreviewResponse,
  InvitationResponse,
  InviteMemberBody,
  MessageResponse,
  TeamListResponse,
  TeamMemberResponse,
  UpdateMemberBody,
} from '@platform/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../shared/api/http.ts';

export const teamKeys = {
  all: ['team'] as const,
  members: () => [...teamKeys.all, 'members'] as const,
  member: (id: string) => [...teamKeys.all, 'member', id] as const,
  invitations: () => [...teamKeys.all, 'invitations'] as const,
  join: (slug: string) => [...teamKeys.all, 'join', slug] as const,
};

export const teamApi = {
  members: () => apiFetch<TeamListResponse>('/api/subaccounts'),
  member: (id: string) => apiFetch<TeamMemberResponse>(`/api/subaccounts/${encodeURIComponent(id)}`),
  update: (id: string, body: UpdateMemberBody) =>
    apiFetch<TeamMemberResponse>(`/api/subaccounts/${encodeURIComponent(id)}`, { method: 'PUT', body }),
  remove: (id: string) =>
    apiFetch<MessageResponse>(`/api/subaccounts/${encodeURIComponent(id)}`, { method: 'DELETE' }),
  invitations: () => apiFetch<InvitationListResponse>('/api/subaccounts/invitations'),
  invite: (body: InviteMemberBody) =>
    apiFetch<InvitationResponse>('/api/subaccounts/invitations', { method: 'POST', body }),
  resend: (id: string) =>
    apiFetch<InvitationResponse>(`/api/subaccounts/invitations/${encodeURIComponent(id)}/resend`, {
      method: 'POST',
    }),
  cancel: (id: string) =>
    apiFetch<InvitationResponse>(`/api/subaccounts/invitations/${encodeURIComponent(id)}`, {
      method: 'DELETE',
    }),
  preview: (slug: string) =>
    apiFetch<InvitationPreviewResponse>(`/api/subaccounts/join/${encodeURIComponent(slug)}`, { auth: false }),
  join: (slug: string, body: AcceptInvitationBody) =>
    apiFetch<{ email: string; message: string }>(`/api/subaccounts/join/${encodeURIComponent(slug)}`, {
      method: 'POST',
      body,
      auth: false,
    }),
};

export function useTeamMembers() {
  return useQuery({ queryKey: teamKeys.members(), queryFn: teamApi.members });
}

export function useTeamMember(id: string) {
  return useQuery({ queryKey: teamKeys.member(id), queryFn: () => teamApi.member(id) });
}

export function useInvitations() {
  return useQuery({ queryKey: teamKeys.invitations(), queryFn: teamApi.invitations });
}

export function useInvitationPreview(slug: string) {
  return useQuery({ queryKey: teamKeys.join(slug), queryFn: () => teamApi.preview(slug), retry: false });
}

/** A team mutation that refreshes the team's lists when it succeeds. */
export function useTeamMutation<A, R>(fn: (arg: A) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: teamKeys.all }),
  });
}
