import type { PayoutListStatus, PayoutListsResponse } from '@platform/contracts';
import type { Db } from '../../platform/db/client.ts';
import { type ListActor, requireShop } from './payout-list-scope.ts';
import { findPayoutListsOfShop } from './payout-lists-repository.ts';

/** The saved lists of a shop, newest first. */
export async function findPayoutLists(
  db: Db,
  actor: ListActor,
  query: { shop: string; page: number; limit: number },
): Promise<PayoutListsResponse> {
  const shop = await requireShop(db, actor, query.shop);
  const { lists, total } = await findPayoutListsOfShop(db, shop.id, actor.mode, query.page, query.limit);
  return {
    lists: lists.map(({ list, rows, total: amount, successful, failed }) => ({
      _id: list.id,
      name: list.name,
      origin: list.origin as 'file' | 'typed' | 'copy',
      status: list.status as PayoutListStatus,
      rows,
      total: Number(amount),
      successful,
      failed,
      created_at: list.createdAt.toISOString(),
    })),
    pager: { totalItems: total, page: query.page, limit: query.limit },
  };
}
