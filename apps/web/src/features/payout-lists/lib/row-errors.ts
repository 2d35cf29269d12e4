import type { PayoutListRowView } from '@platform/contracts';
import type { TFunction } from 'i18next';

/** The sentences of a row's errors (and of its payout's failure), in the page's language. */
export function rowProblems(row: PayoutListRowView, t: TFunction): string[] {
  const problems = row.errors.map((code) =>
    code === 'DUPLICATE_ROW'
      ? t('payoutLists.errors.DUPLICATE_ROW', { line: row.duplicate_of ?? '?' })
      : t(`payoutLists.errors.${code}`),
  );
  if (row.failure && (row.status === 'FAILED' || row.status === 'SKIPPED')) {
    problems.push(
      row.failure === 'INSUFFICIENT_BALANCE'
        ? t('payoutLists.errors.INSUFFICIENT_BALANCE')
        : t('payoutLists.errors.failure', { code: row.failure }),
    );
  }
  return problems;
}
