import type {
  AdminAgentsResponse,
  AgentCustomerBalancesResponse,
  AgentCustomerDetailResponse,
  AgentCustomerPayoutsResponse,
  AgentCustomersResponse,
  AgentDashboardResponse,
  AgentPeriod,
  AgentTermsBody,
  AssignAgentBody,
  InviteAgentBody,
  MerchantCommissionResponse,
  ReferralTermsBody,
} from '@platform/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../shared/api/http.ts';

const seg = encodeURIComponent;

export const commercialKeys = {
  all: ['commercial'] as const,
  dashboard: (period: AgentPeriod) => ['commercial', 'dashboard', period] as const,
  customers: ['commercial', 'customers'] as const,
  customer: (id: string, part: string) => ['commercial', 'customer', id, part] as const,
  merchantCommission: (id: string) => ['commercial', 'admin', 'merchant', id] as const,
  agents: ['commercial', 'admin', 'agents'] as const,
};

export const commercialApi = {
  dashboard: (period: AgentPeriod) =>
    apiFetch<AgentDashboardResponse>(`/api/commercial/dashboard?period=${period}`),
  customers: () => apiFetch<AgentCustomersResponse>('/api/commercial/customers'),
  customer: (id: string) => apiFetch<AgentCustomerDetailResponse>(`/api/commercial/customers/${seg(id)}`),
  balances: (id: string) =>
    apiFetch<AgentCustomerBalancesResponse>(`/api/commercial/customers/${seg(id)}/solde`),
  payouts: (id: string) =>
    apiFetch<AgentCustomerPayoutsResponse>(`/api/commercial/customers/${seg(id)}/payouts`),
  merchantCommission: (id: string) =>
    apiFetch<MerchantCommissionResponse>(`/api/admin/commercial/merchants/${seg(id)}`),
  assignAgent: (id: string, body: AssignAgentBody) =>
    apiFetch<MerchantCommissionResponse>(`/api/admin/commercial/merchants/${seg(id)}/agent`, {
      method: 'PUT',
      body,
    }),
  referralTerms: (id: string, body: ReferralTermsBody) =>
    apiFetch<MerchantCommissionResponse>(`/api/admin/commercial/merchants/${seg(id)}/referral`, {
      method: 'PUT',
      body,
    }),
  agents: () => apiFetch<AdminAgentsResponse>('/api/admin/commercial/agents'),
  inviteAgent: (body: InviteAgentBody) =>
    apiFetch<{ user_id: string; message: string }>('/api/admin/commercial/agents', { method: 'POST', body }),
  agentTerms: (userId: string, body: AgentTermsBody) =>
    apiFetch<{ message: string }>(`/api/admin/commercial/agents/${seg(userId)}`, { method: 'PUT', body }),
};

/** Staff: the commercial agents with their default terms (`/admin/merchants/agents`). */
export const useAgents = () => useQuery({ queryKey: commercialKeys.agents, queryFn: commercialApi.agents });

/** Staff: invite an agent or change an agent's default terms; the list is read again after. */
export function useAgentMutation<T>(call: (body: T) => Promise<{ message: string }>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: commercialKeys.agents }),
  });
}

export const useAgentDashboard = (period: AgentPeriod) =>
  useQuery({
    queryKey: commercialKeys.dashboard(period),
    queryFn: () => commercialApi.dashboard(period),
    placeholderData: keepPreviousData,
  });
export const useAgentCustomers = () =>
  useQuery({ queryKey: commercialKeys.customers, queryFn: commercialApi.customers });
export const useAgentCustomer = (id: string) =>
  useQuery({ queryKey: commercialKeys.customer(id, 'view'), queryFn: () => commercialApi.customer(id) });
export const useAgentCustomerBalances = (id: string) =>
  useQuery({ queryKey: commercialKeys.customer(id, 'solde'), queryFn: () => commercialApi.balances(id) });
export const useAgentCustomerPayouts = (id: string) =>
  useQuery({ queryKey: commercialKeys.customer(id, 'payouts'), queryFn: () => commercialApi.payouts(id) });
export const useMerchantCommission = (id: string) =>
  useQuery({
    queryKey: commercialKeys.merchantCommission(id),
    queryFn: () => commercialApi.merchantCommission(id),
  });

export function useAssignAgent(merchantId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AssignAgentBody) => commercialApi.assignAgent(merchantId, body),
    onSuccess: (answer) => queryClient.setQueryData(commercialKeys.merchantCommission(merchantId), answer),
  });
}

export function useReferralTerms(merchantId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ReferralTermsBody) => commercialApi.referralTerms(merchantId, body),
    onSuccess: (answer) => queryClient.setQueryData(commercialKeys.merchantCommission(merchantId), answer),
  });
}
