import type { AdminMerchantItem } from '@platform/contracts';
import type { MerchantRow } from '../auth/users-repository.ts';

/** A merchant as the staff list shows it. */
export function toAdminMerchantItem(row: {
  merchant: MerchantRow;
  volume: string;
  ownerEmail: string | null;
}): AdminMerchantItem {
  const m = row.merchant;
  return {
    _id: m.id,
    business_name: m.businessName,
    country: m.country,
    status: m.status,
    valid: m.valid,
    card: m.cardEnabled,
    owner_email: row.ownerEmail,
    volume: Number(row.volume),
    created_at: m.createdAt.toISOString(),
  };
}
