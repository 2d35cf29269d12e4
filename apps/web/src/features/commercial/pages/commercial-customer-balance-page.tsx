import { Badge, Paper, Stack, Text, Title } from '@mantine/core';
import type { AgentCustomerBalancesResponse } from '@platform/contracts';
import { formatMoney } from '@platform/domain';
import { type ColumnDef, getCoreRowModel, useReactTable } from '@tanstack/react-table';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useLocale } from '../../../shared/i18n/use-locale.ts';
import { DataTable } from '../../../shared/ui/data-table.tsx';
import { useAgentCustomerBalances } from '../api/commercial-api.ts';
import { CustomerNav } from '../components/customer-nav.tsx';
import { LoadState } from '../components/load-state.tsx';

type ShopBalance = AgentCustomerBalancesResponse['shops'][number];

/** A shop and mode per line (a card on a phone: the available balance and the mode in view). */
function BalancesTable({ shops }: { shops: ShopBalance[] }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const columns = useMemo<ColumnDef<ShopBalance>[]>(
    () => [
      {
        id: 'shop',
        header: t('commercialArea.balances.shop'),
        meta: { card: 'title' },
        cell: ({ row }) => row.original.name,
      },
      {
        id: 'mode',
        header: t('commercialArea.balances.mode'),
        meta: { card: 'status', nowrap: true },
        cell: ({ row }) => (
          <Badge variant="light" color={row.original.mode === 1 ? 'green' : 'gray'}>
            {t(`merchants.mode.${row.original.mode === 1 ? 'LIVE' : 'SANDBOX'}`)}
          </Badge>
        ),
      },
      {
        id: 'available',
        header: t('commercialArea.balances.available'),
        meta: { card: 'amount', align: 'right', nowrap: true },
        cell: ({ row }) => formatMoney(row.original.available, locale),
      },
      {
        id: 'pending',
        header: t('commercialArea.balances.pending'),
        meta: { align: 'right', nowrap: true },
        cell: ({ row }) => formatMoney(row.original.pending, locale),
      },
      {
        id: 'reserve',
        header: t('commercialArea.balances.reserve'),
        meta: { align: 'right', nowrap: true },
        cell: ({ row }) => formatMoney(row.original.reserve, locale),
      },
    ],
    [t, locale],
  );
  const table = useReactTable({
    data: shops,
    columns,
    getCoreRowModel: getCoreRowModel(),
    getRowId: (s) => s._id,
  });
  return <DataTable table={table} testId="balances-table" />;
}

/** /commercial/customers/solde/:id: one merchant's balances per shop and mode (read-only). */
export function CommercialCustomerBalancePage() {
  const { id = '' } = useParams();
  const { t } = useTranslation();
  const balances = useAgentCustomerBalances(id);
  return (
    <Stack gap="lg">
      <CustomerNav id={id} />
      <LoadState query={balances}>
        {(b) => (
          <Stack gap="md">
            <Title order={2} size="h3" c="navy.7">
              {t('commercialArea.balances.title', { name: b.business_name })}
            </Title>
            <Paper withBorder radius="md" p="md">
              {b.shops.length === 0 ? (
                <Text c="dimmed">{t('commercialArea.balances.empty')}</Text>
              ) : (
                <BalancesTable shops={b.shops} />
              )}
            </Paper>
          </Stack>
        )}
      </LoadState>
    </Stack>
  );
}
