import { Button, Group, Loader, Paper, SegmentedControl, Stack, Table, Text, Title } from '@mantine/core';
import type { AdminPayoutApiItem } from '@platform/contracts';
import { formatDateTime, PAYOUT_API_REQUEST_STATUSES } from '@platform/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../shared/forms/server-errors.ts';
import { useLocale } from '../../../shared/i18n/use-locale.ts';
import { notify } from '../../../shared/ui/notify.ts';
import { AgeText } from '../../merchants/components/age-text.tsx';
import { StaffActionModal } from '../../merchants/components/staff-action-modal.tsx';
import { StaffStatusBadge } from '../../merchants/components/staff-status-badge.tsx';
import { payoutApiUsage } from '../lib/payout-api-usage.ts';
import { adminPayoutsApi } from './admin-payouts-api.ts';

type Decision = 'approve' | 'refuse' | 'revoke';

/** `/admin/payoutRequest`: payout-API access requests with their IPs; approve, refuse, revoke. */
export function AdminPayoutApiPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const queryClient = useQueryClient();
  const [status, setStatus] = useState<string>('PENDING');
  const list = useQuery({
    queryKey: ['admin-payout-api', status],
    queryFn: () => adminPayoutsApi.requests(status),
  });
  const [deciding, setDeciding] = useState<{ row: AdminPayoutApiItem; decision: Decision } | null>(null);
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
  const button = (row: AdminPayoutApiItem, decision: Decision) => (
    <Button
      size="xs"
      variant={decision === 'approve' ? 'filled' : 'default'}
      onClick={() => setDeciding({ row, decision })}
      data-testid={`payout-api-${decision}`}
    >
      {t(`merchants.actions.${decision}`)}
    </Button>
  );

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
          onChange={setStatus}
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
          <Table.ScrollContainer minWidth={800}>
            <Table data-testid="admin-payout-api">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('payoutsAdmin.columns.date')}</Table.Th>
                  <Table.Th>{t('payoutsAdmin.columns.merchant')}</Table.Th>
                  <Table.Th>{t('payoutsAdmin.payoutApi.ips')}</Table.Th>
                  <Table.Th>{t('payoutsAdmin.payoutApi.usage')}</Table.Th>
                  <Table.Th>{t('payoutsAdmin.columns.status')}</Table.Th>
                  <Table.Th />
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {(list.data ?? []).map((r) => (
                  <Table.Tr key={r._id}>
                    <Table.Td>
                      {formatDateTime(r.date, locale)}
                      <AgeText since={r.date} />
                    </Table.Td>
                    <Table.Td>
                      {r.merchant.business_name}
                      <Text size="xs" c="dimmed">
                        {r.shop.name}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      <Text size="sm" ff="monospace">
                        {r.ips.join(', ')}
                      </Text>
                    </Table.Td>
                    <Table.Td>{payoutApiUsage(r, t)}</Table.Td>
                    <Table.Td>
                      <StaffStatusBadge status={r.status} />
                      {r.decision_note ? (
                        <Text size="xs" c="dimmed">
                          {r.decision_note}
                        </Text>
                      ) : null}
                    </Table.Td>
                    <Table.Td>
                      <Group gap="xs" wrap="nowrap">
                        {r.status === 'PENDING' ? [button(r, 'approve'), button(r, 'refuse')] : null}
                        {r.status === 'APPROVED' ? button(r, 'revoke') : null}
                      </Group>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
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
