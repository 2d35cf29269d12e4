import { Alert, Badge, Grid, Loader, Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { formatDate, formatDateTime, formatMoney } from '@platform/domain';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { errorMessage } from '../../../shared/forms/server-errors.ts';
import { useLocale } from '../../../shared/i18n/use-locale.ts';
import { AssignAgent } from '../../commercial/components/assign-agent.tsx';
import { merchantKeys, merchantsApi } from '../api/merchants-api.ts';
import { MerchantNav } from '../components/merchant-nav.tsx';
import { MerchantTrail } from '../components/merchant-trail.tsx';
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

function Rows({ rows }: { rows: ReactNode[][] }) {
  return (
    <Table.ScrollContainer minWidth={360}>
      <Table>
        <Table.Tbody>
          {rows.map((cells, i) => (
            <Table.Tr key={String(i)}>
              {cells.map((cell, j) => (
                <Table.Td key={String(j)}>{cell}</Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** `/admin/merchants/view/{id}`: the merchant's profile, shops, team, documents, keys, webhooks, activity. */
export function MerchantViewPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const id = useParams().id ?? '';
  const view = useQuery({ queryKey: merchantKeys.one(id, 'view'), queryFn: () => merchantsApi.view(id) });
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
            {merchant.identity ? (
              <Rows rows={Object.entries(merchant.identity).map(([k, v]) => [k, v])} />
            ) : (
              none
            )}
          </Section>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 6 }}>
          <Section title={t('merchants.view.shops')}>
            <Rows
              rows={shops.map((s) => [
                s.name,
                t(s.mode === 1 ? 'merchants.mode.LIVE' : 'merchants.mode.SANDBOX'),
                s.status,
              ])}
            />
          </Section>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 6 }}>
          <Section title={t('merchants.view.team')}>
            <Rows rows={team.map((u) => [`${u.first_name} ${u.last_name}`, u.email, u.profile ?? '—'])} />
          </Section>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 6 }}>
          <Section title={t('merchants.view.documents')}>
            {documents.length ? (
              <Rows rows={documents.map((d) => [d.kind, d.filename, formatDate(d.created_at, locale)])} />
            ) : (
              none
            )}
          </Section>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 6 }}>
          <Section title={t('merchants.view.keys')}>
            {keys.length ? (
              <Rows
                rows={keys.map((k) => [
                  <Text key="p" ff="monospace" size="sm">
                    {k.prefix}
                  </Text>,
                  t(`merchants.mode.${k.mode}`),
                  k.status,
                  k.last_used_at ? formatDateTime(k.last_used_at, locale) : '—',
                ])}
              />
            ) : (
              none
            )}
          </Section>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 6 }}>
          <Section title={t('merchants.view.webhooks')}>
            {webhooks.length ? (
              <Rows
                rows={webhooks.map((w) => [w.url, t(`merchants.mode.${w.mode}`), w.enabled ? '✓' : '✗'])}
              />
            ) : (
              none
            )}
          </Section>
        </Grid.Col>
        <Grid.Col span={12}>
          <Section title={t('merchants.view.activity')}>
            {activity.length ? (
              <Rows rows={activity.map((a) => [formatDateTime(a.at, locale), a.event])} />
            ) : (
              none
            )}
          </Section>
        </Grid.Col>
        <Grid.Col span={12}>
          <MerchantTrail merchantId={id} />
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
