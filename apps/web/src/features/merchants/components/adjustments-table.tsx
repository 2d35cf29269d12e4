import { Button, Group, Text } from '@mantine/core';
import type { AdjustmentItem } from '@platform/contracts';
import { formatDateTime, formatMoney } from '@platform/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../shared/forms/server-errors.ts';
import { useLocale } from '../../../shared/i18n/use-locale.ts';
import { notify } from '../../../shared/ui/notify.ts';
import { SimpleDataTable } from '../../../shared/ui/simple-data-table.tsx';
import { merchantKeys, merchantsApi } from '../api/merchants-api.ts';
import { StaffActionModal } from './staff-action-modal.tsx';
import { StaffStatusBadge } from './staff-status-badge.tsx';

/** The merchant's adjustments; a pending one is approved or rejected by a second staff member. */
export function AdjustmentsTable({ merchantId, rows }: { merchantId: string; rows: AdjustmentItem[] }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const queryClient = useQueryClient();
  const [deciding, setDeciding] = useState<{ id: string; decision: 'approve' | 'reject' } | null>(null);
  const decide = useMutation({
    mutationFn: (body: { reason: string; password: string }) =>
      merchantsApi.decideAdjustment(deciding!.id, deciding!.decision, body),
    onSuccess: (answer) => {
      notify('success', answer.message);
      setDeciding(null);
      void queryClient.invalidateQueries({ queryKey: merchantKeys.one(merchantId, 'balances') });
    },
    onError: (error) => notify('error', errorMessage(error, t)),
  });
  const columns = useMemo<ColumnDef<AdjustmentItem>[]>(
    () => [
      {
        id: 'date',
        header: t('merchants.balance.date'),
        meta: { nowrap: true },
        cell: ({ row }) => formatDateTime(row.original.created_at, locale),
      },
      {
        id: 'direction',
        header: t('merchants.balance.direction'),
        meta: { card: 'title' },
        cell: ({ row }) => t(`merchants.balance.${row.original.direction}`),
      },
      {
        id: 'amount',
        header: t('merchants.balance.amount'),
        meta: { card: 'amount', align: 'right', nowrap: true },
        cell: ({ row }) => formatMoney(row.original.amount, locale),
      },
      {
        id: 'reason',
        header: t('merchants.balance.reason'),
        cell: ({ row }) => <span style={{ overflowWrap: 'anywhere' }}>{row.original.reason}</span>,
      },
      {
        id: 'status',
        header: t('merchants.balance.status'),
        meta: { card: 'status', nowrap: true },
        cell: ({ row }) => <StaffStatusBadge status={row.original.status} />,
      },
      {
        id: 'decide',
        header: '',
        meta: { card: 'actions', nowrap: true, label: t('merchants.balance.decision') },
        cell: ({ row }) =>
          row.original.status === 'PENDING' ? (
            <Group gap="xs" wrap="nowrap">
              <Button
                size="xs"
                onClick={() => setDeciding({ id: row.original._id, decision: 'approve' })}
                data-testid="adjustment-approve"
              >
                {t('merchants.actions.approve')}
              </Button>
              <Button
                size="xs"
                variant="default"
                onClick={() => setDeciding({ id: row.original._id, decision: 'reject' })}
              >
                {t('merchants.actions.reject')}
              </Button>
            </Group>
          ) : null,
      },
    ],
    [t, locale],
  );
  if (rows.length === 0)
    return (
      <Text size="sm" c="dimmed">
        {t('merchants.balance.noAdjustments')}
      </Text>
    );
  return (
    <>
      <SimpleDataTable
        rows={rows}
        columns={columns}
        getRowId={(a) => a._id}
        testId="adjustments-table"
        rowAttributes={(a) => ({ 'data-testid': `adjustment-${a.status}` })}
      />
      <StaffActionModal
        opened={deciding !== null}
        pending={decide.isPending}
        text={t(
          deciding?.decision === 'reject' ? 'merchants.balance.rejectText' : 'merchants.balance.approveText',
        )}
        onConfirm={(body) => decide.mutate(body)}
        onClose={() => setDeciding(null)}
      />
    </>
  );
}
