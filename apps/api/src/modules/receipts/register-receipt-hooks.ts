import type { Db } from '../../platform/db/client.ts';
import { enqueueManyInTx } from '../../platform/jobs/enqueue-in-tx.ts';
import { addSettlementHook, type SettlementHook } from '../collections/settlement-hooks.ts';
import type { TransactionRow } from '../collections/transactions-repository.ts';
import { receiptMailJobSpec } from './receipt-jobs.ts';

/**
 * When collections settle, the customers who gave an e-mail get their receipt: one job per
 * collection, queued in the settlement's transaction (a settlement happens once per collection,
 * so the receipt goes once).
 */
async function queueReceiptMails(tx: Db, settled: TransactionRow[]) {
  const withEmail = settled.filter((row) => row.email);
  await enqueueManyInTx(
    tx,
    receiptMailJobSpec,
    withEmail.map((row) => ({ transactionId: row.id })),
  );
}

const receiptSettlement: SettlementHook = { afterPosting: queueReceiptMails };

/** Plugs the customers' receipt e-mails into settlements (called once by the composition root). */
export function registerReceiptHooks(): void {
  addSettlementHook(receiptSettlement);
}
