import { Alert, Anchor, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import type { Shop } from '@platform/contracts';
import { hasAnyPermission } from '@platform/domain';
import { IconAlertCircle, IconLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../shared/forms/server-errors.ts';
import { LocalizedLink } from '../../../shared/ui/localized-link.tsx';
import { useShellUser } from '../../shell/shell-user.ts';
import { useNewCustomers } from '../api/overview-queries.ts';
import { NewCustomersTable } from '../components/new-customers-table.tsx';
import { OverviewGate } from '../components/overview-gate.tsx';

const WEEK_MS = 7 * 86_400_000;

function NewsBody({ shop }: { shop: Shop }) {
  const { t } = useTranslation();
  const allowed = hasAnyPermission(useShellUser(), ['customer']);
  const customers = useNewCustomers(shop._id, allowed);
  if (!allowed)
    return (
      <Alert color="gray" icon={<IconLock size={18} />}>
        {t('overview.news.noPermission')}
      </Alert>
    );
  if (customers.isPending) return <Loader />;
  if (customers.isError)
    return (
      <Alert color="red" icon={<IconAlertCircle size={18} />}>
        {errorMessage(customers.error, t)}
      </Alert>
    );
  const since = Date.now() - WEEK_MS;
  const fresh = customers.data.filter((c) => Date.parse(c.created_at) >= since);
  return (
    <Paper withBorder radius="md" p="lg">
      <Stack gap="md">
        <div>
          <Title order={3} size="h4" c="navy.7">
            {t('overview.news.title', { count: fresh.length })}
          </Title>
          <Text size="sm" c="dimmed">
            {t('overview.news.intro')}
          </Text>
        </div>
        {fresh.length === 0 ? (
          <Text c="dimmed">{t('overview.news.empty')}</Text>
        ) : (
          <NewCustomersTable customers={fresh} />
        )}
        <Anchor component={LocalizedLink} to="/sandbox/customers" size="sm">
          {t('overview.news.all')}
        </Anchor>
      </Stack>
    </Paper>
  );
}

/** `/sandbox/dashboard/news`: what is new in the shop, its customers of the last 7 days. */
export function DashboardNewsPage() {
  return <OverviewGate>{(shop) => <NewsBody shop={shop} />}</OverviewGate>;
}
