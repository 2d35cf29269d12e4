import type { MerchantLookupItem, ShopLookupItem } from '@platform/contracts';
import type { Db } from '../../platform/db/client.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import { getMerchantById } from '../auth/users-repository.ts';
import { findMerchantShopsAllModes } from '../shops/staff-shops-repository.ts';
import { findMerchantsForLookup } from './merchants-staff-repository.ts';

/** The merchant picker of the back-office's forms: name, an e-mail of its users, or its id. */
export async function lookupMerchants(
  db: Db,
  q: string | undefined,
  limit: number,
): Promise<MerchantLookupItem[]> {
  const rows = await findMerchantsForLookup(db, q, limit);
  return rows.map((row) => ({
    _id: row.id,
    business_name: row.businessName,
    email: row.ownerEmail,
    status: row.status,
  }));
}

/** The shop picker: a merchant's shops in both modes (live first), deleted ones left out. */
export async function lookupMerchantShops(db: Db, merchantId: string): Promise<ShopLookupItem[]> {
  if (!(await getMerchantById(db, merchantId))) throw new AppError('MERCHANT_NOT_FOUND');
  const rows = await findMerchantShopsAllModes(db, merchantId);
  return rows.map((row) => ({
    _id: row.id,
    name: row.name,
    mode: row.mode === 1 ? 'LIVE' : 'SANDBOX',
    status: row.status,
  }));
}
