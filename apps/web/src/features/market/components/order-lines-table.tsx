import { Group, Stack, Text } from '@mantine/core';
import type { MarketOrderView } from '@platform/contracts';
import { formatMoney } from '@platform/domain';
import { type ColumnDef, getCoreRowModel, useReactTable } from '@tanstack/react-table';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../shared/i18n/use-locale.ts';
import { DataTable } from '../../../shared/ui/data-table.tsx';

type Line = MarketOrderView['items'][number];

/** An order's lines (a card each on a phone: the line's total in view), then the order's total. */
export function OrderLinesTable({ order }: { order: MarketOrderView }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const columns = useMemo<ColumnDef<Line>[]>(
    () => [
      {
        id: 'name',
        header: t('market.detail.items'),
        meta: { card: 'title' },
        cell: ({ row }) => row.original.name,
      },
      {
        id: 'quantity',
        header: t('market.detail.quantity'),
        meta: { align: 'right', nowrap: true },
        cell: ({ row }) => row.original.quantity,
      },
      {
        id: 'unitPrice',
        header: t('market.detail.unitPrice'),
        meta: { align: 'right', nowrap: true },
        cell: ({ row }) => formatMoney(row.original.unit_price, locale),
      },
      {
        id: 'total',
        header: t('market.detail.total'),
        meta: { card: 'amount', align: 'right', nowrap: true },
        cell: ({ row }) => formatMoney(row.original.unit_price * row.original.quantity, locale),
      },
    ],
    [t, locale],
  );
  const table = useReactTable({
    data: order.items,
    columns,
    getCoreRowModel: getCoreRowModel(),
    getRowId: (line) => line.product,
  });
  return (
    <Stack gap="xs">
      <DataTable table={table} testId="order-lines" />
      <Group justify="space-between" px="sm" wrap="nowrap">
        <Text fw={700}>{t('market.detail.total')}</Text>
        <Text fw={700} style={{ whiteSpace: 'nowrap' }} data-testid="order-total">
          {formatMoney(order.total, locale)}
        </Text>
      </Group>
    </Stack>
  );
}
