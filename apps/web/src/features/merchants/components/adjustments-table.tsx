import { Button, Group, Table, Text } from '@mantine/core';
import type { AdjustmentItem } from '@platform/contracts';
import { formatDateTime, formatMoney } from '@platform/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../shared/forms/server-errors.ts';
import { useLocale } from '../../../shared/i18n/use-locale.ts';
import { notify } from '../../../shared/ui/notify.ts';
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
  if (rows.length === 0)
    return (
      <Text size="sm" c="dimmed">
        {t('merchants.balance.noAdjustments')}
      </Text>
    );
  return (
    <>
      <Table.ScrollContainer minWidth={640}>
        <Table data-testid="adjustments-table">
          <Table.Tbody>
            {rows.map((a) => (
              <Table.Tr key={a._id} data-testid={`adjustment-${a.status}`}>
                <Table.Td>{formatDateTime(a.created_at, locale)}</Table.Td>
                <Table.Td>{t(`merchants.balance.${a.direction}`)}</Table.Td>
                <Table.Td>{formatMoney(a.amount, locale)}</Table.Td>
                <Table.Td>{a.reason}</Table.Td>
                <Table.Td>
                  <StaffStatusBadge status={a.status} />
                </Table.Td>
                <Table.Td>
                  {a.status === 'PENDING' ? (
                    <Group gap="xs" wrap="nowrap">
                      <Button
                        size="xs"
                        onClick={() => setDeciding({ id: a._id, decision: 'approve' })}
                        data-testid="adjustment-approve"
                      >
                        {t('merchants.actions.approve')}
                      </Button>
                      <Button
                        size="xs"
                        variant="default"
                        onClick={() => setDeciding({ id: a._id, decision: 'reject' })}
                      >
                        {t('merchants.actions.reject')}
                      </Button>
                    </Group>
                  ) : null}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
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
