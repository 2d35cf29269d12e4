import { Badge, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { formatMoney } from '@platform/domain';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useLocale } from '../../../shared/i18n/use-locale.ts';
import { useAgentCustomerBalances } from '../api/commercial-api.ts';
import { CustomerNav } from '../components/customer-nav.tsx';
import { LoadState } from '../components/load-state.tsx';

/** /commercial/customers/solde/:id: one merchant's balances per shop and mode (read-only). */
export function CommercialCustomerBalancePage() {
  const { id = '' } = useParams();
  const { t } = useTranslation();
  const locale = useLocale();
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
                <Table striped data-testid="balances-table">
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>{t('commercialArea.balances.shop')}</Table.Th>
                      <Table.Th>{t('commercialArea.balances.mode')}</Table.Th>
                      <Table.Th ta="right">{t('commercialArea.balances.available')}</Table.Th>
                      <Table.Th ta="right">{t('commercialArea.balances.pending')}</Table.Th>
                      <Table.Th ta="right">{t('commercialArea.balances.reserve')}</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {b.shops.map((s) => (
                      <Table.Tr key={s._id}>
                        <Table.Td>{s.name}</Table.Td>
                        <Table.Td>
                          <Badge variant="light" color={s.mode === 1 ? 'green' : 'gray'}>
                            {s.mode === 1 ? 'Live' : 'Sandbox'}
                          </Badge>
                        </Table.Td>
                        <Table.Td ta="right">{formatMoney(s.available, locale)}</Table.Td>
                        <Table.Td ta="right">{formatMoney(s.pending, locale)}</Table.Td>
                        <Table.Td ta="right">{formatMoney(s.reserve, locale)}</Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              )}
            </Paper>
          </Stack>
        )}
      </LoadState>
    </Stack>
  );
}
