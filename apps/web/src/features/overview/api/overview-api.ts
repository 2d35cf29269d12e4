import type {
  CustomerListResponse,
  DashboardResponse,
  ReserveResponse,
  ShopBalanceResponse,
  ShopEventsResponse,
  SummaryResponse,
} from '@platform/contracts';
import { downloadFile } from '../../../shared/api/download-file.ts';
import { apiFetch } from '../../../shared/api/http.ts';

const search = (params: Record<string, string>) => new URLSearchParams(params).toString();

export type SummaryPeriod = { from: string; to: string };
export type ExportFormat = 'csv' | 'xlsx';

/** The overview calls: all for one shop of the session's mode. */
export const overviewApi = {
  dashboard: (shop: string) => apiFetch<DashboardResponse>(`/api/overview/dashboard?${search({ shop })}`),
  balance: (shop: string) => apiFetch<ShopBalanceResponse>(`/api/overview/balance?${search({ shop })}`),
  events: (shop: string) => apiFetch<ShopEventsResponse>(`/api/overview/events?${search({ shop })}`),
  summary: (shop: string, period: SummaryPeriod) =>
    apiFetch<SummaryResponse>(`/api/overview/summary?${search({ shop, ...period })}`),
  exportSummary: (shop: string, period: SummaryPeriod, format: ExportFormat) =>
    downloadFile(
      `/api/overview/summary/export?${search({ shop, ...period, format })}`,
      `summary-${period.from}_${period.to}.${format}`,
    ),
  newCustomers: (shop: string) =>
    apiFetch<CustomerListResponse>(`/api/customers?${search({ shop, limit: '20' })}`),
};

/** `/reserve`: the shop's rolling reserve (balance, release schedule, history page). */
export const reserveApi = {
  get: (shop: string, page: number) =>
    apiFetch<ReserveResponse>(`/api/reserve?${search({ shop, page: String(page) })}`),
};
