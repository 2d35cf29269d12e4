import { Anchor, Group, Loader, Paper, SegmentedControl, Stack, Table, Text, Title } from '@mantine/core';
import { formatDateTime, formatMoney } from '@platform/domain';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLocale, useLocalizedPath } from '../../../shared/i18n/use-locale.ts';
import { AgeText } from '../../merchants/components/age-text.tsx';
import { StaffStatusBadge } from '../../merchants/components/staff-status-badge.tsx';
import { adminCardRequestsApi } from './admin-card-requests-api.ts';

const STATUSES = ['PENDING', 'APPROVED', 'REFUSED'] as const;

/** `/admin/card-payment-request`: the merchants' card-payment requests, oldest first. */
export function AdminCardRequestsPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const localize = useLocalizedPath();
  const [status, setStatus] = useState<string>('PENDING');
  const list = useQuery({
    queryKey: ['admin-card-requests', status],
    queryFn: () => adminCardRequestsApi.list(status),
  });
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end">
        <Title order={2} size="h3">
          {t('cardRequestsAdmin.title')}
        </Title>
        <SegmentedControl
          value={status}
          onChange={setStatus}
          data={STATUSES.map((s) => ({ value: s, label: t(`merchants.status.${s}`) }))}
        />
      </Group>
      <Paper withBorder radius="md" p="md">
        {list.isPending ? (
          <Loader />
        ) : (list.data ?? []).length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('cardRequestsAdmin.empty')}
          </Text>
        ) : (
          <Table.ScrollContainer minWidth={720}>
            <Table highlightOnHover data-testid="admin-card-requests">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('cardRequestsAdmin.columns.date')}</Table.Th>
                  <Table.Th>{t('cardRequestsAdmin.columns.merchant')}</Table.Th>
                  <Table.Th>{t('cardRequestsAdmin.columns.activity')}</Table.Th>
                  <Table.Th>{t('cardRequestsAdmin.columns.volume')}</Table.Th>
                  <Table.Th>{t('cardRequestsAdmin.columns.status')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {(list.data ?? []).map((r) => (
                  <Table.Tr key={r._id}>
                    <Table.Td>
                      {formatDateTime(r.created_at, locale)}
                      <AgeText since={r.created_at} />
                    </Table.Td>
                    <Table.Td>
                      <Anchor component={Link} to={localize(`/admin/card-payment-request/${r._id}`)}>
                        {r.merchant.business_name}
                      </Anchor>
                    </Table.Td>
                    <Table.Td>{r.activity}</Table.Td>
                    <Table.Td>{formatMoney(r.monthly_volume, locale)}</Table.Td>
                    <Table.Td>
                      <StaffStatusBadge status={r.status} />
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Paper>
    </Stack>
  );
}
