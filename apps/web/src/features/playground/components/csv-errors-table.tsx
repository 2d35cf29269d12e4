import type { PayoutFileCheckResponse } from '@platform/contracts';
import { type ColumnDef, getCoreRowModel, useReactTable } from '@tanstack/react-table';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../../shared/ui/data-table.tsx';

type Refused = PayoutFileCheckResponse['errors'][number];

/** The refused lines of a checked payout file: the line, its cells and why (a card each on a phone). */
export function CsvErrorsTable({ errors }: { errors: Refused[] }) {
  const { t } = useTranslation();
  const columns = useMemo<ColumnDef<Refused>[]>(
    () => [
      {
        id: 'line',
        header: t('playground.csv.line'),
        meta: { card: 'title', nowrap: true },
        cell: ({ row }) => row.original.line,
      },
      {
        id: 'cells',
        header: t('playground.csv.cells'),
        cell: ({ row }) =>
          [row.original.phone_raw, row.original.network_raw, row.original.amount_raw].join(' · '),
      },
      {
        id: 'why',
        header: t('playground.csv.why'),
        cell: ({ row }) =>
          row.original.errors
            .map((code) => t(`payoutLists.errors.${code}`, { line: row.original.duplicate_of }))
            .join(' '),
      },
    ],
    [t],
  );
  const table = useReactTable({
    data: errors,
    columns,
    getCoreRowModel: getCoreRowModel(),
    getRowId: (r) => String(r.line),
  });
  return <DataTable table={table} testId="csv-errors" />;
}
