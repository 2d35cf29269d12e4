import type { OperatorCode } from '@platform/domain';
import type { Db } from '../../platform/db/client.ts';
import { type ListActor, requireList, requireShop } from './payout-list-scope.ts';
import { findAllPayoutRows } from './payout-lists-repository.ts';
import { stagePayoutList } from './stage-payout-list.ts';

/**
 * A new DRAFT list from an old one's rows (the "old list" flow): the cells as they are now,
 * validated again, so a list paid last month can be paid again after a look at its preview.
 */
export async function copyPayoutList(db: Db, actor: ListActor, listId: string, name?: string) {
  const source = await requireList(db, actor, listId);
  await requireShop(db, actor, source.shopId);
  const rows = await findAllPayoutRows(db, source.id);
  return stagePayoutList(
    db,
    {
      ...actor,
      shopId: source.shopId,
      name: name?.trim() || source.name,
      origin: 'copy',
      sameNetwork: (source.sameNetwork as OperatorCode | null) ?? null,
      fileName: source.fileName,
      sourceListId: source.id,
    },
    rows.map((row, index) => ({
      line: index + 1,
      phone: row.phoneRaw,
      network: row.networkRaw,
      amount: row.amountRaw,
      motif: row.motif,
    })),
  );
}
