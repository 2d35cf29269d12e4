import type { CreatePayoutListBody } from '@platform/contracts';
import type { OperatorCode } from '@platform/domain';
import type { Db } from '../../platform/db/client.ts';
import { type ListActor, requireShop } from './payout-list-scope.ts';
import { stagePayoutList } from './stage-payout-list.ts';
import { cellText } from './validate-payout-row.ts';

/** A list from rows typed in the dashboard (the "new list" and "same network" flows). */
export async function createPayoutList(db: Db, actor: ListActor, body: CreatePayoutListBody) {
  await requireShop(db, actor, body.shop);
  const rows = body.rows.map((row, index) => ({
    line: index + 1,
    phone: cellText(row.phoneNumber),
    network: cellText(row.network),
    amount: cellText(row.amount),
    motif: cellText(row.motif),
  }));
  return stagePayoutList(
    db,
    {
      ...actor,
      shopId: body.shop,
      name: body.name,
      origin: 'typed',
      sameNetwork: (body.same_network as OperatorCode | undefined) ?? null,
    },
    rows,
  );
}
