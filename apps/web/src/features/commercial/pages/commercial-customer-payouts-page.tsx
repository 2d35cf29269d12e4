import { Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useAgentCustomerPayouts } from '../api/commercial-api.ts';
import { AgentPayoutsTable } from '../components/agent-payouts-table.tsx';
import { CustomerNav } from '../components/customer-nav.tsx';
import { LoadState } from '../components/load-state.tsx';

/** /commercial/customers/payout/:id: one merchant's latest live payouts (read-only). */
export function CommercialCustomerPayoutsPage() {
  const { id = '' } = useParams();
  const { t } = useTranslation();
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
                <AgentPayoutsTable
                  payouts={p.items}
                  exportName={t('commercialArea.payouts.exportName', { name: p.business_name })}
                />
              )}
            </Paper>
          </Stack>
        )}
      </LoadState>
    </Stack>
  );
}
