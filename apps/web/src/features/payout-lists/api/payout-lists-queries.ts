import type { PayoutListRowsQuery, PayoutListView } from '@platform/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { payoutListsApi } from './payout-lists-api.ts';

/** Query keys of the payout lists (lists per shop; one list's view, rows and progress). */
export const payoutListKeys = {
  all: ['payout-lists'] as const,
  lists: (shop: string, page: number) => ['payout-lists', 'lists', shop, page] as const,
  list: (id: string) => ['payout-lists', 'list', id] as const,
  rows: (id: string, query: PayoutListRowsQuery) => ['payout-lists', 'list', id, 'rows', query] as const,
  progress: (id: string) => ['payout-lists', 'list', id, 'progress'] as const,
};

/** How often a running list's progress is polled. */
export const PROGRESS_REFRESH_MS = 1_500;

export function usePayoutLists(shop: string | undefined, page: number, limit = 20) {
  return useQuery({
    queryKey: payoutListKeys.lists(shop ?? '', page),
    queryFn: () => payoutListsApi.lists(shop!, page, limit),
    enabled: Boolean(shop),
    placeholderData: keepPreviousData,
  });
}

const isRunning = (list: PayoutListView | undefined) =>
  list?.status === 'RUNNING' || (list?.status === 'DONE' && !list.progress.finished);

export function usePayoutList(id: string | undefined) {
  return useQuery({
    queryKey: payoutListKeys.list(id ?? ''),
    queryFn: () => payoutListsApi.get(id!),
    enabled: Boolean(id),
    refetchInterval: (query) => (isRunning(query.state.data) ? PROGRESS_REFRESH_MS : false),
  });
}

export function usePayoutListRows(id: string | undefined, query: PayoutListRowsQuery, live = false) {
  return useQuery({
    queryKey: payoutListKeys.rows(id ?? '', query),
    queryFn: () => payoutListsApi.rows(id!, query),
    enabled: Boolean(id),
    placeholderData: keepPreviousData,
    refetchInterval: live ? PROGRESS_REFRESH_MS * 2 : false,
  });
}

/** Everything a change to a list (or its rows) makes stale. */
export function useInvalidateList(id: string) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: payoutListKeys.list(id) });
}

export function useRowMutations(id: string) {
  const invalidate = useInvalidateList(id);
  return {
    update: useMutation({
      mutationFn: (input: { rowId: string; body: Parameters<typeof payoutListsApi.updateRow>[2] }) =>
        payoutListsApi.updateRow(id, input.rowId, input.body),
      onSuccess: invalidate,
    }),
    remove: useMutation({
      mutationFn: (rowId: string) => payoutListsApi.deleteRow(id, rowId),
      onSuccess: invalidate,
    }),
    add: useMutation({
      mutationFn: (row: Parameters<typeof payoutListsApi.addRow>[1]) => payoutListsApi.addRow(id, row),
      onSuccess: invalidate,
    }),
  };
}

export function useRunMutations(id: string) {
  const invalidate = useInvalidateList(id);
  return {
    confirm: useMutation({
      mutationFn: (password: string) => payoutListsApi.confirm(id, password),
      onSuccess: invalidate,
    }),
    pause: useMutation({ mutationFn: () => payoutListsApi.pause(id), onSuccess: invalidate }),
    resume: useMutation({ mutationFn: () => payoutListsApi.resume(id), onSuccess: invalidate }),
    retry: useMutation({
      mutationFn: (password: string) => payoutListsApi.retry(id, password),
      onSuccess: invalidate,
    }),
  };
}
