import type { UpdatePayoutRowBody } from '@platform/contracts';
import type { OperatorCode } from '@platform/domain';
import type { Db } from '../../platform/db/client.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import { type ListActor, lockDraftList } from './payout-list-scope.ts';
import { getPayoutRow, updatePayoutRow } from './payout-lists-repository.ts';
import { stagedRow, validationContext } from './stage-payout-list.ts';
import { cellText } from './validate-payout-row.ts';

/** Fixes a row in place: the changed cells replace the old ones and the row is validated again. */
export async function updatePayoutListRow(
  db: Db,
  actor: ListActor,
  listId: string,
  rowId: string,
  body: UpdatePayoutRowBody,
) {
  return db.transaction(async (tx) => {
    const list = await lockDraftList(tx, actor, listId);
    const row = await getPayoutRow(tx, list.id, rowId);
    if (!row) throw new AppError('PAYOUT_LIST_ROW_NOT_FOUND');
    const ctx = await validationContext(
      tx,
      list.merchantId,
      (list.sameNetwork as OperatorCode | null) ?? null,
    );
    const next = stagedRow(
      list.id,
      list.merchantId,
      {
        line: row.line,
        phone: body.phoneNumber !== undefined ? cellText(body.phoneNumber) : row.phoneRaw,
        network: body.network !== undefined ? cellText(body.network) : row.networkRaw,
        amount: body.amount !== undefined ? cellText(body.amount) : row.amountRaw,
        motif: body.motif !== undefined ? cellText(body.motif) : row.motif,
      },
      ctx,
    );
    const { id: _id, listId: _list, merchantId: _merchant, line: _line, ...patch } = next;
    return updatePayoutRow(tx, row.id, patch);
  });
}
