import type {
  AddWhitelistIpBody,
  AdminPayoutApiItem,
  AdminWithdrawalItem,
  ApproveWithdrawalBody,
  RemoveWhitelistIpBody,
  StaffDecisionBody,
  WhitelistIpItem,
} from '@platform/contracts';
import { apiFetch } from '../../../shared/api/http.ts';

const seg = encodeURIComponent;
type Message = { message: string };

/** The staff calls of `/admin/payementRequest`, `/admin/payoutRequest` and `/admin/whitelistip`. */
export const adminPayoutsApi = {
  withdrawals: (status: string) =>
    apiFetch<AdminWithdrawalItem[]>(`/api/admin/withdrawals?status=${seg(status)}`),
  approveWithdrawal: (id: string, body: ApproveWithdrawalBody) =>
    apiFetch<{ withdrawal: AdminWithdrawalItem } & Message>(`/api/admin/withdrawals/${seg(id)}/approve`, {
      method: 'POST',
      body,
    }),
  refuseWithdrawal: (id: string, body: StaffDecisionBody) =>
    apiFetch<{ withdrawal: AdminWithdrawalItem } & Message>(`/api/admin/withdrawals/${seg(id)}/refuse`, {
      method: 'POST',
      body,
    }),
  requests: (status: string) =>
    apiFetch<AdminPayoutApiItem[]>(`/api/admin/payout-api-requests?status=${seg(status)}`),
  decideRequest: (id: string, decision: 'approve' | 'refuse' | 'revoke', body: StaffDecisionBody) =>
    apiFetch<{ request: AdminPayoutApiItem } & Message>(
      `/api/admin/payout-api-requests/${seg(id)}/${decision}`,
      {
        method: 'POST',
        body,
      },
    ),
  whitelist: () => apiFetch<WhitelistIpItem[]>('/api/admin/whitelist-ips'),
  addIp: (body: AddWhitelistIpBody) =>
    apiFetch<{ request: AdminPayoutApiItem } & Message>('/api/admin/whitelist-ips', { method: 'POST', body }),
  removeIp: (body: RemoveWhitelistIpBody) =>
    apiFetch<{ request: AdminPayoutApiItem } & Message>('/api/admin/whitelist-ips/remove', {
      method: 'POST',
      body,
    }),
};
