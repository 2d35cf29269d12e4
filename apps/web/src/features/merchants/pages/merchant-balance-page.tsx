import { Alert, Grid, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { errorMessage } from '../../../shared/forms/server-errors.ts';
import { DataTable } from '../../../shared/ui/data-table.tsx';
import { SimpleDataTable } from '../../../shared/ui/simple-data-table.tsx';
import { TablePager, TableToolbar } from '../../../shared/ui/table-controls.tsx';
import { useUrlTable } from '../../../shared/ui/use-url-table.ts';
import { merchantKeys, merchantsApi } from '../api/merchants-api.ts';
import { AdjustmentForm } from '../components/adjustment-form.tsx';
import { AdjustmentsTable } from '../components/adjustments-table.tsx';
import { type Posting, useBalanceColumns } from '../components/balance-columns.tsx';
import { MerchantNav } from '../components/merchant-nav.tsx';

const POSTINGS_URL = {
  prefix: 'postings',
  sortable: ['date', 'shop', 'kind', 'account', 'amount'],
  defaultSort: { id: 'date', desc: true },
};
const NO_POSTINGS: Posting[] = [];

/**
 * `/admin/merchants/solde/{id}`: balances per shop and mode from the ledger, postings (sorted and
 * paged in the URL, exported to CSV or XLSX), adjustments.
 */
export function MerchantBalancePage() {
  const { t } = useTranslation();
  const id = useParams().id ?? '';
  const data = useQuery({
    queryKey: merchantKeys.one(id, 'balances'),
    queryFn: () => merchantsApi.balances(id),
  });
  const shops = data.data?.shops;
  const shopName = useCallback((shop: string) => shops?.find((s) => s._id === shop)?.name ?? shop, [shops]);
  const columns = useBalanceColumns(shopName);
  const postings = useUrlTable({
    data: data.data?.postings ?? NO_POSTINGS,
    columns: columns.postings,
    getRowId: (p) => `${p.entry_id}-${p.account}-${p.shop}`,
    url: POSTINGS_URL,
    searchText: (p) => [p.kind, p.account, p.reference, shopName(p.shop)].join(' '),
  });
  if (data.isPending) return <Loader />;
  if (data.isError) return <Alert color="red">{errorMessage(data.error, t)}</Alert>;

  return (
    <Stack gap="lg">
      <MerchantNav id={id} name={data.data.merchant.business_name} current="solde" />
      <Paper withBorder radius="md" p="md">
        <SimpleDataTable
          rows={data.data.shops}
          columns={columns.balances}
          getRowId={(s) => s._id}
          testId="balances-table"
          rowAttributes={(s) => ({ 'data-testid': `balance-${s._id}` })}
        />
      </Paper>
      <Grid gutter="lg">
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Paper withBorder radius="md" p="md">
            <Title order={3} size="h5" mb="sm">
              {t('merchants.balance.adjust')}
            </Title>
            <AdjustmentForm merchantId={id} data={data.data} />
          </Paper>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Paper withBorder radius="md" p="md">
            <Title order={3} size="h5" mb="sm">
              {t('merchants.balance.adjustments')}
            </Title>
            <AdjustmentsTable merchantId={id} rows={data.data.adjustments} />
          </Paper>
        </Grid.Col>
      </Grid>
      <Paper withBorder radius="md" p="md">
        <Title order={3} size="h5" mb="sm">
          {t('merchants.balance.postings')}
        </Title>
        {data.data.postings.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('merchants.view.none')}
          </Text>
        ) : (
          <Stack gap="sm">
            <TableToolbar
              list={postings}
              searchPlaceholder={t('table.search')}
              exportName={t('merchants.balance.postingsExport')}
              testId="postings-toolbar"
            />
            <DataTable table={postings.table} testId="postings-table" />
            <TablePager list={postings} />
          </Stack>
        )}
      </Paper>
    </Stack>
  );
}
