import { Button, Group, Select, Text, TextInput } from '@mantine/core';
import {
  IconChevronLeft,
  IconChevronRight,
  IconFileSpreadsheet,
  IconFileTypeCsv,
  IconSearch,
} from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../api/api-error.ts';
import { saveBlob } from '../api/download-file.ts';
import { errorMessage } from '../forms/server-errors.ts';
import { type ExportFormat, exportFileName, rowsToBlob, tableToRows } from '../lib/table-export.ts';
import { activeFilters, TABLE_PAGE_SIZES } from '../lib/table-url-state.ts';
import { FilterBar } from './filter-bar.tsx';
import { notify } from './notify.ts';
import type { UrlTable } from './use-url-table.ts';

type Filter = { column: string; label: string; options: { value: string; label: string }[] };

/**
 * The CSV and XLSX buttons of a list: `onExport` makes and hands over the file; a failure is told
 * with the server's message when there is one (`table.exportFailed` otherwise).
 */
export function ExportFileButtons({
  onExport,
  disabled,
}: {
  onExport: (format: ExportFormat) => Promise<void>;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  const [pending, setPending] = useState<ExportFormat | null>(null);
  const run = async (format: ExportFormat) => {
    setPending(format);
    try {
      await onExport(format);
    } catch (error) {
      notify('error', isApiError(error) ? errorMessage(error, t) : t('table.exportFailed'));
    } finally {
      setPending(null);
    }
  };
  return (
    <Group gap="xs">
      <Button
        variant="default"
        leftSection={<IconFileTypeCsv size={16} />}
        loading={pending === 'csv'}
        disabled={disabled || pending !== null}
        onClick={() => void run('csv')}
        data-testid="table-export-csv"
      >
        {t('table.exportCsv')}
      </Button>
      <Button
        variant="default"
        leftSection={<IconFileSpreadsheet size={16} />}
        loading={pending === 'xlsx'}
        disabled={disabled || pending !== null}
        onClick={() => void run('xlsx')}
        data-testid="table-export-xlsx"
      >
        {t('table.exportXlsx')}
      </Button>
    </Group>
  );
}

/** CSV and XLSX of every row the list's search and filters keep, in its order. */
function ExportButtons<T>({ list, name }: { list: UrlTable<T>; name: string }) {
  return (
    <ExportFileButtons
      disabled={list.table.getPrePaginationRowModel().rows.length === 0}
      onExport={async (format) =>
        saveBlob(await rowsToBlob(tableToRows(list.table), format, name), exportFileName(name, format))
      }
    />
  );
}

/** Search, filters and exports of a list kept in the URL (`useUrlTable`). */
export function TableToolbar<T>({
  list,
  searchPlaceholder,
  filters = [],
  exportName,
  testId = 'table-toolbar',
}: {
  list: UrlTable<T>;
  searchPlaceholder?: string;
  filters?: Filter[];
  /** The file name of exports (a merchant's own data); no export without it. */
  exportName?: string;
  testId?: string;
}) {
  const { t } = useTranslation();
  const { state, update } = list;
  const search = searchPlaceholder ? (
    <TextInput
      aria-label={t('table.search')}
      placeholder={searchPlaceholder}
      leftSection={<IconSearch size={16} />}
      value={state.q}
      onChange={(e) => update({ q: e.currentTarget.value })}
      maxLength={100}
      w={{ base: '100%', sm: 280 }}
      data-testid="table-search"
    />
  ) : undefined;
  const controls =
    filters.length || exportName ? (
      <>
        {filters.map((filter) => (
          <Select
            key={filter.column}
            aria-label={filter.label}
            placeholder={filter.label}
            data={filter.options}
            value={state.filters[filter.column] ?? null}
            onChange={(value) => {
              const next = { ...state.filters };
              if (value) next[filter.column] = value;
              else delete next[filter.column];
              update({ filters: next });
            }}
            clearable
            w={{ base: '100%', sm: 180 }}
            data-testid={`table-filter-${filter.column}`}
          />
        ))}
        {exportName ? <ExportButtons list={list} name={exportName} /> : null}
      </>
    ) : undefined;
  return (
    <FilterBar search={search} active={activeFilters(state)} testId={testId}>
      {controls}
    </FilterBar>
  );
}

/** Rows per page and previous / next; hidden while everything fits on the smallest page. */
export function TablePager<T>({ list }: { list: UrlTable<T> }) {
  const { t } = useTranslation();
  const { table } = list;
  const total = table.getPrePaginationRowModel().rows.length;
  if (total <= TABLE_PAGE_SIZES[0]) return null;
  const { pageIndex, pageSize } = table.getState().pagination;
  return (
    <Group justify="space-between" gap="sm" data-testid="table-pager">
      <Group gap="xs" wrap="nowrap">
        <Text size="sm" c="dimmed">
          {t('table.pageSize')}
        </Text>
        <Select
          aria-label={t('table.pageSize')}
          data={TABLE_PAGE_SIZES.map(String)}
          value={String(pageSize)}
          onChange={(value) => value && table.setPageSize(Number(value))}
          allowDeselect={false}
          w={80}
        />
      </Group>
      <Group gap="xs" wrap="nowrap">
        <Button
          variant="default"
          aria-label={t('table.previous')}
          disabled={!table.getCanPreviousPage()}
          onClick={() => table.previousPage()}
          px="xs"
        >
          <IconChevronLeft size={16} />
        </Button>
        <Text size="sm" data-testid="table-page">
          {t('table.page', { page: pageIndex + 1, pages: table.getPageCount() })}
        </Text>
        <Button
          variant="default"
          aria-label={t('table.next')}
          disabled={!table.getCanNextPage()}
          onClick={() => table.nextPage()}
          px="xs"
        >
          <IconChevronRight size={16} />
        </Button>
      </Group>
    </Group>
  );
}
