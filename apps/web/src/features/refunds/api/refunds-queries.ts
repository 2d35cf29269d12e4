import type { CreateRefundBody, CreateRefundListBody } from '@platform/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { refundsApi } from './refunds-api.ts';

export const refundKeys = {
  all: ['refunds'] as const,
  list: (shop: string) => ['refunds', 'list', shop] as const,
  detail: (id: string) => ['refunds', 'detail', id] as const,
  ofTransaction: (id: string) => ['refunds', 'of', id] as const,
  refundable: (shop: string, search: string) => ['refunds', 'refundable', shop, search] as const,
  lists: (shop: string) => ['refunds', 'lists', shop] as const,
  listDetail: (id: string) => ['refunds', 'lists', 'one', id] as const,
};

const FOLLOW_MS = 2_000;

export function useRefunds(shop: string | undefined) {
  return useQuery({
    queryKey: refundKeys.list(shop ?? ''),
    queryFn: () => refundsApi.list(shop!),
    enabled: Boolean(shop),
    retry: false,
    refetchInterval: (q) => (q.state.data?.some((r) => r.status === 'PENDING') ? FOLLOW_MS * 2 : false),
  });
}

export function useRefund(id: string | undefined) {
  return useQuery({
    queryKey: refundKeys.detail(id ?? ''),
    queryFn: () => refundsApi.detail(id!),
    enabled: Boolean(id),
    retry: false,
    refetchInterval: (q) => (q.state.data?.status === 'PENDING' ? FOLLOW_MS : false),
  });
}

export function useRefundable(shop: string | undefined, search: string) {
  return useQuery({
    queryKey: refundKeys.refundable(shop ?? '', search),
    queryFn: () => refundsApi.refundable(shop!, search),
    enabled: Boolean(shop),
    retry: false,
    placeholderData: keepPreviousData,
  });
}

export function useRefundLists(shop: string | undefined) {
  return useQuery({
    queryKey: refundKeys.lists(shop ?? ''),
    queryFn: () => refundsApi.lists(shop!),
    enabled: Boolean(shop),
    retry: false,
  });
}

export function useRefundList(id: string | undefined) {
  return useQuery({
    queryKey: refundKeys.listDetail(id ?? ''),
    queryFn: () => refundsApi.list_(id!),
    enabled: Boolean(id),
    retry: false,
    refetchInterval: (q) => (q.state.data?.pending ? FOLLOW_MS : false),
  });
}

/** A transaction's refunds and what is left; followed while one of them is on its way. */
export function useTransactionRefunds(id: string | undefined, enabled: boolean) {
  return useQuery({
    queryKey: refundKeys.ofTransaction(id ?? ''),
    queryFn: () => refundsApi.ofTransaction(id!),
    enabled: Boolean(id) && enabled,
    retry: false,
    refetchInterval: (q) => (q.state.data?.refunds.some((r) => r.status === 'PENDING') ? FOLLOW_MS : false),
  });
}

export function useCreateRefund() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateRefundBody) => refundsApi.create(body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: refundKeys.all }),
  });
}

export function useCreateRefundList() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateRefundListBody) => refundsApi.createList(body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: refundKeys.all }),
  });
}
