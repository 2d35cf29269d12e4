import { Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useAgentCustomers } from '../api/commercial-api.ts';
import { AgentCustomersTable } from '../components/agent-customers-table.tsx';
import { LoadState } from '../components/load-state.tsx';

/** /commercial/customers: the agent's merchants, their validation status and live volume. */
export function CommercialCustomersPage() {
  const { t } = useTranslation();
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
              <AgentCustomersTable customers={items} />
            )}
          </Paper>
        )}
      </LoadState>
    </Stack>
  );
}
