import { reserveHoldDays, reserveOf, reserveReleaseAt } from '@platform/domain';
import type { Db } from '../../platform/db/client.ts';
import { newId } from '../../platform/db/ids.ts';
import type { TransactionRow } from '../collections/transactions-repository.ts';
import { ensureShopAccounts } from '../ledger/ensure-shop-accounts.ts';
import { postEntries } from '../ledger/post-entries.ts';
import type { PostEntryInput } from '../ledger/post-entry.ts';
import { findReserveTerms, insertHolds } from './reserve-repository.ts';

/**
 * The settlement hook of the rolling reserve, in the settlement's transaction (after the
 * collections' own entries credited the merchant): for each successful collection of a shop with
 * a reserve rate (`taxe_reserve_found`, bps), the share of what the merchant receives (domain
 * `reserveOf`, the fees' rounding rule) moves from the shop's available account to its reserve
 * account, one entry per collection (key `reserve:<transaction>:held`, so never twice), and a hold
 * row says when it is released (`reserve_found` days later, domain `reserveHoldDays`). Live and
 * sandbox alike: each mode's shop has its own terms.
 */
export async function holdReserves(tx: Db, settled: TransactionRow[]): Promise<void> {
  const paid = settled.filter((row) => row.status === 'SUCCESSFUL' && row.merchantReceives > 0n);
  if (paid.length === 0) return;
  const terms = new Map(
    (await findReserveTerms(tx, [...new Set(paid.map((row) => row.shopId))])).map((t) => [t.id, t]),
  );
  const holds: Parameters<typeof insertHolds>[1] = [];
  for (const row of paid) {
    const term = terms.get(row.shopId);
    const amount = reserveOf(row.merchantReceives, term?.rateBps);
    if (!term || amount <= 0n) continue;
    const heldAt = row.completedAt ?? new Date();
    const holdDays = reserveHoldDays(term.holdDays);
    holds.push({
      id: newId('rsv'),
      merchantId: row.merchantId,
      shopId: row.shopId,
      mode: row.mode === 0 ? 0 : 1,
      transactionId: row.id,
      reference: row.reference,
      collectionAmount: row.merchantReceives,
      amount,
      rateBps: term.rateBps!,
      holdDays,
      heldAt,
      releaseAt: reserveReleaseAt(heldAt, holdDays),
    });
  }
  if (holds.length === 0) return;
  // A replayed settlement inserts no hold (one per collection) and posts nothing.
  const inserted = await insertHolds(tx, holds);
  if (inserted.length === 0) return;
  const accounts = new Map<string, Awaited<ReturnType<typeof ensureShopAccounts>>>();
  const entries: PostEntryInput[] = [];
  for (const hold of inserted) {
    const mode = hold.mode === 0 ? 0 : 1;
    const key = `${hold.shopId}:${mode}`;
    let shop = accounts.get(key);
    if (!shop) {
      shop = await ensureShopAccounts(tx, { merchantId: hold.merchantId, shopId: hold.shopId, mode });
      accounts.set(key, shop);
    }
    entries.push({
      kind: 'reserve.held',
      reference: hold.reference,
      idempotencyKey: `reserve:${hold.transactionId}:held`,
      mode,
      merchantId: hold.merchantId,
      shopId: hold.shopId,
      metadata: { hold: hold.id, rate_bps: hold.rateBps, release_at: hold.releaseAt.toISOString() },
      postings: [
        { account: shop.available.id, amount: -hold.amount },
        { account: shop.reserve.id, amount: hold.amount },
      ],
    });
  }
  await postEntries(tx, entries);
}
