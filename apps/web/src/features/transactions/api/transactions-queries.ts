import type { ManualRequestBody, TransactionListQuery } from '@platform/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { transactionsApi } from './transactions-api.ts';

/** Query keys of the transactions area (a shop belongs to one mode, so the shop keys the mode too). */
export const transactionKeys = {
  all: ['transactions'] as const,
  list: (query: TransactionListQuery) => ['transactions', 'list', query] as const,
  detail: (shop: string, id: string) => ['transactions', 'detail', shop, id] as const,
};

/** Open collections are followed every few seconds until they are final. */
export const FOLLOW_INTERVAL_MS = 2_000;

export function useTransactionList(query: TransactionListQuery | null) {
  return useQuery({
    queryKey: transactionKeys.list(query ?? { shop: '' }),
    queryFn: () => transactionsApi.list(query!),
    enabled: Boolean(query?.shop),
    placeholderData: keepPreviousData,
    retry: false,
  });
}

/** One transaction; `follow` polls it while it is PENDING. */
export function useTransactionDetail(shop: string | undefined, id: string | undefined, follow = false) {
  return useQuery({
    queryKey: transactionKeys.detail(shop ?? '', id ?? ''),
    queryFn: () => transactionsApi.detail(shop!, id!),
    enabled: Boolean(shop && id),
    refetchInterval: (q) =>
      follow && (!q.state.data || q.state.data.transaction.status === 'PENDING') ? FOLLOW_INTERVAL_MS : false,
  });
}

export function useRequestPayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ManualRequestBody) => transactionsApi.request(body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: transactionKeys.all }),
  });
}
