import type { Db } from '../../platform/db/client.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import { getShopForMerchant, type ShopRow } from '../shops/shops-repository.ts';
import { getPayoutListForMerchant, lockPayoutList, type PayoutListRow } from './payout-lists-repository.ts';

/** Who acts: the caller's merchant, the session's mode, the user. */
export type ListActor = { merchantId: string; mode: 0 | 1; userId: string };

/** The caller's shop in the session's mode, or SHOP_NOT_FOUND. */
export async function requireShop(db: Db, actor: ListActor, shopId: string): Promise<ShopRow> {
  const shop = await getShopForMerchant(db, shopId, actor.merchantId, actor.mode);
  if (!shop) throw new AppError('SHOP_NOT_FOUND');
  return shop;
}

/** The caller's list (merchant and mode), or PAYOUT_LIST_NOT_FOUND: another merchant's id is a 404. */
export async function requireList(db: Db, actor: ListActor, listId: string) {
  const list = await getPayoutListForMerchant(db, listId, actor.merchantId, actor.mode);
  if (!list) throw new AppError('PAYOUT_LIST_NOT_FOUND');
  return list;
}

/** The caller's DRAFT list, locked for a change (a confirmed list cannot change). */
export async function lockDraftList(tx: Db, actor: ListActor, listId: string): Promise<PayoutListRow> {
  const list = await requireList(tx, actor, listId);
  const locked = await lockPayoutList(tx, list.id);
  if (locked?.status !== 'DRAFT') throw new AppError('PAYOUT_LIST_NOT_DRAFT');
  return locked;
}
