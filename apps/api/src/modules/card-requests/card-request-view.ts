import type { CardRequestView } from '@platform/contracts';
import type { CardRequestRow } from './card-requests-repository.ts';

export function toCardRequestView(row: CardRequestRow): CardRequestView {
  return {
    _id: row.id,
    status: row.status as CardRequestView['status'],
    business_name: row.businessName,
    activity: row.activity,
    country: row.country,
    phone_number: row.phoneNumber,
    monthly_volume: Number(row.monthlyVolume),
    website: row.website,
    message: row.message,
    decision_note: row.decisionNote,
    decided_at: row.decidedAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
  };
}
