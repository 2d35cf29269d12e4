import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { overviewApi, reserveApi, type SummaryPeriod } from './overview-api.ts';

/** Query keys of the overview (a shop belongs to one mode, so the shop id scopes them). */
export const overviewKeys = {
  all: ['overview'] as const,
  dashboard: (shop: string) => ['overview', 'dashboard', shop] as const,
  balance: (shop: string) => ['overview', 'balance', shop] as const,
  events: (shop: string) => ['overview', 'events', shop] as const,
  summary: (shop: string, period: SummaryPeriod) => ['overview', 'summary', shop, period] as const,
  newCustomers: (shop: string) => ['overview', 'new-customers', shop] as const,
  reserve: (shop: string, page: number) => ['overview', 'reserve', shop, page] as const,
};

/** The shop's rolling reserve, one history page at a time. */
export function useReserve(shop: string, page: number) {
  return useQuery({ queryKey: overviewKeys.reserve(shop, page), queryFn: () => reserveApi.get(shop, page) });
}

export function useDashboard(shop: string | undefined, enabled = true) {
  return useQuery({
    queryKey: overviewKeys.dashboard(shop ?? ''),
    queryFn: () => overviewApi.dashboard(shop!),
    enabled: Boolean(shop) && enabled,
    refetchInterval: 60_000,
  });
}

/** The balance on its own: the reload button asks the ledger again without redrawing the rest. */
export function useBalance(shop: string | undefined, enabled = true) {
  return useQuery({
    queryKey: overviewKeys.balance(shop ?? ''),
    queryFn: () => overviewApi.balance(shop!),
    enabled: Boolean(shop) && enabled,
    select: (data) => data.balance,
  });
}

export function useReloadBalance(shop: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => overviewApi.balance(shop),
    onSuccess: (data) => queryClient.setQueryData(overviewKeys.balance(shop), data),
  });
}

export function useShopEvents(shop: string | undefined, enabled = true) {
  return useQuery({
    queryKey: overviewKeys.events(shop ?? ''),
    queryFn: () => overviewApi.events(shop!),
    enabled: Boolean(shop) && enabled,
    select: (data) => data.events,
  });
}

export function useSummary(shop: string | undefined, period: SummaryPeriod | null, enabled = true) {
  return useQuery({
    queryKey: overviewKeys.summary(shop ?? '', period ?? { from: '', to: '' }),
    queryFn: () => overviewApi.summary(shop!, period!),
    enabled: Boolean(shop && period) && enabled,
  });
}

export function useNewCustomers(shop: string | undefined, enabled = true) {
  return useQuery({
    queryKey: overviewKeys.newCustomers(shop ?? ''),
    queryFn: () => overviewApi.newCustomers(shop!),
    enabled: Boolean(shop) && enabled,
    select: (data) => data.customers,
  });
}
