import type { LedgerCheckFigure } from '@platform/contracts';
import type { Db } from '../../platform/db/client.ts';
import type { Mailer } from '../../platform/mail/mailer.ts';
import { getLastLedgerCheck } from '../ledger/get-last-ledger-check.ts';
import { type LedgerCheckDetails, runLedgerCheck } from '../ledger/run-ledger-check.ts';

const NOT_RUN: LedgerCheckFigure = {
  state: 'NOT_RUN',
  ran_at: null,
  accounts: null,
  entries: null,
  problems: null,
};

function figureOf(run: { ranAt: Date; ok: boolean; details: LedgerCheckDetails }): LedgerCheckFigure {
  const { counts } = run.details;
  const problems =
    Object.values(counts).reduce((sum, n) => sum + n, 0) + (run.details.totalBalance === '0' ? 0 : 1);
  return {
    state: run.ok ? 'OK' : 'MISMATCH',
    ran_at: run.ranAt.toISOString(),
    accounts: run.details.accounts,
    entries: run.details.entries,
    problems,
  };
}

/**
 * The ledger check's last recorded run (the scheduled job's or a staff member's, in
 * `ledger_check_runs`, so every process shows the same), or NOT_RUN before the first.
 */
export async function lastLedgerCheck(db: Db): Promise<LedgerCheckFigure> {
  const run = await getLastLedgerCheck(db);
  return run ? figureOf(run) : NOT_RUN;
}

/** Runs the check now, records it like a scheduled run (staff are mailed on a mismatch). */
export async function runLedgerCheckNow(deps: { db: Db; mailer: Mailer }): Promise<LedgerCheckFigure> {
  const { run } = await runLedgerCheck(deps);
  return figureOf({ ranAt: run.ranAt, ok: run.ok, details: run.details as LedgerCheckDetails });
}
