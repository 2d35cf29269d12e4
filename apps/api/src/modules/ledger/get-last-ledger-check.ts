import type { Db } from '../../platform/db/client.ts';
import { getLastLedgerCheckRun } from './ledger-check-runs-repository.ts';
import type { LedgerCheckDetails } from './run-ledger-check.ts';

/** The latest ledger check (for the back-office dashboard), or null when none has run yet. */
export async function getLastLedgerCheck(db: Db) {
  const run = await getLastLedgerCheckRun(db);
  if (!run) return null;
  return { id: run.id, ranAt: run.ranAt, ok: run.ok, details: run.details as LedgerCheckDetails };
}
