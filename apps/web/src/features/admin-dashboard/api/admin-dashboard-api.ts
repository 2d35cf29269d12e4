import type { AdminDashboardPeriod, AdminDashboardResponse, LedgerCheckFigure } from '@platform/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../shared/api/http.ts';

const key = (period: AdminDashboardPeriod, mode: 0 | 1) => ['admin-dashboard', period, mode] as const;

export function useAdminDashboard(period: AdminDashboardPeriod, mode: 0 | 1) {
  return useQuery({
    queryKey: key(period, mode),
    queryFn: () => apiFetch<AdminDashboardResponse>(`/api/admin/dashboard?period=${period}&mode=${mode}`),
    refetchInterval: 60_000,
  });
}

export function useRunLedgerCheck() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiFetch<LedgerCheckFigure>('/api/admin/dashboard/ledger-check', { method: 'POST' }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ['admin-dashboard'] }),
  });
}
