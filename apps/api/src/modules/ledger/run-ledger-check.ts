import { isLocale, type Locale } from '@platform/domain';
import type { Db } from '../../platform/db/client.ts';
import { newId } from '../../platform/db/ids.ts';
import { escapeHtml } from '../../platform/http/escape-html.ts';
import { translate } from '../../platform/i18n/translate.ts';
import type { Mailer } from '../../platform/mail/mailer.ts';
import { checkLedger, type LedgerCheckReport } from './check-ledger.ts';
import { findActiveStaffByRoles, insertLedgerCheckRun } from './ledger-check-runs-repository.ts';

/** Staff told of a mismatch: the super administrators and the accountants. */
export const LEDGER_ALERT_ROLES = ['SUPER_ADMIN', 'COMPTABLE'] as const;
/** How many of each kind of finding a run keeps in its details. */
const KEPT_PER_KIND = 20;

/** A report as JSON: counts, and the first findings of each kind (bigints as strings). */
function detailsOf(report: LedgerCheckReport) {
  const keep = (list: readonly unknown[]) =>
    JSON.parse(
      JSON.stringify(list.slice(0, KEPT_PER_KIND), (_k, v) => (typeof v === 'bigint' ? String(v) : v)),
    );
  return {
    accounts: report.accounts,
    entries: report.entries,
    postings: report.postings,
    totalBalance: report.totalBalance.toString(),
    counts: {
      balanceMismatches: report.balanceMismatches.length,
      unbalancedEntries: report.unbalancedEntries.length,
      negativeAccounts: report.negativeAccounts.length,
      orphanPostings: report.orphanPostings.length,
      orphanEntries: report.orphanEntries.length,
      modeMismatches: report.modeMismatches.length,
      brokenBuckets: report.brokenBuckets.length,
      reserveMismatches: report.reserveMismatches.length,
      rollupMismatches: report.rollupMismatches.length,
    },
    balanceMismatches: keep(report.balanceMismatches),
    unbalancedEntries: keep(report.unbalancedEntries),
    negativeAccounts: keep(report.negativeAccounts),
    orphanPostings: keep(report.orphanPostings),
    orphanEntries: keep(report.orphanEntries),
    modeMismatches: keep(report.modeMismatches),
    brokenBuckets: keep(report.brokenBuckets),
    reserveMismatches: keep(report.reserveMismatches),
    rollupMismatches: keep(report.rollupMismatches),
  };
}

export type LedgerCheckDetails = ReturnType<typeof detailsOf>;

function alertMail(
  to: { email: string; firstName: string; locale: string },
  run: { id: string; ranAt: Date },
  details: LedgerCheckDetails,
) {
  const locale: Locale = isLocale(to.locale) ? to.locale : 'fr';
  const greeting = translate(locale, 'mail', 'greeting', { name: to.firstName });
  const body = translate(locale, 'mail', 'ledgerCheckFailedBody', {
    ...details.counts,
    totalBalance: details.totalBalance,
    date: run.ranAt.toISOString(),
    run: run.id,
  });
  const signature = translate(locale, 'mail', 'signature');
  return {
    to: to.email,
    subject: translate(locale, 'mail', 'ledgerCheckFailedSubject'),
    text: [greeting, '', body, '', signature].join('\n'),
    html: `<!doctype html><html lang="${locale}"><body style="font-family:Arial,sans-serif;color:#112c56">
<p>${escapeHtml(greeting)}</p><p>${escapeHtml(body)}</p><p>${escapeHtml(signature)}</p></body></html>`,
  };
}

/**
 * Proves the ledger (checkLedger), records the result in `ledger_check_runs` and, on a mismatch,
 * e-mails every active SUPER_ADMIN and COMPTABLE. Run by the scheduled `ledger.check` job.
 */
export async function runLedgerCheck(deps: { db: Db; mailer: Mailer }) {
  const report = await checkLedger(deps.db);
  const details = detailsOf(report);
  const run = await insertLedgerCheckRun(deps.db, { id: newId('lck'), ok: report.ok, details });
  if (!report.ok) {
    const staff = await findActiveStaffByRoles(deps.db, LEDGER_ALERT_ROLES);
    for (const person of staff) await deps.mailer.send(alertMail(person, run, details));
  }
  return { run, report };
}
