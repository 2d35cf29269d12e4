import type { Db } from '../../platform/db/client.ts';
import { postCollectionSettlements } from '../ledger/post-collection-settlements.ts';
import { runAfterPosting, runBeforePosting } from './settlement-hooks.ts';
import type { TransactionRow } from './transactions-repository.ts';

/**
 * The money of successful collections, in the caller's transaction: what each customer paid
 * leaves the operator's clearing account; the merchant's available balance gets its share and
 * the platform its fee. Keyed by the transaction, so it can never be posted twice. What other
 * modules add (customers recorded, checkout sessions marked paid and a duplicate payment of a
 * session refunded once its money is posted, commissions) runs as settlement hooks
 * (settlement-hooks.ts), registered by the composition root. The postings:
 * postCollectionSettlements (one account lookup per shop and operator, two ledger statements for
 * a batch).
 */
export async function settleCollections(tx: Db, rows: TransactionRow[]) {
  if (rows.length === 0) return;
  // Customers, checkout sessions: settlement-hooks.ts.
  const leftOver = await runBeforePosting(tx, rows);
  await postCollectionSettlements(tx, rows);
  // Commissions, then the refunds of duplicate checkout payments: settlement-hooks.ts.
  await runAfterPosting(tx, rows, leftOver);
}
