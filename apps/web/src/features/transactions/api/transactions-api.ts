import type {
  ManualRequestBody,
  ManualRequestResponse,
  TransactionDetailResponse,
  TransactionListQuery,
  TransactionListResponse,
} from '@platform/contracts';
import { apiErrorFrom } from '../../../shared/api/api-error.ts';
import { apiFetch, refreshSession } from '../../../shared/api/http.ts';
import { getAccessToken } from '../../../shared/api/session.ts';
import { localeFromPath } from '../../../shared/i18n/locale-path.ts';

const seg = encodeURIComponent;

function search(params: Record<string, string | number | undefined | null>): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== null && value !== '') query.set(key, String(value));
  }
  return query.toString();
}

export type ExportFormat = 'csv' | 'xlsx';

/** Downloads an authenticated file (renewing the session once on 401) and hands it to the browser. */
async function download(path: string, fallbackName: string): Promise<void> {
  const get = (token: string | null) =>
    fetch(path, {
      credentials: 'include',
      headers: {
        'Accept-Language': localeFromPath(window.location.pathname),
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
      },
    });
  let response = await get(getAccessToken());
  if (response.status === 401) response = await get((await refreshSession()).token);
  if (!response.ok) throw await apiErrorFrom(response);
  const name =
    /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? fallbackName;
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

export const transactionsApi = {
  list: (query: TransactionListQuery) =>
    apiFetch<TransactionListResponse>(`/api/transactions?${search(query as Record<string, string>)}`),
  detail: (shop: string, id: string) =>
    apiFetch<TransactionDetailResponse>(`/api/transactions/${seg(id)}?${search({ shop })}`),
  request: (body: ManualRequestBody) =>
    apiFetch<ManualRequestResponse>('/api/transactions/request', { method: 'POST', body }),
  export: (query: Omit<TransactionListQuery, 'limit' | 'cursor'>, format: ExportFormat) =>
    download(
      `/api/transactions/export?${search({ ...(query as Record<string, string>), format })}`,
      `transactions.${format}`,
    ),
};
