import { Box, Group, Paper, Stack, Text, UnstyledButton } from '@mantine/core';
import { useElementSize } from '@mantine/hooks';
import { IconArrowDown, IconArrowsSort, IconArrowUp } from '@tabler/icons-react';
import type { RowData } from '@tanstack/react-table';
import { type ReactNode, useLayoutEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { CardSort } from './card-sort.tsx';
import { tableLook } from './table-look.ts';
import { type CellView, type HeaderView, renderTemplate, type TableView } from './table-view.ts';
import { useFittedColumns } from './use-fitted-columns.ts';

declare module '@tanstack/react-table' {
  interface ColumnMeta<TData extends RowData, TValue> {
    /** Amounts and counts sit on the right. */
    align?: 'right';
    /** Never wraps: dates, amounts, badges, actions. */
    nowrap?: boolean;
    /**
     * On a narrow space each row is a card: `title` on its first line; `amount` and `status` on the
     * right of it, always shown; `actions` at its foot; `hidden` left out; anything else a
     * labelled line.
     */
    card?: 'title' | 'amount' | 'status' | 'actions' | 'hidden';
    /** The label of a line of the card, when the header is not plain text. */
    label?: string;
    /**
     * A column the table may leave out where it is short of room, before its rows become cards:
     * the lowest priority goes first. Columns without one always show (the card shows them all).
     */
    priority?: number;
  }
}

type Props<T> = {
  /** A TanStack Table instance, or the light table of a server-sorted page (`useServerSortedTable`). */
  table: TableView<T>;
  testId?: string;
  /** Below this width of the space the table has (px), its rows become cards. */
  cardsBelow?: number;
  /** Attributes of a row (`data-*`), on the table row and on the card alike. */
  rowAttributes?: (row: T) => Record<string, string | number | undefined>;
  /** A header of its own (sort buttons); the column's header otherwise. */
  renderHeader?: (header: HeaderView<T>) => ReactNode;
  striped?: boolean;
  /** A click on a row (not on its buttons or links, which stop the event). */
  onRowClick?: (row: T) => void;
  /** Above the cards, a choice of the sortable columns and the direction (default: shown when any). */
  cardSort?: boolean;
};

/** A sortable column's header: a button showing the order. */
function SortHeader<T>({ header }: { header: HeaderView<T> }) {
  const { t } = useTranslation();
  const label = renderTemplate(header.column.columnDef.header, header.getContext());
  if (!header.column.getCanSort()) return label;
  const current = header.column.getIsSorted();
  const Icon = current === 'asc' ? IconArrowUp : current === 'desc' ? IconArrowDown : IconArrowsSort;
  const name = header.column.columnDef.meta?.label ?? header.column.columnDef.header;
  return (
    <UnstyledButton
      onClick={header.column.getToggleSortingHandler()}
      aria-label={typeof name === 'string' ? t('table.sortBy', { column: name }) : undefined}
      data-testid={`sort-${header.column.id}`}
    >
      <Group
        gap={4}
        wrap="nowrap"
        justify={header.column.columnDef.meta?.align === 'right' ? 'flex-end' : undefined}
      >
        <Text fw={700} fz="sm">
          {label}
        </Text>
        <Icon size={14} />
      </Group>
    </UnstyledButton>
  );
}

const cellText = <T,>(cell: CellView<T>) => renderTemplate(cell.column.columnDef.cell, cell.getContext());

function labelOf<T>(cell: CellView<T>): string {
  const { meta, header } = cell.column.columnDef;
  return meta?.label ?? (typeof header === 'string' ? header : '');
}

function RowCard<T>({
  cells,
  attributes,
  onClick,
}: {
  cells: CellView<T>[];
  attributes: Record<string, string | number | undefined>;
  onClick?: () => void;
}) {
  const role = (cell: CellView<T>) => cell.column.columnDef.meta?.card;
  const title = cells.filter((c) => role(c) === 'title');
  const right = cells.filter((c) => role(c) === 'amount' || role(c) === 'status');
  const actions = cells.filter((c) => role(c) === 'actions');
  const lines = cells.filter((c) => role(c) === undefined);
  return (
    <Paper
      withBorder
      radius="md"
      p="sm"
      {...attributes}
      onClick={onClick}
      style={onClick ? { cursor: 'pointer' } : undefined}
    >
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
        <Stack gap={2} style={{ minWidth: 0, overflowWrap: 'anywhere' }}>
          {title.map((cell) => (
            <Box key={cell.id} fw={600}>
              {cellText(cell)}
            </Box>
          ))}
        </Stack>
        <Stack gap={4} align="flex-end" style={{ flexShrink: 0, whiteSpace: 'nowrap' }}>
          {right.map((cell) => (
            <Box key={cell.id} fw={role(cell) === 'amount' ? 700 : undefined} ta="right">
              {cellText(cell)}
            </Box>
          ))}
        </Stack>
      </Group>
      {lines.length ? (
        <Stack gap={4} mt="xs">
          {lines.map((cell) => (
            <Group key={cell.id} justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
              <Text size="xs" c="dimmed" style={{ flexShrink: 0 }}>
                {labelOf(cell)}
              </Text>
              <Box fz="sm" ta="right" style={{ minWidth: 0, overflowWrap: 'anywhere' }}>
                {cellText(cell)}
              </Box>
            </Group>
          ))}
        </Stack>
      ) : null}
      {actions.length ? (
        <Group justify="flex-end" gap="xs" mt="xs">
          {actions.map((cell) => (
            <Box key={cell.id}>{cellText(cell)}</Box>
          ))}
        </Group>
      ) : null}
    </Paper>
  );
}

/**
 * The one table of the lists: cells wrap instead of being cut, amounts and badges never wrap, and
 * where the table has less room than `cardsBelow` (a phone, a narrow window) each row becomes a
 * readable card with its amount and status always in view. Built on a TanStack Table instance.
 */
export function DataTable<T>({
  table,
  testId,
  cardsBelow = 640,
  rowAttributes,
  renderHeader,
  striped = true,
  onRowClick,
  cardSort = true,
}: Props<T>) {
  const { ref, width } = useElementSize();
  const tableRef = useRef<HTMLTableElement>(null);
  const { cards, hiddenIds, measured } = useFittedColumns(table, width, cardsBelow);
  const shown = (column: { id: string }) => !hiddenIds.has(column.id);
  const rows = table.getRowModel().rows;
  const attributesOf = (row: T) => rowAttributes?.(row) ?? {};
  // Plain elements in Mantine's table look: Mantine's Table module would bring ScrollArea and
  // @floating-ui to every page with a list (table-look.ts).
  const look = tableLook({ striped, highlightOnHover: true, verticalSpacing: 'xs' });
  const align = (value: 'right' | undefined) => (value ? { textAlign: value } : {});
  useLayoutEffect(() => {
    // A table never squeezes below its content: wider than its space, it would push the page out.
    if (tableRef.current) measured(tableRef.current.offsetWidth);
  });

  return (
    <Box ref={ref} w="100%" miw={0}>
      {cards ? (
        <Stack gap="xs">
          {cardSort && rows.length > 0 ? <CardSort table={table} /> : null}
          <Stack gap="xs" data-testid={testId} data-layout="cards">
            {rows.map((row) => (
              <RowCard
                key={row.id}
                cells={row.getVisibleCells()}
                attributes={attributesOf(row.original)}
                onClick={onRowClick ? () => onRowClick(row.original) : undefined}
              />
            ))}
          </Stack>
        </Stack>
      ) : (
        <table ref={tableRef} {...look.table} data-testid={testId} data-layout="table">
          <thead {...look.thead}>
            {table.getHeaderGroups().map((group) => (
              <tr key={group.id} {...look.tr}>
                {group.headers
                  .filter((header) => shown(header.column))
                  .map((header) => {
                    const meta = header.column.columnDef.meta;
                    const sorted = header.column.getIsSorted();
                    return (
                      <th
                        key={header.id}
                        {...look.th}
                        aria-sort={
                          header.column.getCanSort()
                            ? sorted === 'asc'
                              ? 'ascending'
                              : sorted === 'desc'
                                ? 'descending'
                                : 'none'
                            : undefined
                        }
                        style={{ ...align(meta?.align), whiteSpace: meta?.nowrap ? 'nowrap' : undefined }}
                      >
                        {renderHeader ? renderHeader(header) : <SortHeader header={header} />}
                      </th>
                    );
                  })}
              </tr>
            ))}
          </thead>
          <tbody {...look.tbody}>
            {rows.map((row) => (
              <tr
                key={row.id}
                {...look.tr}
                {...attributesOf(row.original)}
                onClick={onRowClick ? () => onRowClick(row.original) : undefined}
                style={onRowClick ? { cursor: 'pointer' } : undefined}
              >
                {row
                  .getVisibleCells()
                  .filter((cell) => shown(cell.column))
                  .map((cell) => {
                    const meta = cell.column.columnDef.meta;
                    return (
                      <td
                        key={cell.id}
                        {...look.td}
                        style={{
                          ...align(meta?.align),
                          whiteSpace: meta?.nowrap ? 'nowrap' : undefined,
                          overflowWrap: 'break-word',
                        }}
                      >
                        {cellText(cell)}
                      </td>
                    );
                  })}
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </Box>
  );
}
