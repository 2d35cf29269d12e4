import type {
  ReferralBoardResponse,
  ReferralCodeResponse,
  ReferralOverviewResponse,
  ReferralTransferBody,
  ReferralTransferResponse,
  ReferralViewResponse,
  SponsorshipResponse,
  SponsorshipView,
} from '@platform/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../shared/api/http.ts';

const seg = encodeURIComponent;

export const referralKeys = {
  all: ['referral'] as const,
  overview: ['referral', 'overview'] as const,
  board: ['referral', 'board'] as const,
  view: (id: string) => ['referral', 'view', id] as const,
  sponsorship: ['referral', 'sponsorship'] as const,
  sponsorshipView: (id: string) => ['referral', 'sponsorship', id] as const,
  code: (kind: string, code: string) => ['referral', 'code', kind, code] as const,
};

export const referralApi = {
  overview: () => apiFetch<ReferralOverviewResponse>('/api/referral'),
  board: () => apiFetch<ReferralBoardResponse>('/api/referral/board'),
  view: (id: string) => apiFetch<ReferralViewResponse>(`/api/referral/view/${seg(id)}`),
  transfer: (body: ReferralTransferBody) =>
    apiFetch<ReferralTransferResponse>('/api/referral/transfer', { method: 'POST', body }),
  sponsorship: () => apiFetch<SponsorshipResponse>('/api/sponsorship'),
  sponsorshipView: (id: string) => apiFetch<SponsorshipView>(`/api/sponsorship/view/${seg(id)}`),
  lookup: (kind: 'referral' | 'agent', code: string) =>
    apiFetch<ReferralCodeResponse>(`/api/referral/public/code/${seg(code)}?kind=${kind}`, { auth: false }),
};

export const useReferralOverview = () =>
  useQuery({ queryKey: referralKeys.overview, queryFn: referralApi.overview });
export const useReferralBoard = () => useQuery({ queryKey: referralKeys.board, queryFn: referralApi.board });
export const useSponsoredMerchant = (id: string) =>
  useQuery({ queryKey: referralKeys.view(id), queryFn: () => referralApi.view(id) });
export const useSponsorship = () =>
  useQuery({ queryKey: referralKeys.sponsorship, queryFn: referralApi.sponsorship });
export const useSponsorshipView = (id: string) =>
  useQuery({ queryKey: referralKeys.sponsorshipView(id), queryFn: () => referralApi.sponsorshipView(id) });

/** Who is behind a sign-up link's code (null: no code in the link). */
export function useCodeOwner(kind: 'referral' | 'agent', code: string | null) {
  return useQuery({
    queryKey: referralKeys.code(kind, code ?? ''),
    queryFn: () => referralApi.lookup(kind, code!),
    enabled: Boolean(code),
    retry: false,
  });
}

export function useTransferCommission() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: referralApi.transfer,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: referralKeys.all }),
  });
}
