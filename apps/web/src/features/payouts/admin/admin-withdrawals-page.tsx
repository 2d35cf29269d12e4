import { Group, Loader, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import type { AdminWithdrawalItem } from '@platform/contracts';
import { formatMoney, WITHDRAWAL_STATUSES } from '@platform/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../shared/forms/server-errors.ts';
import { useLocale } from '../../../shared/i18n/use-locale.ts';
import { notify } from '../../../shared/ui/notify.ts';
import { UrlDataList } from '../../../shared/ui/url-data-list.tsx';
import { useUrlChoice } from '../../../shared/ui/use-url-choice.ts';
import { useUrlTable } from '../../../shared/ui/use-url-table.ts';
import { StaffActionModal } from '../../merchants/components/staff-action-modal.tsx';
import { StaffStatusChoice } from '../../merchants/components/staff-status-choice.tsx';
import { adminPayoutsApi } from './admin-payouts-api.ts';
import {
  useWithdrawalColumns,
  type WithdrawalDecision,
  withdrawalDestination,
} from './admin-withdrawals-columns.tsx';

const URL_OPTIONS = {
  sortable: ['date', 'merchant', 'amount'],
  // Oldest first: the queue is worked in order.
  defaultSort: { id: 'date', desc: false },
};
const searchText = (w: AdminWithdrawalItem) =>
  [
    w.merchant.business_name,
    w.shop.name,
    withdrawalDestination(w),
    w.external_reference ?? '',
    w.note ?? '',
  ].join(' ');

/**
 * `/admin/payementRequest`: the merchants' withdrawals ("Demandes de paiement"), oldest first,
 * with the shop's balances; approve (a bank transfer's reference, or paid to the wallet by the
 * operator) or refuse (the hold is released), each with a reason and the staff password. The status
 * shown, the search, order and page are kept in the URL; the list exports to CSV or XLSX.
 */
export function AdminWithdrawalsPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const queryClient = useQueryClient();
  const [status, setStatus] = useUrlChoice('status', WITHDRAWAL_STATUSES, 'PENDING');
  const list = useQuery({
    queryKey: ['admin-withdrawals', status],
    queryFn: () => adminPayoutsApi.withdrawals(status),
  });
  const [deciding, setDeciding] = useState<{
    row: AdminWithdrawalItem;
    decision: WithdrawalDecision;
  } | null>(null);
  const [reference, setReference] = useState('');
  const decide = useMutation({
    mutationFn: (body: { reason: string; password: string }) =>
      deciding!.decision === 'approve'
        ? adminPayoutsApi.approveWithdrawal(deciding!.row._id, { ...body, external_reference: reference })
        : adminPayoutsApi.refuseWithdrawal(deciding!.row._id, body),
    onSuccess: (answer) => {
      notify('success', answer.message);
      setDeciding(null);
      setReference('');
      void queryClient.invalidateQueries({ queryKey: ['admin-withdrawals'] });
    },
    onError: (error) => notify('error', errorMessage(error, t)),
  });
  const onDecide = useCallback(
    (row: AdminWithdrawalItem, decision: WithdrawalDecision) => setDeciding({ row, decision }),
    [],
  );
  const columns = useWithdrawalColumns(onDecide);
  const table = useUrlTable({
    data: list.data ?? [],
    columns,
    getRowId: (w) => w._id,
    url: URL_OPTIONS,
    searchText,
  });

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end">
        <div>
          <Title order={2} size="h3">
            {t('payoutsAdmin.withdrawals.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('payoutsAdmin.withdrawals.intro')}
          </Text>
        </div>
        <StaffStatusChoice
          statuses={WITHDRAWAL_STATUSES}
          value={status}
          onChange={setStatus}
          label={t('payoutsAdmin.statusFilter')}
        />
      </Group>
      <Paper withBorder radius="md" p="md">
        {list.isPending ? (
          <Loader />
        ) : (list.data ?? []).length === 0 ? (
          <Text size="sm" c="dimmed" data-testid="withdrawals-empty">
            {t('payoutsAdmin.withdrawals.empty')}
          </Text>
        ) : (
          <UrlDataList
            list={table}
            testId="admin-withdrawals"
            toolbar={{
              searchPlaceholder: t('payoutsAdmin.withdrawals.search'),
              exportName: t('payoutsAdmin.withdrawals.exportName'),
            }}
            rowAttributes={(w) => ({
              'data-testid': `withdrawal-${w._id}`,
              'data-row': 'withdrawal',
              'data-status': w.status,
            })}
          />
        )}
      </Paper>
      <StaffActionModal
        opened={deciding !== null}
        pending={decide.isPending}
        text={
          deciding
            ? t(`payoutsAdmin.withdrawals.${deciding.decision}Text.${deciding.row.method}`, {
                amount: formatMoney(deciding.row.amount, locale),
                merchant: deciding.row.merchant.business_name,
              })
            : ''
        }
        onConfirm={(body) => decide.mutate(body)}
        onClose={() => setDeciding(null)}
      >
        {deciding?.decision === 'approve' && deciding.row.method === 'bank' ? (
          <TextInput
            label={t('payoutsAdmin.withdrawals.reference')}
            value={reference}
            onChange={(e) => setReference(e.currentTarget.value)}
            data-testid="withdrawal-reference"
          />
        ) : null}
      </StaffActionModal>
    </Stack>
  );
}
