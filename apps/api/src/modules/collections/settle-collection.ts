import type { Db } from '../../platform/db/client.ts';
import { postEntries } from '../ledger/post-entries.ts';
import { type SettlementAccounts, settlementAccounts } from '../ledger/settlement-accounts.ts';
import { runAfterPosting, runBeforePosting } from './settlement-hooks.ts';
import type { TransactionRow } from './transactions-repository.ts';

/**
 * The money of successful collections, in the caller's transaction: what each customer paid
 * leaves the operator's clearing account; the merchant's available balance gets its share and
 * the platform its fee. Keyed by the transaction, so it can never be posted twice. What other
 * modules add (customers recorded, checkout sessions marked paid and a duplicate payment of a
 * session refunded once its money is posted, commissions) runs as settlement hooks
 * (settlement-hooks.ts), registered by the composition root. Several collections (a batch of
 * the checker) cost one account lookup per shop and operator and two ledger statements (see
 * postEntries).
 */
export async function settleCollections(tx: Db, rows: TransactionRow[]) {
  if (rows.length === 0) return;
  // Customers, checkout sessions: settlement-hooks.ts.
  const leftOver = await runBeforePosting(tx, rows);
  const accountsOf = new Map<string, SettlementAccounts>();
  const keyOf = (row: TransactionRow) => `${row.shopId}:${row.mode}:${row.operator}`;
  for (const row of rows) {
    if (accountsOf.has(keyOf(row))) continue;
    accountsOf.set(
      keyOf(row),
      await settlementAccounts(tx, {
        merchantId: row.merchantId,
        shopId: row.shopId,
        mode: row.mode === 0 ? 0 : 1,
        operator: row.operator,
      }),
    );
  }
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
  // Commissions, then the refunds of duplicate checkout payments: settlement-hooks.ts.
  await runAfterPosting(tx, rows, leftOver);
}
