import { Stack, Text } from '@mantine/core';
import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from './data-table.tsx';
import { TablePager, TableToolbar } from './table-controls.tsx';
import type { UrlTable } from './use-url-table.ts';

type Props<T> = {
  list: UrlTable<T>;
  testId: string;
  /** The toolbar's search, filters and export; no toolbar when none is given. */
  toolbar?: Omit<ComponentProps<typeof TableToolbar<T>>, 'list'>;
} & Pick<ComponentProps<typeof DataTable<T>>, 'rowAttributes' | 'onRowClick' | 'cardsBelow' | 'striped'>;

/**
 * A list kept in the URL (`useUrlTable`) as the lists show it: its toolbar, its rows (cards on a
 * phone), a line when the search or filters keep nothing, and its pager.
 */
export function UrlDataList<T>({ list, testId, toolbar, ...table }: Props<T>) {
  const { t } = useTranslation();
  const hasToolbar = Boolean(toolbar?.searchPlaceholder || toolbar?.filters?.length || toolbar?.exportName);
  return (
    <Stack gap="sm">
      {hasToolbar ? <TableToolbar list={list} {...toolbar} /> : null}
      {list.table.getRowModel().rows.length === 0 ? (
        <Text size="sm" c="dimmed" data-testid={`${testId}-no-match`}>
          {t('table.noMatch')}
        </Text>
      ) : (
        <DataTable table={list.table} testId={testId} {...table} />
      )}
      <TablePager list={list} />
    </Stack>
  );
}
