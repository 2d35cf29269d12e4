import { Paper, Text } from '@mantine/core';
import type { SummaryKind, SummaryResponse } from '@platform/contracts';
import { formatMoney } from '@platform/domain';
import { type ColumnDef, getCoreRowModel, useReactTable } from '@tanstack/react-table';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../shared/i18n/use-locale.ts';
import { DataTable } from '../../../shared/ui/data-table.tsx';

const KINDS: SummaryKind[] = ['collection', 'payout', 'refund'];

/** A line of the report: one network of a kind, or the kind's total (`network` null). */
type Line = {
  kind: SummaryKind;
  network: string | null;
  label: string;
  count: number;
  failed: number;
  amount: number;
  fees: number;
  net: number;
};

function linesOf(summary: SummaryResponse, totalLabel: string): Line[] {
  return KINDS.flatMap((kind) => [
    ...summary.rows.filter((r) => r.kind === kind),
    { kind, network: null, label: totalLabel, ...summary.totals[kind] },
  ]);
}

/** A cell of the report, bold on a total line. */
const bold = (line: Line, text: string | number) => (
  <Text span inherit fw={line.network === null ? 700 : undefined}>
    {text}
  </Text>
);

/**
 * The period report: per kind, one line per network and a total line (a card each on a phone, its
 * amount in view); the net effect at the end.
 */
export function SummaryTable({ summary }: { summary: SummaryResponse }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const columns = useMemo<ColumnDef<Line>[]>(() => {
    const figure = (id: 'count' | 'failed', header: string): ColumnDef<Line> => ({
      id,
      header,
      meta: { align: 'right', nowrap: true },
      cell: ({ row }) => bold(row.original, row.original[id]),
    });
    const money = (id: 'amount' | 'fees' | 'net', header: string): ColumnDef<Line> => ({
      id,
      header,
      meta: { align: 'right', nowrap: true, card: id === 'amount' ? 'amount' : undefined },
      cell: ({ row }) => bold(row.original, formatMoney(row.original[id], locale)),
    });
    return [
      {
        id: 'kind',
        header: t('overview.summary.kind'),
        meta: { card: 'title' },
        cell: ({ row }) => bold(row.original, t(`overview.summary.kinds.${row.original.kind}`)),
      },
      {
        id: 'network',
        header: t('overview.summary.network'),
        meta: { card: 'title' },
        cell: ({ row }) => bold(row.original, row.original.label),
      },
      figure('count', t('overview.summary.count')),
      figure('failed', t('overview.summary.failed')),
      money('amount', t('overview.summary.amount')),
      money('fees', t('overview.summary.fees')),
      money('net', t('overview.summary.net')),
    ];
  }, [t, locale]);
  const data = useMemo(() => linesOf(summary, t('overview.summary.total')), [summary, t]);
  const table = useReactTable({
    data,
    columns,
    getCoreRowModel: getCoreRowModel(),
    getRowId: (line) => `${line.kind}-${line.network ?? 'total'}`,
  });
  return (
    <Paper withBorder radius="md" p="lg">
      <DataTable
        table={table}
        testId="summary-table"
        striped={false}
        rowAttributes={(line) => ({
          'data-testid': `summary-${line.kind}-${line.network ?? 'total'}`,
          'data-total': line.network === null ? 'true' : undefined,
        })}
      />
      <Text mt="md" fw={700} data-testid="summary-net" data-amount={summary.net}>
        {t('overview.summary.balanceEffect', { amount: formatMoney(summary.net, locale) })}
      </Text>
    </Paper>
  );
}
