import { Alert, Anchor, Badge, Loader, Paper, Stack, Table, Text, Title } from '@mantine/core';
import type { Shop } from '@platform/contracts';
import { formatDateTime, formatMoney, formatPhone, hasAnyPermission } from '@platform/domain';
import { IconAlertCircle, IconLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../shared/forms/server-errors.ts';
import { useLocale } from '../../../shared/i18n/use-locale.ts';
import { LocalizedLink } from '../../../shared/ui/localized-link.tsx';
import { useShellUser } from '../../shell/shell-user.ts';
import { useNewCustomers } from '../api/overview-queries.ts';
import { OverviewGate } from '../components/overview-gate.tsx';

const WEEK_MS = 7 * 86_400_000;

function NewsBody({ shop }: { shop: Shop }) {
  const { t } = useTranslation();
  const locale = useLocale();
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
          <Table verticalSpacing="xs" data-testid="new-customers">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('overview.news.customer')}</Table.Th>
                <Table.Th>{t('overview.latest.phone')}</Table.Th>
                <Table.Th>{t('overview.news.source')}</Table.Th>
                <Table.Th ta="right">{t('overview.news.paid')}</Table.Th>
                <Table.Th>{t('overview.news.since')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {fresh.map((c) => (
                <Table.Tr key={c._id}>
                  <Table.Td>
                    {[c.first_name, c.last_name].filter(Boolean).join(' ') || t('overview.news.unnamed')}
                  </Table.Td>
                  <Table.Td>{formatPhone(c.phoneNumber)}</Table.Td>
                  <Table.Td>
                    <Badge variant="light">{t(`overview.news.sources.${c.source}`)}</Badge>
                  </Table.Td>
                  <Table.Td ta="right">{formatMoney(c.amount_paid, locale)}</Table.Td>
                  <Table.Td>{formatDateTime(c.created_at, locale)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
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
