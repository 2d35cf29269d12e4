import * as XLSX from '@e965/xlsx';
import type { SummaryKind, SummaryResponse } from '@platform/contracts';
import type { Locale } from '@platform/domain';
import { SUMMARY_LABELS } from './summary-labels.ts';

const KINDS: SummaryKind[] = ['collection', 'payout', 'refund'];

/** The report as a table: a title block, then one line per kind and network, then a total per kind. */
export function summaryTable(summary: SummaryResponse, locale: Locale): (string | number)[][] {
  const labels = SUMMARY_LABELS[locale];
  const table: (string | number)[][] = [
    [labels.title, summary.shop.name],
    [labels.period, `${summary.from} → ${summary.to}`],
    [],
    [...labels.columns],
  ];
  for (const kind of KINDS) {
    for (const row of summary.rows.filter((r) => r.kind === kind)) {
      table.push([labels.kinds[kind], row.label, row.count, row.failed, row.amount, row.fees, row.net]);
    }
    const t = summary.totals[kind];
    table.push([labels.kinds[kind], labels.total, t.count, t.failed, t.amount, t.fees, t.net]);
  }
  table.push([], [labels.balanceEffect, summary.net]);
  return table;
}

/** The report as a file: CSV (UTF-8 with BOM, so spreadsheet programs read the accents) or XLSX. */
export function exportSummary(summary: SummaryResponse, locale: Locale, format: 'csv' | 'xlsx') {
  const sheet = XLSX.utils.aoa_to_sheet(summaryTable(summary, locale));
  const name = `summary-${summary.from}_${summary.to}.${format}`;
  if (format === 'csv') {
    return {
      name,
      contentType: 'text/csv; charset=utf-8',
      body: Buffer.from(`\uFEFF${XLSX.utils.sheet_to_csv(sheet)}\n`, 'utf8'),
    };
  }
  const workbook = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(workbook, sheet, SUMMARY_LABELS[locale].sheet);
  return {
    name,
    contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    body: XLSX.write(workbook, { type: 'buffer', bookType: 'xlsx' }) as Buffer,
  };
}
