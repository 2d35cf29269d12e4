import type { AdminPayoutApiItem } from '@platform/contracts';
import type { PayoutApiRequestRow } from './payout-api-requests-repository.ts';

export function toAdminPayoutApiItem(row: {
  request: PayoutApiRequestRow;
  businessName: string;
  shopName: string;
}): AdminPayoutApiItem {
  const r = row.request;
  return {
    _id: r.id,
    merchant: { _id: r.merchantId, business_name: row.businessName },
    shop: { _id: r.shopId, name: row.shopName },
    ips: r.ips,
    usage: r.usage,
    status: r.status as AdminPayoutApiItem['status'],
    decision_note: r.decisionNote,
    decided_at: r.decidedAt?.toISOString() ?? null,
    decided_by: r.decidedBy,
    revoked_at: r.revokedAt?.toISOString() ?? null,
    date: r.createdAt.toISOString(),
  };
}
