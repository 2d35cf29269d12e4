import { Alert, Anchor, Button, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { formatDateTime } from '@platform/domain';
import { IconAlertCircle, IconPlus, IconWebhook } from '@tabler/icons-react';
import { type ColumnDef, getCoreRowModel, useReactTable } from '@tanstack/react-table';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { errorMessage } from '../../../shared/forms/server-errors.ts';
import { useLocale } from '../../../shared/i18n/use-locale.ts';
import { DataTable } from '../../../shared/ui/data-table.tsx';
import { EmptyState } from '../../../shared/ui/empty-state.tsx';
import { LocalizedLink } from '../../../shared/ui/localized-link.tsx';
import { useShellUser } from '../../shell/shell-user.ts';
import { useShops } from '../../shops/shops-context.ts';
import { useEndpoint, useEndpoints } from '../api/developers-queries.ts';
import { DevelopersNav } from '../components/developers-nav.tsx';
import { NoShop } from '../components/no-shop.tsx';
import { EndpointStateBadge } from '../components/status-badges.tsx';
import { webhookPaths } from '../lib/webhook-paths.ts';

/** The last delivery of an endpoint (from its detail's stats). */
function LastDelivery({ id }: { id: string }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { data } = useEndpoint(id);
  const at = data?.stats.last_delivery_at;
  if (!data) return <Text c="dimmed">…</Text>;
  return (
    <Stack gap={0}>
      <Text size="sm">{at ? formatDateTime(at, locale) : t('developers.webhooks.never')}</Text>
      {(data.stats.failed > 0 || data.stats.pending > 0) && (
        <Text size="xs" c={data.stats.failed ? 'red' : 'dimmed'}>
          {t('developers.webhooks.counts', { failed: data.stats.failed, pending: data.stats.pending })}
        </Text>
      )}
    </Stack>
  );
}

type Endpoint = NonNullable<ReturnType<typeof useEndpoints>['data']>[number];

/** The endpoints as a DataTable (a card each on a phone). */
function EndpointsTable({
  endpoints,
  viewPath,
}: {
  endpoints: Endpoint[];
  viewPath: (id: string) => string;
}) {
  const { t } = useTranslation();
  const columns = useMemo<ColumnDef<Endpoint>[]>(
    () => [
      {
        id: 'url',
        header: t('developers.webhooks.columns.url'),
        meta: { card: 'title' },
        cell: ({ row }) => (
          <>
            <Anchor
              component={LocalizedLink}
              to={viewPath(row.original._id)}
              style={{ wordBreak: 'break-all' }}
            >
              {row.original.url}
            </Anchor>
            {row.original.description && (
              <Text size="xs" c="dimmed">
                {row.original.description}
              </Text>
            )}
          </>
        ),
      },
      {
        id: 'events',
        header: t('developers.webhooks.columns.events'),
        cell: ({ row }) => (
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            {row.original.events.length ? row.original.events.join(', ') : t('developers.webhooks.allEvents')}
          </Text>
        ),
      },
      {
        id: 'state',
        header: t('developers.webhooks.columns.state'),
        meta: { card: 'status', nowrap: true },
        cell: ({ row }) => <EndpointStateBadge endpoint={row.original} />,
      },
      {
        id: 'lastDelivery',
        header: t('developers.webhooks.columns.lastDelivery'),
        cell: ({ row }) => <LastDelivery id={row.original._id} />,
      },
    ],
    [t, viewPath],
  );
  const table = useReactTable({
    data: endpoints,
    columns,
    getCoreRowModel: getCoreRowModel(),
    getRowId: (e) => e._id,
  });
  return <DataTable table={table} testId="endpoints" striped={false} />;
}

/** `/developers/webhook`, `/webhook` and `/sandbox/developers/webHooks`: the shop's endpoints. */
export function WebhooksPage() {
  const { t } = useTranslation();
  const sandbox = useShellUser().in_sandbox;
  const paths = webhookPaths(sandbox, useLocation().pathname);
  const { selected, loading } = useShops();
  const endpoints = useEndpoints(selected?._id);

  if (loading) return <Loader />;
  if (!selected) return <NoShop sandbox={sandbox} />;

  return (
    <Stack gap="lg">
      <DevelopersNav sandbox={sandbox} />
      <Paper withBorder radius="md" p="lg">
        <Stack gap="md">
          <Group justify="space-between" align="flex-start">
            <div>
              <Title order={2} size="h3">
                {t('developers.webhooks.title')}
              </Title>
              <Text size="sm" c="dimmed">
                {t('developers.webhooks.intro')}
              </Text>
            </div>
            <Button component={LocalizedLink} to={paths.add} leftSection={<IconPlus size={16} />}>
              {t('developers.webhooks.add')}
            </Button>
          </Group>
          {endpoints.isPending ? (
            <Loader />
          ) : endpoints.isError ? (
            <Alert color="red" icon={<IconAlertCircle size={18} />}>
              {errorMessage(endpoints.error, t)}
            </Alert>
          ) : endpoints.data.length === 0 ? (
            <EmptyState
              testId="webhooks-empty"
              icon={<IconWebhook size={26} />}
              title={t('developers.webhooks.emptyTitle')}
              text={t('developers.webhooks.empty')}
              actions={[{ label: t('developers.webhooks.add'), to: paths.add }]}
            />
          ) : (
            <EndpointsTable endpoints={endpoints.data} viewPath={paths.view} />
          )}
        </Stack>
      </Paper>
    </Stack>
  );
}
