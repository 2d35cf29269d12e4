import type { CustomerImportResponse } from '@platform/contracts';
import { type ColumnDef, getCoreRowModel, useReactTable } from '@tanstack/react-table';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../../shared/ui/data-table.tsx';

type ImportError = CustomerImportResponse['errors'][number];

/** The rows an import refused: the file's row, the field and why (a card each on a phone). */
export function ImportErrorsTable({ errors }: { errors: ImportError[] }) {
  const { t } = useTranslation();
  const columns = useMemo<ColumnDef<ImportError>[]>(
    () => [
      {
        id: 'row',
        header: t('customers.import.row'),
        meta: { card: 'title', nowrap: true },
        cell: ({ row }) => row.original.row,
      },
      {
        id: 'field',
        header: t('customers.import.field'),
        meta: { card: 'status', nowrap: true },
        cell: ({ row }) =>
          t(`customers.import.fields.${row.original.field as 'phone_number'}`, {
            defaultValue: row.original.field,
          }),
      },
      {
        id: 'reason',
        header: t('customers.import.reason'),
        cell: ({ row }) => row.original.message,
      },
    ],
    [t],
  );
  const table = useReactTable({
    data: errors,
    columns,
    getCoreRowModel: getCoreRowModel(),
    getRowId: (e) => `${e.row}-${e.field}`,
  });
  return (
    <DataTable
      table={table}
      testId="import-errors"
      rowAttributes={() => ({ 'data-testid': 'import-error-row' })}
    />
  );
}
