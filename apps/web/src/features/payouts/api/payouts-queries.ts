import type { PayoutApiRequestBody, WithdrawalBody } from '@platform/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useRef } from 'react';
import { nextPayoutList, type PayoutListEntry, toPayoutListEntry } from '../lib/payout-list-item.ts';
import { payoutApiAccess, payoutsApi, type SendPayoutInput, withdrawalsApi } from './payouts-api.ts';

/** Query keys of the payouts area (a shop belongs to one mode, so the shop keys the mode too). */
export const payoutKeys = {
  all: ['payouts'] as const,
  list: (shop: string, source: string) => ['payouts', 'list', shop, source] as const,
  detail: (id: string) => ['payouts', 'detail', id] as const,
  fee: (shop: string, network: string, amount: number) => ['payouts', 'fee', shop, network, amount] as const,
  balance: (shop: string) => ['payouts', 'balance', shop] as const,
  apiRequests: ['payouts', 'api-requests'] as const,
  apiRequest: (id: string) => ['payouts', 'api-requests', id] as const,
  withdrawals: (shop: string) => ['payouts', 'withdrawals', shop] as const,
  withdrawal: (id: string) => ['payouts', 'withdrawals', 'one', id] as const,
};

const FOLLOW_MS = 2_000;

/**
 * The payouts of a shop from `POST payouts/readall`, mapped with the spec's rules. A failed
 * fetch keeps the list it had (and logs 'Erreur de récupération des payouts'). Open payouts are
 * followed every few seconds.
 */
export function usePayoutList(shop: string | undefined, mode: 0 | 1, source?: string[]) {
  const query = useQuery({
    queryKey: payoutKeys.list(shop ?? '', source?.join(',') ?? 'all'),
    queryFn: () => payoutsApi.readAll(shop!, mode, source),
    enabled: Boolean(shop),
    retry: false,
    refetchInterval: (q) => (q.state.data?.some((p) => p.status === 'PENDING') ? FOLLOW_MS * 2 : false),
  });
  const kept = useRef<PayoutListEntry[]>([]);
  const entries = useMemo(() => (query.data ? query.data.map(toPayoutListEntry) : null), [query.data]);
  if (entries) kept.current = entries;
  useEffect(() => {
    if (query.errorUpdatedAt) kept.current = nextPayoutList(kept.current, { ok: false });
  }, [query.errorUpdatedAt]);
  return {
    list: kept.current,
    isLoading: query.isLoading,
    refetch: query.refetch,
    isFetching: query.isFetching,
  };
}

export function usePayoutDetail(id: string | undefined, follow = true) {
  return useQuery({
    queryKey: payoutKeys.detail(id ?? ''),
    queryFn: () => payoutsApi.detail(id!),
    enabled: Boolean(id),
    retry: false,
    refetchInterval: (q) => (follow && q.state.data?.status === 'PENDING' ? FOLLOW_MS : false),
  });
}

export function usePayoutFee(
  shop: string | undefined,
  network: string | undefined,
  amount: number | undefined,
) {
  return useQuery({
    queryKey: payoutKeys.fee(shop ?? '', network ?? '', amount ?? 0),
    queryFn: () => payoutsApi.fee(shop!, network!, amount!),
    enabled: Boolean(shop && network && amount && amount > 0),
    retry: false,
  });
}

export function useSendPayout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SendPayoutInput) => payoutsApi.send(body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: payoutKeys.all }),
  });
}

export function usePayoutApiRequests() {
  return useQuery({ queryKey: payoutKeys.apiRequests, queryFn: payoutApiAccess.list, retry: false });
}

export function usePayoutApiRequest(id: string | undefined) {
  return useQuery({
    queryKey: payoutKeys.apiRequest(id ?? ''),
    queryFn: () => payoutApiAccess.get(id!),
    enabled: Boolean(id),
    retry: false,
  });
}

export function useCreatePayoutApiRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PayoutApiRequestBody) => payoutApiAccess.create(body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: payoutKeys.apiRequests }),
  });
}

export function useWithdrawals(shop: string | undefined) {
  return useQuery({
    queryKey: payoutKeys.withdrawals(shop ?? ''),
    queryFn: () => withdrawalsApi.list(shop!),
    enabled: Boolean(shop),
    retry: false,
  });
}

export function useWithdrawal(id: string | null) {
  return useQuery({
    queryKey: payoutKeys.withdrawal(id ?? ''),
    queryFn: () => withdrawalsApi.get(id!),
    enabled: Boolean(id),
    retry: false,
  });
}

export function useCreateWithdrawal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: WithdrawalBody) => withdrawalsApi.create(body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: payoutKeys.all }),
  });
}

export function useShopBalance(shop: string | undefined) {
  return useQuery({
    queryKey: payoutKeys.balance(shop ?? ''),
    queryFn: () => payoutsApi.balance(shop!),
    enabled: Boolean(shop),
    retry: false,
  });
}
