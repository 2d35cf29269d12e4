import type {
  CustomerListResponse,
  DashboardResponse,
  ShopBalanceResponse,
  ShopEventsResponse,
  SummaryResponse,
} from '@platform/contracts';
import { apiErrorFrom } from '../../../shared/api/api-error.ts';
import { apiFetch, refreshSession } from '../../../shared/api/http.ts';
import { getAccessToken } from '../../../shared/api/session.ts';
import { localeFromPath } from '../../../shared/i18n/locale-path.ts';

const search = (params: Record<string, string>) => new URLSearchParams(params).toString();

export type SummaryPeriod = { from: string; to: string };
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

/** The overview calls: all for one shop of the session's mode. */
export const overviewApi = {
  dashboard: (shop: string) => apiFetch<DashboardResponse>(`/api/overview/dashboard?${search({ shop })}`),
  balance: (shop: string) => apiFetch<ShopBalanceResponse>(`/api/overview/balance?${search({ shop })}`),
  events: (shop: string) => apiFetch<ShopEventsResponse>(`/api/overview/events?${search({ shop })}`),
  summary: (shop: string, period: SummaryPeriod) =>
    apiFetch<SummaryResponse>(`/api/overview/summary?${search({ shop, ...period })}`),
  exportSummary: (shop: string, period: SummaryPeriod, format: ExportFormat) =>
    download(
      `/api/overview/summary/export?${search({ shop, ...period, format })}`,
      `summary-${period.from}_${period.to}.${format}`,
    ),
  newCustomers: (shop: string) =>
    apiFetch<CustomerListResponse>(`/api/customers?${search({ shop, limit: '20' })}`),
};
