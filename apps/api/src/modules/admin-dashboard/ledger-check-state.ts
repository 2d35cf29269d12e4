import type { LedgerCheckFigure } from '@platform/contracts';
import type { Db } from '../../platform/db/client.ts';
import { checkLedger } from '../ledger/check-ledger.ts';

/**
 * The ledger check's last result as the back-office dashboard shows it. Until the scheduled
 * check records its runs in a table, the last on-demand run of this process is kept here; a
 * fresh process says NOT_RUN.
 */
let last: LedgerCheckFigure = {
  state: 'NOT_RUN',
  ran_at: null,
  accounts: null,
  entries: null,
  problems: null,
};

export function lastLedgerCheck(): LedgerCheckFigure {
  return last;
}

/** Runs `checkLedger` now (one repeatable-read snapshot) and keeps its result. */
export async function runLedgerCheckNow(db: Db): Promise<LedgerCheckFigure> {
  const report = await checkLedger(db);
  const problems =
    report.balanceMismatches.length +
    report.unbalancedEntries.length +
    report.negativeAccounts.length +
    report.orphanPostings.length +
    report.modeMismatches.length +
    report.brokenBuckets.length +
    (report.totalBalance === 0n ? 0 : 1);
  last = {
    state: report.ok ? 'OK' : 'MISMATCH',
    ran_at: new Date().toISOString(),
    accounts: report.accounts,
    entries: report.entries,
    problems,
  };
  return last;
}
