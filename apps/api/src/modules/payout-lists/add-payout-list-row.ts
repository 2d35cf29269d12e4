import type { TypedPayoutRow } from '@platform/contracts';
import type { OperatorCode } from '@platform/domain';
import type { Db } from '../../platform/db/client.ts';
import { type ListActor, lockDraftList } from './payout-list-scope.ts';
import { insertPayoutRows, maxLine } from './payout-lists-repository.ts';
import { stagedRow, validationContext } from './stage-payout-list.ts';
import { cellText } from './validate-payout-row.ts';

/** Adds a typed row at the end of a DRAFT list, validated like the others. */
export async function addPayoutListRow(db: Db, actor: ListActor, listId: string, body: TypedPayoutRow) {
  return db.transaction(async (tx) => {
    const list = await lockDraftList(tx, actor, listId);
    const ctx = await validationContext(
      tx,
      list.merchantId,
      (list.sameNetwork as OperatorCode | null) ?? null,
    );
    const row = stagedRow(
      list.id,
      list.merchantId,
      {
        line: (await maxLine(tx, list.id)) + 1,
        phone: cellText(body.phoneNumber),
        network: cellText(body.network),
        amount: cellText(body.amount),
        motif: cellText(body.motif),
      },
      ctx,
    );
    await insertPayoutRows(tx, [row]);
    return row;
  });
}
