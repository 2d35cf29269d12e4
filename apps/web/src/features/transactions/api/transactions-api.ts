import type {
  ManualRequestBody,
  ManualRequestResponse,
  TransactionDetailResponse,
  TransactionListQuery,
  TransactionListResponse,
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

export type ExportFormat = 'csv' | 'xlsx';

export const transactionsApi = {
  list: (query: TransactionListQuery) =>
    apiFetch<TransactionListResponse>(`/api/transactions?${search(query as Record<string, string>)}`),
  detail: (shop: string, id: string) =>
    apiFetch<TransactionDetailResponse>(`/api/transactions/${seg(id)}?${search({ shop })}`),
  request: (body: ManualRequestBody) =>
    apiFetch<ManualRequestResponse>('/api/transactions/request', { method: 'POST', body }),
  export: (query: Omit<TransactionListQuery, 'limit' | 'cursor'>, format: ExportFormat) =>
    downloadFile(
      `/api/transactions/export?${search({ ...(query as Record<string, string>), format })}`,
      `transactions.${format}`,
    ),
};
