import { Group, Loader, Paper, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import type { AdminPayoutApiItem } from '@platform/contracts';
import { PAYOUT_API_REQUEST_STATUSES } from '@platform/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../shared/forms/server-errors.ts';
import { notify } from '../../../shared/ui/notify.ts';
import { UrlDataList } from '../../../shared/ui/url-data-list.tsx';
import { useUrlChoice } from '../../../shared/ui/use-url-choice.ts';
import { useUrlTable } from '../../../shared/ui/use-url-table.ts';
import { StaffActionModal } from '../../merchants/components/staff-action-modal.tsx';
import { type PayoutApiDecision, usePayoutApiColumns } from './admin-payout-api-columns.tsx';
import { adminPayoutsApi } from './admin-payouts-api.ts';

const URL_OPTIONS = {
  sortable: ['merchant', 'date', 'status'],
  // The oldest request first, as the queue is worked.
  defaultSort: { id: 'date', desc: false },
};
const searchText = (r: AdminPayoutApiItem) =>
  [r.merchant.business_name, r.shop.name, r.ips.join(' '), r.usage].join(' ');

/**
 * `/admin/payoutRequest`: payout-API access requests of one status (in the URL) with their IPs;
 * approve, refuse, revoke. Sorted, searched and paged in the URL, exported to CSV or XLSX.
 */
export function AdminPayoutApiPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [status, setStatus] = useUrlChoice('status', PAYOUT_API_REQUEST_STATUSES, 'PENDING');
  const list = useQuery({
    queryKey: ['admin-payout-api', status],
    queryFn: () => adminPayoutsApi.requests(status),
  });
  const [deciding, setDeciding] = useState<{ row: AdminPayoutApiItem; decision: PayoutApiDecision } | null>(
    null,
  );
  const decide = useMutation({
    mutationFn: (body: { reason: string; password: string }) =>
      adminPayoutsApi.decideRequest(deciding!.row._id, deciding!.decision, body),
    onSuccess: (answer) => {
      notify('success', answer.message);
      setDeciding(null);
      void queryClient.invalidateQueries({ queryKey: ['admin-payout-api'] });
      void queryClient.invalidateQueries({ queryKey: ['admin-whitelist'] });
    },
    onError: (error) => notify('error', errorMessage(error, t)),
  });
  const onDecide = useCallback(
    (row: AdminPayoutApiItem, decision: PayoutApiDecision) => setDeciding({ row, decision }),
    [],
  );
  const columns = usePayoutApiColumns(onDecide);
  const table = useUrlTable({
    data: list.data ?? [],
    columns,
    getRowId: (r) => r._id,
    url: URL_OPTIONS,
    searchText,
  });

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end">
        <div>
          <Title order={2} size="h3">
            {t('payoutsAdmin.payoutApi.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('payoutsAdmin.payoutApi.intro')}
          </Text>
        </div>
        <SegmentedControl
          value={status}
          onChange={(value) => setStatus(value as (typeof PAYOUT_API_REQUEST_STATUSES)[number])}
          data={PAYOUT_API_REQUEST_STATUSES.map((s) => ({ value: s, label: t(`merchants.status.${s}`) }))}
        />
      </Group>
      <Paper withBorder radius="md" p="md">
        {list.isPending ? (
          <Loader />
        ) : (list.data ?? []).length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('payoutsAdmin.payoutApi.empty')}
          </Text>
        ) : (
          <UrlDataList
            list={table}
            testId="admin-payout-api"
            toolbar={{
              searchPlaceholder: t('payoutsAdmin.payoutApi.search'),
              exportName: t('payoutsAdmin.payoutApi.exportName'),
            }}
            rowAttributes={(r) => ({ 'data-row': 'payout-api-request', 'data-ips': r.ips.join(' ') })}
          />
        )}
      </Paper>
      <StaffActionModal
        opened={deciding !== null}
        pending={decide.isPending}
        text={
          deciding
            ? t(`payoutsAdmin.payoutApi.${deciding.decision}Text`, { ips: deciding.row.ips.join(', ') })
            : ''
        }
        onConfirm={(body) => decide.mutate(body)}
        onClose={() => setDeciding(null)}
      />
    </Stack>
  );
}
