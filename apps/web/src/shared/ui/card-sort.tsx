import { Button, Group } from '@mantine/core';
import { IconArrowsSort, IconSortAscending, IconSortDescending } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { LazySelect } from './lazy-select.tsx';
import type { ColumnView, TableView } from './table-view.ts';

function columnLabel<T>(column: ColumnView<T>): string {
  const { meta, header } = column.columnDef;
  return meta?.label ?? (typeof header === 'string' ? header : column.id);
}

/**
 * The sort of a list shown as cards (no header buttons there): a choice of the sortable columns and
 * the direction, through the table's own sorting (client-side, or the list's `onSortingChange`).
 * Nothing when no column can be sorted.
 */
export function CardSort<T>({ table }: { table: TableView<T> }) {
  const { t } = useTranslation();
  const sortable = table.getAllLeafColumns().filter((column) => column.getCanSort());
  if (sortable.length === 0) return null;
  const current = table.getState().sorting[0];
  const removable = table.options.enableSortingRemoval !== false;
  const direction = current ? t(current.desc ? 'table.descending' : 'table.ascending') : null;
  const Icon = current?.desc ? IconSortDescending : IconSortAscending;
  return (
    <Group gap="xs" wrap="nowrap" data-testid="card-sort">
      <LazySelect
        aria-label={t('table.sortLabel')}
        placeholder={t('table.sortNone')}
        leftSection={<IconArrowsSort size={16} />}
        data={sortable.map((column) => ({ value: column.id, label: columnLabel(column) }))}
        value={current?.id ?? null}
        onChange={(id) => {
          const column = id ? table.getColumn(id) : undefined;
          table.setSorting(
            column
              ? [{ id: column.id, desc: current ? current.desc : column.getFirstSortDir() === 'desc' }]
              : [],
          );
        }}
        allowDeselect={removable}
        clearable={removable}
        style={{ flex: 1, minWidth: 0 }}
        data-testid="card-sort-column"
      />
      <Button
        variant="default"
        px="sm"
        leftSection={<Icon size={16} />}
        disabled={!current}
        onClick={() => current && table.setSorting([{ id: current.id, desc: !current.desc }])}
        aria-label={direction ? t('table.sortDirection', { direction }) : t('table.sortLabel')}
        data-testid="card-sort-direction"
      >
        {direction ?? t('table.ascending')}
      </Button>
    </Group>
  );
}
