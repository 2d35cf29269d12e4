import type { MerchantListResponse } from '@platform/contracts';
import type { Db } from '../../platform/db/client.ts';
import { toAdminMerchantItem } from './admin-merchant-item.ts';
import {
  countMerchantsForStaff,
  findMerchantsForStaff,
  type MerchantFilters,
} from './merchants-staff-repository.ts';

/** `/admin/merchants`: a page of every merchant matching the filters (staff, no merchant scope). */
export async function listMerchants(
  db: Db,
  input: MerchantFilters & { page: number; limit: number },
): Promise<MerchantListResponse> {
  const { page, limit, ...filters } = input;
  const [rows, total] = await Promise.all([
    findMerchantsForStaff(db, filters, limit, (page - 1) * limit),
    countMerchantsForStaff(db, filters),
  ]);
  return { items: rows.map(toAdminMerchantItem), total };
}
