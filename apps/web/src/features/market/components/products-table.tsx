import { Badge, Button, Group, Image, Text } from '@mantine/core';
import type { MarketProductView } from '@platform/contracts';
import { formatMoney } from '@platform/domain';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import type { ColumnDef } from '@tanstack/react-table';
import type { TFunction } from 'i18next';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../shared/i18n/use-locale.ts';
import { UrlDataList } from '../../../shared/ui/url-data-list.tsx';
import { useUrlTable } from '../../../shared/ui/use-url-table.ts';

const STATES = ['active', 'inactive'] as const;
const URL_OPTIONS = {
  prefix: 'products',
  sortable: ['name', 'price', 'stock'],
  defaultSort: { id: 'name', desc: false },
  filters: { state: STATES },
};
const stateOf = (p: MarketProductView) => (p.active ? 'active' : 'inactive');
const FILTER_VALUES = { state: stateOf };
const searchText = (p: MarketProductView) => `${p.name} ${p.categories.join(' ')}`;

function stockText(p: MarketProductView, t: TFunction): string {
  if (p.stock === null) return t('market.products.unlimited');
  return p.stock === 0 ? t('market.products.soldOut') : String(p.stock);
}

type Actions = { onEdit: (p: MarketProductView) => void; onRemove: (p: MarketProductView) => void };

function useColumns({ onEdit, onRemove }: Actions): ColumnDef<MarketProductView>[] {
  const { t } = useTranslation();
  const locale = useLocale();
  return useMemo<ColumnDef<MarketProductView>[]>(
    () => [
      {
        id: 'name',
        accessorFn: (p) => p.name.toLocaleLowerCase(locale),
        header: t('market.products.columns.name'),
        meta: { card: 'title', export: (p) => p.name },
        cell: ({ row }) => (
          <Group gap="sm" wrap="nowrap">
            {row.original.photos[0] && (
              <Image src={row.original.photos[0].url} alt="" w={40} h={40} radius="sm" fit="cover" />
            )}
            <Text size="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
              {row.original.name}
            </Text>
          </Group>
        ),
      },
      {
        id: 'price',
        accessorFn: (p) => p.price,
        header: t('market.products.columns.price'),
        meta: { card: 'amount', align: 'right', nowrap: true, export: (p) => p.price },
        cell: ({ row }) => formatMoney(row.original.price, locale),
      },
      {
        id: 'stock',
        // Unlimited stock sorts after any count.
        accessorFn: (p) => p.stock ?? Number.MAX_SAFE_INTEGER,
        header: t('market.products.columns.stock'),
        meta: { align: 'right', nowrap: true, export: (p) => p.stock ?? t('market.products.unlimited') },
        cell: ({ row }) => stockText(row.original, t),
      },
      {
        id: 'state',
        header: t('market.products.columns.state'),
        meta: { card: 'status', nowrap: true, export: (p) => t(`market.products.state.${stateOf(p)}`) },
        cell: ({ row }) => (
          <Badge color={row.original.active ? 'green' : 'gray'} variant="light">
            {t(`market.products.state.${stateOf(row.original)}`)}
          </Badge>
        ),
      },
      {
        id: 'categories',
        header: t('market.products.columns.categories'),
        meta: { export: (p) => p.categories.join(', ') },
        cell: ({ row }) => row.original.categories.join(', ') || '—',
      },
      {
        id: 'actions',
        header: '',
        meta: { card: 'actions', nowrap: true },
        cell: ({ row }) => (
          <Group gap={4} justify="flex-end" wrap="nowrap">
            <Button
              size="xs"
              variant="subtle"
              leftSection={<IconPencil size={14} />}
              onClick={() => onEdit(row.original)}
            >
              {t('market.products.edit')}
            </Button>
            <Button
              size="xs"
              variant="subtle"
              color="red"
              onClick={() => onRemove(row.original)}
              aria-label={t('market.products.remove')}
            >
              <IconTrash size={14} />
            </Button>
          </Group>
        ),
      },
    ],
    [t, locale, onEdit, onRemove],
  );
}

/** The shop's products: searched, filtered by state, sorted and paged in the URL; exported. */
export function ProductsTable({ products, ...actions }: { products: MarketProductView[] } & Actions) {
  const { t } = useTranslation();
  const list = useUrlTable({
    data: products,
    columns: useColumns(actions),
    getRowId: (p) => p._id,
    url: URL_OPTIONS,
    searchText,
    filterValue: FILTER_VALUES,
  });
  return (
    <UrlDataList
      list={list}
      testId="products-table"
      rowAttributes={() => ({ 'data-testid': 'product-row' })}
      toolbar={{
        searchPlaceholder: t('market.products.search'),
        filters: [
          {
            column: 'state',
            label: t('market.products.columns.state'),
            options: STATES.map((s) => ({ value: s, label: t(`market.products.state.${s}`) })),
          },
        ],
        exportName: t('market.products.exportName'),
      }}
    />
  );
}
