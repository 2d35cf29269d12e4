import type {
  AdminTransactionDetailResponse,
  AdminTransactionListQuery,
  AdminTransactionListResponse,
} from '@platform/contracts';
import { downloadFile } from '../../../shared/api/download-file.ts';
import { apiFetch } from '../../../shared/api/http.ts';

const seg = encodeURIComponent;

function search(params: Record<string, string | number | undefined | null>): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== null && value !== '') query.set(key, String(value));
  }
  return query.toString();
}

/** The staff calls of `/admin/transactions` (right transactions). */
export const adminTransactionsApi = {
  list: (query: AdminTransactionListQuery) =>
    apiFetch<AdminTransactionListResponse>(
      `/api/admin/transactions?${search(query as Record<string, string>)}`,
    ),
  detail: (id: string) => apiFetch<AdminTransactionDetailResponse>(`/api/admin/transactions/${seg(id)}`),
  recheck: (id: string) =>
    apiFetch<{ status: string; message: string }>(`/api/admin/transactions/${seg(id)}/recheck`, {
      method: 'POST',
    }),
  export: (query: Omit<AdminTransactionListQuery, 'limit' | 'cursor'>, format: 'csv' | 'xlsx') =>
    downloadFile(
      `/api/admin/transactions/export?${search({ ...(query as Record<string, string>), format })}`,
      `transactions.${format}`,
    ),
};
