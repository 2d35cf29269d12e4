import type { Db } from '../../platform/db/client.ts';
import { postEntries } from './post-entries.ts';
import { settlementAccountsOfMany } from './settlement-accounts.ts';

/** What the ledger needs of a successful collection. */
export type CollectionSettlement = {
  id: string;
  reference: string;
  merchantId: string;
  shopId: string;
  mode: number;
  operator: string;
  customerPays: bigint;
  merchantReceives: bigint;
  fee: bigint;
};

/**
 * The money of successful collections, in the caller's transaction: what each customer paid
 * leaves the operator's clearing account; the merchant's available balance gets its share and
 * the platform its fee. Keyed by the collection, so it can never be posted twice. Several
 * collections (a batch of the checker) cost one account lookup (settlementAccountsOfMany) and two
 * ledger statements (see postEntries). The settlement path (settle-collection.ts) posts through
 * this, and so does bench:ledger.
 */
export async function postCollectionSettlements(tx: Db, rows: CollectionSettlement[]) {
  if (rows.length === 0) return;
  const keyOf = (row: CollectionSettlement) => `${row.shopId}:${row.mode === 0 ? 0 : 1}:${row.operator}`;
  const accountsOf = await settlementAccountsOfMany(
    tx,
    rows.map((row) => ({
      merchantId: row.merchantId,
      shopId: row.shopId,
      mode: row.mode === 0 ? 0 : 1,
      operator: row.operator,
    })),
  );
  await postEntries(
    tx,
    rows.map((row) => {
      const accounts = accountsOf.get(keyOf(row))!;
      const postings = [
        { account: accounts.clearing, amount: -row.customerPays },
        { account: accounts.available, amount: row.merchantReceives },
      ];
      if (row.fee > 0n) postings.push({ account: accounts.fees, amount: row.fee });
      return {
        kind: 'collection.settled',
        reference: row.reference,
        idempotencyKey: `collection:${row.id}:settled`,
        mode: row.mode === 0 ? 0 : 1,
        merchantId: row.merchantId,
        shopId: row.shopId,
        postings,
      };
    }),
  );
}
