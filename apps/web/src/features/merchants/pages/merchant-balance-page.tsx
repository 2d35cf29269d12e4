import { Alert, Grid, Loader, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { formatDateTime, formatMoney } from '@platform/domain';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { errorMessage } from '../../../shared/forms/server-errors.ts';
import { useLocale } from '../../../shared/i18n/use-locale.ts';
import { merchantKeys, merchantsApi } from '../api/merchants-api.ts';
import { AdjustmentForm } from '../components/adjustment-form.tsx';
import { AdjustmentsTable } from '../components/adjustments-table.tsx';
import { MerchantNav } from '../components/merchant-nav.tsx';

/** `/admin/merchants/solde/{id}`: balances per shop and mode from the ledger, postings, adjustments. */
export function MerchantBalancePage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const id = useParams().id ?? '';
  const data = useQuery({
    queryKey: merchantKeys.one(id, 'balances'),
    queryFn: () => merchantsApi.balances(id),
  });
  if (data.isPending) return <Loader />;
  if (data.isError) return <Alert color="red">{errorMessage(data.error, t)}</Alert>;
  const shopName = new Map(data.data.shops.map((s) => [s._id, s.name]));

  return (
    <Stack gap="lg">
      <MerchantNav id={id} name={data.data.merchant.business_name} current="solde" />
      <Paper withBorder radius="md" p="md">
        <Table.ScrollContainer minWidth={560}>
          <Table data-testid="balances-table">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('merchants.balance.shop')}</Table.Th>
                <Table.Th>{t('merchants.balance.mode')}</Table.Th>
                <Table.Th>{t('merchants.balance.available')}</Table.Th>
                <Table.Th>{t('merchants.balance.pending')}</Table.Th>
                <Table.Th>{t('merchants.balance.reserve')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {data.data.shops.map((s) => (
                <Table.Tr key={s._id} data-testid={`balance-${s._id}`}>
                  <Table.Td>{s.name}</Table.Td>
                  <Table.Td>{t(`merchants.mode.${s.mode}`)}</Table.Td>
                  <Table.Td data-testid="balance-available">{formatMoney(s.available, locale)}</Table.Td>
                  <Table.Td>{formatMoney(s.pending, locale)}</Table.Td>
                  <Table.Td>{formatMoney(s.reserve, locale)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
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
          <Table.ScrollContainer minWidth={640}>
            <Table data-testid="postings-table">
              <Table.Tbody>
                {data.data.postings.map((p) => (
                  <Table.Tr key={`${p.entry_id}-${p.account}-${p.shop}`}>
                    <Table.Td>{formatDateTime(p.created_at, locale)}</Table.Td>
                    <Table.Td>{shopName.get(p.shop) ?? p.shop}</Table.Td>
                    <Table.Td>{p.kind}</Table.Td>
                    <Table.Td>{p.account}</Table.Td>
                    <Table.Td c={p.amount < 0 ? 'red' : 'green'}>{formatMoney(p.amount, locale)}</Table.Td>
                    <Table.Td>
                      <Text size="xs" ff="monospace">
                        {p.reference}
                      </Text>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Paper>
    </Stack>
  );
}
