import { Paper, Stack, Table, Text, Title } from '@mantine/core';
import { formatDateTime, formatMoney } from '@platform/domain';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useLocale } from '../../../shared/i18n/use-locale.ts';
import { StatusBadge } from '../../overview/components/status-badge.tsx';
import { useAgentCustomerPayouts } from '../api/commercial-api.ts';
import { CustomerNav } from '../components/customer-nav.tsx';
import { LoadState } from '../components/load-state.tsx';

/** /commercial/customers/payout/:id: one merchant's latest live payouts (read-only). */
export function CommercialCustomerPayoutsPage() {
  const { id = '' } = useParams();
  const { t } = useTranslation();
  const locale = useLocale();
  const payouts = useAgentCustomerPayouts(id);
  return (
    <Stack gap="lg">
      <CustomerNav id={id} />
      <LoadState query={payouts}>
        {(p) => (
          <Stack gap="md">
            <Title order={2} size="h3" c="navy.7">
              {t('commercialArea.payouts.title', { name: p.business_name })}
            </Title>
            <Paper withBorder radius="md" p="md">
              {p.items.length === 0 ? (
                <Text c="dimmed">{t('commercialArea.payouts.empty')}</Text>
              ) : (
                <Table.ScrollContainer minWidth={760}>
                  <Table striped data-testid="payouts-table">
                    <Table.Thead>
                      <Table.Tr>
                        <Table.Th>{t('commercialArea.payouts.date')}</Table.Th>
                        <Table.Th>{t('commercialArea.payouts.reference')}</Table.Th>
                        <Table.Th>{t('commercialArea.payouts.shop')}</Table.Th>
                        <Table.Th>{t('commercialArea.payouts.network')}</Table.Th>
                        <Table.Th ta="right">{t('commercialArea.payouts.amount')}</Table.Th>
                        <Table.Th>{t('commercialArea.payouts.status')}</Table.Th>
                      </Table.Tr>
                    </Table.Thead>
                    <Table.Tbody>
                      {p.items.map((row) => (
                        <Table.Tr key={row._id}>
                          <Table.Td>{formatDateTime(row.date, locale)}</Table.Td>
                          <Table.Td>{row.reference}</Table.Td>
                          <Table.Td>{row.shop_name}</Table.Td>
                          <Table.Td tt="uppercase">{row.network}</Table.Td>
                          <Table.Td ta="right">{formatMoney(row.amount, locale)}</Table.Td>
                          <Table.Td>
                            <StatusBadge status={row.status} />
                          </Table.Td>
                        </Table.Tr>
                      ))}
                    </Table.Tbody>
                  </Table>
                </Table.ScrollContainer>
              )}
            </Paper>
          </Stack>
        )}
      </LoadState>
    </Stack>
  );
}
