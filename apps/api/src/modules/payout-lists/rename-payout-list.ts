import type { Db } from '../../platform/db/client.ts';
import { PAYOUT_LIST_MAX_NAME } from './payout-list-limits.ts';
import { type ListActor, requireList } from './payout-list-scope.ts';
import { updatePayoutList } from './payout-lists-repository.ts';

/** Renames a list (any state: the name is for the merchant's eyes only). */
export async function renamePayoutList(db: Db, actor: ListActor, listId: string, name: string) {
  const list = await requireList(db, actor, listId);
  return updatePayoutList(db, list.id, { name: name.trim().slice(0, PAYOUT_LIST_MAX_NAME) });
}
