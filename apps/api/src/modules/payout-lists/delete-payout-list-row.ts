import type { Db } from '../../platform/db/client.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import { type ListActor, lockDraftList } from './payout-list-scope.ts';
import { deletePayoutRow, getPayoutRow } from './payout-lists-repository.ts';

/** Removes a row from a DRAFT list. */
export async function deletePayoutListRow(db: Db, actor: ListActor, listId: string, rowId: string) {
  await db.transaction(async (tx) => {
    const list = await lockDraftList(tx, actor, listId);
    const row = await getPayoutRow(tx, list.id, rowId);
    if (!row) throw new AppError('PAYOUT_LIST_ROW_NOT_FOUND');
    await deletePayoutRow(tx, row.id);
  });
}
