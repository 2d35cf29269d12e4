import { Alert, Group, Loader, Paper, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import type { AdminCardRequestItem } from '@platform/contracts';
import { IconAlertCircle } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../shared/forms/server-errors.ts';
import { UrlDataList } from '../../../shared/ui/url-data-list.tsx';
import { useUrlChoice } from '../../../shared/ui/use-url-choice.ts';
import { useUrlTable } from '../../../shared/ui/use-url-table.ts';
import { adminCardRequestsApi } from './admin-card-requests-api.ts';
import { useCardRequestColumns } from './admin-card-requests-columns.tsx';

const STATUSES = ['PENDING', 'APPROVED', 'REFUSED'] as const;
const URL_OPTIONS = {
  sortable: ['merchant', 'date', 'activity', 'volume', 'status'],
  // The oldest request first, as the queue is worked.
  defaultSort: { id: 'date', desc: false },
};
const searchText = (r: AdminCardRequestItem) => [r.merchant.business_name, r.activity].join(' ');

/**
 * `/admin/card-payment-request`: the merchants' card-payment requests of one status (in the URL),
 * oldest first; sorted, searched and paged in the URL, exported to CSV or XLSX.
 */
export function AdminCardRequestsPage() {
  const { t } = useTranslation();
  const [status, setStatus] = useUrlChoice('status', STATUSES, 'PENDING');
  const requests = useQuery({
    queryKey: ['admin-card-requests', status],
    queryFn: () => adminCardRequestsApi.list(status),
  });
  const columns = useCardRequestColumns();
  const list = useUrlTable({
    data: requests.data ?? [],
    columns,
    getRowId: (r) => r._id,
    url: URL_OPTIONS,
    searchText,
  });
  const empty = (requests.data?.length ?? 0) === 0;
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end">
        <Title order={2} size="h3">
          {t('cardRequestsAdmin.title')}
        </Title>
        <SegmentedControl
          value={status}
          onChange={(value) => setStatus(value as (typeof STATUSES)[number])}
          data={STATUSES.map((s) => ({ value: s, label: t(`merchants.status.${s}`) }))}
          data-testid="card-requests-status"
        />
      </Group>
      {requests.isError ? (
        <Alert color="red" icon={<IconAlertCircle size={18} />}>
          {errorMessage(requests.error, t)}
        </Alert>
      ) : null}
      <Paper withBorder radius="md" p="md">
        {requests.isPending ? (
          <Loader />
        ) : empty ? (
          <Text size="sm" c="dimmed" data-testid="card-requests-empty">
            {t('cardRequestsAdmin.empty')}
          </Text>
        ) : (
          <UrlDataList
            list={list}
            testId="admin-card-requests"
            toolbar={{
              searchPlaceholder: t('cardRequestsAdmin.search'),
              exportName: t('cardRequestsAdmin.exportName'),
            }}
            rowAttributes={(r) => ({ 'data-row': 'card-request', 'data-request': r._id })}
          />
        )}
      </Paper>
    </Stack>
  );
}
