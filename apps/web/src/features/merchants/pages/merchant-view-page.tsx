import { Alert, Badge, Grid, Loader, Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { formatDate, formatMoney } from '@platform/domain';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { errorMessage } from '../../../shared/forms/server-errors.ts';
import { useLocale } from '../../../shared/i18n/use-locale.ts';
import { SimpleDataTable } from '../../../shared/ui/simple-data-table.tsx';
import { AssignAgent } from '../../commercial/components/assign-agent.tsx';
import { MerchantActions } from '../../staff/components/merchant-actions.tsx';
import { identityRecap } from '../../validation/lib/identity-recap.ts';
import { merchantKeys, merchantsApi } from '../api/merchants-api.ts';
import { MerchantNav } from '../components/merchant-nav.tsx';
import { useMerchantViewColumns } from '../components/merchant-view-columns.tsx';
import { StaffStatusBadge } from '../components/staff-status-badge.tsx';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper withBorder radius="md" p="md">
      <Title order={3} size="h5" mb="sm">
        {title}
      </Title>
      {children}
    </Paper>
  );
}

/**
 * The identity recap: a field's name and its readable value a line (not a list of records),
 * wrapping long values.
 */
function Recap({ identity }: { identity: Record<string, string> }) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <Table layout="fixed" data-testid="merchant-identity">
      <Table.Tbody>
        {identityRecap(identity, t, locale).map(({ field, label, value }) => (
          <Table.Tr key={field} data-field={field}>
            <Table.Th w="40%" fw={500} c="dimmed" style={{ overflowWrap: 'anywhere' }}>
              {label}
            </Table.Th>
            <Table.Td style={{ overflowWrap: 'anywhere' }}>{value}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

/** `/admin/merchants/view/{id}`: the merchant's profile, shops, team, documents, keys, webhooks, activity. */
export function MerchantViewPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const id = useParams().id ?? '';
  const view = useQuery({ queryKey: merchantKeys.one(id, 'view'), queryFn: () => merchantsApi.view(id) });
  const columns = useMerchantViewColumns();
  if (view.isPending) return <Loader />;
  if (view.isError) return <Alert color="red">{errorMessage(view.error, t)}</Alert>;
  const { merchant, shops, team, documents, keys, webhooks, activity } = view.data;
  const none = (
    <Text size="sm" c="dimmed">
      {t('merchants.view.none')}
    </Text>
  );

  return (
    <Stack gap="lg">
      <MerchantNav id={id} name={merchant.business_name} current="view" />
      <SimpleGrid cols={{ base: 1, sm: 4 }}>
        <Paper withBorder p="md" radius="md">
          <Text size="xs" c="dimmed">
            {t('merchants.list.status')}
          </Text>
          <StaffStatusBadge status={merchant.status} />
        </Paper>
        <Paper withBorder p="md" radius="md">
          <Text size="xs" c="dimmed">
            {t('merchants.list.volume')}
          </Text>
          <Text fw={700}>{formatMoney(merchant.volume, locale)}</Text>
        </Paper>
        <Paper withBorder p="md" radius="md">
          <Text size="xs" c="dimmed">
            {t('merchants.view.card')}
          </Text>
          <Badge color={merchant.card ? 'green' : 'gray'} variant="light">
            {t(merchant.card ? 'merchants.view.yes' : 'merchants.view.no')}
          </Badge>
        </Paper>
        <Paper withBorder p="md" radius="md">
          <Text size="xs" c="dimmed">
            {t('merchants.list.created')}
          </Text>
          <Text>{formatDate(merchant.created_at, locale)}</Text>
        </Paper>
      </SimpleGrid>
      {/* The merchant's commercial agent and sponsor, with their commission terms (docs/growth.md). */}
      <AssignAgent merchantId={id} />
      <Grid gutter="lg">
        <Grid.Col span={{ base: 12, md: 6 }}>
          <Section title={t('merchants.view.profile')}>
            {merchant.identity ? <Recap identity={merchant.identity} /> : none}
          </Section>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 6 }}>
          <Section title={t('merchants.view.shops')}>
            <SimpleDataTable rows={shops} columns={columns.shops} getRowId={(s) => s._id} />
          </Section>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 6 }}>
          <Section title={t('merchants.view.team')}>
            <SimpleDataTable rows={team} columns={columns.team} getRowId={(u) => u._id} />
          </Section>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 6 }}>
          <Section title={t('merchants.view.documents')}>
            {documents.length ? (
              <SimpleDataTable rows={documents} columns={columns.documents} getRowId={(d) => d._id} />
            ) : (
              none
            )}
          </Section>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 6 }}>
          <Section title={t('merchants.view.keys')}>
            {keys.length ? (
              <SimpleDataTable rows={keys} columns={columns.keys} getRowId={(k) => k._id} />
            ) : (
              none
            )}
          </Section>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 6 }}>
          <Section title={t('merchants.view.webhooks')}>
            {webhooks.length ? (
              <SimpleDataTable rows={webhooks} columns={columns.webhooks} getRowId={(w) => w._id} />
            ) : (
              none
            )}
          </Section>
        </Grid.Col>
        <Grid.Col span={12}>
          <Section title={t('merchants.view.activity')}>
            {activity.length ? (
              <SimpleDataTable
                rows={activity}
                columns={columns.activity}
                getRowId={(a, i) => `${a.at}-${i}`}
              />
            ) : (
              none
            )}
          </Section>
        </Grid.Col>
        <Grid.Col span={12}>
          <MerchantActions merchantId={id} />
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
