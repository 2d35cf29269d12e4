import type { Db } from '../../platform/db/client.ts';
import { ensureShopAccounts } from '../ledger/ensure-shop-accounts.ts';
import { postEntry } from '../ledger/post-entry.ts';
import { claimDueHold, findDueHoldIds, markHoldReleased, type ReserveHoldRow } from './reserve-repository.ts';

const BATCH = 200;

/**
 * Releases the reserve holds due at `now`: each in its own transaction, the hold locked (SKIP
 * LOCKED, so concurrent runs share the work), marked released and its money moved from the
 * shop's reserve account back to available (key `reserve:<hold>:released`). The mark and the
 * entry commit together, so a run that dies midway leaves the hold due for the next run, and a
 * hold released once is never released again. Answers how many it released.
 */
export async function releaseDueReserves(
  db: Db,
  options: { now?: Date; limit?: number; beforeCommit?: (hold: ReserveHoldRow) => Promise<void> } = {},
): Promise<number> {
  const now = options.now ?? new Date();
  let released = 0;
  for (;;) {
    const ids = await findDueHoldIds(db, now, options.limit ?? BATCH);
    let progress = 0;
    for (const id of ids) {
      const done = await db.transaction(async (tx) => {
        const hold = await claimDueHold(tx, id, now);
        if (!hold) return false;
        const mode = hold.mode === 0 ? 0 : 1;
        const shop = await ensureShopAccounts(tx, { merchantId: hold.merchantId, shopId: hold.shopId, mode });
        await markHoldReleased(tx, hold.id, now);
        await postEntry(tx, {
          kind: 'reserve.released',
          reference: hold.reference,
          idempotencyKey: `reserve:${hold.id}:released`,
          mode,
          merchantId: hold.merchantId,
          shopId: hold.shopId,
          metadata: { hold: hold.id, held_at: hold.heldAt.toISOString() },
          postings: [
            { account: shop.reserve.id, amount: -hold.amount },
            { account: shop.available.id, amount: hold.amount },
          ],
        });
        await options.beforeCommit?.(hold);
        return true;
      });
      if (done) progress += 1;
    }
    released += progress;
    if (ids.length < (options.limit ?? BATCH) || progress === 0) return released;
  }
}
