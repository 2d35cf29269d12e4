import { Button, Group, Stack, Text } from '@mantine/core';
import type { StaffActionView } from '@platform/contracts';
import { getCoreRowModel, useReactTable } from '@tanstack/react-table';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../../shared/ui/data-table.tsx';
import { ExportAllButtons } from '../../../shared/ui/export-all-buttons.tsx';
import { useActionColumns } from './actions-columns.tsx';

type Props = {
  actions: StaffActionView[];
  /** Show the merchant column (the whole trail) or not (one merchant's page). */
  withMerchant: boolean;
  hasMore: boolean;
  loadingMore: boolean;
  onMore: () => void;
  /** Every action the filters keep, for a CSV/XLSX export (no export without it). */
  exportAll?: () => Promise<readonly StaffActionView[]>;
};

/**
 * Audit-trail rows (newest first, as the server pages them: "Afficher plus" reads the next page): a
 * table, or a card per action where the room is short.
 */
export function ActionsTable({ actions, withMerchant, hasMore, loadingMore, onMore, exportAll }: Props) {
  const { t } = useTranslation();
  const columns = useActionColumns(withMerchant);
  const table = useReactTable({
    data: actions,
    columns,
    getCoreRowModel: getCoreRowModel(),
    getRowId: (a) => a._id,
    enableSorting: false,
  });
  return (
    <Stack gap="sm">
      {exportAll ? (
        <Group justify="flex-end">
          <ExportAllButtons
            table={table}
            name={t('staff.actions.exportName')}
            load={exportAll}
            disabled={actions.length === 0}
          />
        </Group>
      ) : null}
      {actions.length === 0 ? (
        <Text c="dimmed" data-testid="actions-empty">
          {t('staff.actions.empty')}
        </Text>
      ) : (
        <DataTable
          table={table}
          testId="actions-table"
          rowAttributes={() => ({ 'data-testid': 'action-row' })}
        />
      )}
      {hasMore ? (
        <Button variant="default" onClick={onMore} loading={loadingMore} style={{ alignSelf: 'center' }}>
          {t('staff.actions.more')}
        </Button>
      ) : null}
    </Stack>
  );
}
