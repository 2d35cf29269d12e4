import { Anchor, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { formatDate, formatMoney } from '@platform/domain';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../shared/i18n/use-locale.ts';
import { LocalizedLink } from '../../../shared/ui/localized-link.tsx';
import { ValidationBadge } from '../../referral/components/validation-badge.tsx';
import { useAgentCustomers } from '../api/commercial-api.ts';
import { LoadState } from '../components/load-state.tsx';

/** /commercial/customers: the agent's merchants, their validation status and live volume. */
export function CommercialCustomersPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const customers = useAgentCustomers();
  return (
    <Stack gap="lg">
      <Title order={2} size="h3" c="navy.7">
        {t('commercialArea.customers.title')}
      </Title>
      <LoadState query={customers}>
        {({ items }) => (
          <Paper withBorder radius="md" p="md">
            {items.length === 0 ? (
              <Text c="dimmed">{t('commercialArea.customers.empty')}</Text>
            ) : (
              <Table.ScrollContainer minWidth={760}>
                <Table striped data-testid="customers-table">
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>{t('commercialArea.columns.name')}</Table.Th>
                      <Table.Th>{t('commercialArea.columns.country')}</Table.Th>
                      <Table.Th>{t('commercialArea.columns.status')}</Table.Th>
                      <Table.Th>{t('commercialArea.columns.signedUp')}</Table.Th>
                      <Table.Th ta="right">{t('commercialArea.columns.month')}</Table.Th>
                      <Table.Th ta="right">{t('commercialArea.columns.total')}</Table.Th>
                      <Table.Th ta="right">{t('commercialArea.columns.commission')}</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {items.map((m) => (
                      <Table.Tr key={m._id} data-testid="customer-row">
                        <Table.Td>
                          <Anchor component={LocalizedLink} to={`/commercial/customers/view/${m._id}`}>
                            {m.business_name}
                          </Anchor>
                        </Table.Td>
                        <Table.Td>{m.country}</Table.Td>
                        <Table.Td>
                          <ValidationBadge status={m.status} />
                        </Table.Td>
                        <Table.Td>{formatDate(m.signed_up_at, locale)}</Table.Td>
                        <Table.Td ta="right">{formatMoney(m.volume_month, locale)}</Table.Td>
                        <Table.Td ta="right">{formatMoney(m.volume_total, locale)}</Table.Td>
                        <Table.Td ta="right">{formatMoney(m.commission_total, locale)}</Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
            )}
          </Paper>
        )}
      </LoadState>
    </Stack>
  );
}
