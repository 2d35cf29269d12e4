import {
  Button,
  Group,
  Loader,
  Paper,
  SegmentedControl,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import type { AdminWithdrawalItem } from '@platform/contracts';
import { formatDateTime, formatMoney, WITHDRAWAL_STATUSES } from '@platform/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../shared/forms/server-errors.ts';
import { useLocale } from '../../../shared/i18n/use-locale.ts';
import { notify } from '../../../shared/ui/notify.ts';
import { AgeText } from '../../merchants/components/age-text.tsx';
import { StaffActionModal } from '../../merchants/components/staff-action-modal.tsx';
import { StaffStatusBadge } from '../../merchants/components/staff-status-badge.tsx';
import { adminPayoutsApi } from './admin-payouts-api.ts';

const destination = (w: AdminWithdrawalItem) =>
  w.method === 'bank'
    ? `${w.bank_name ?? ''} · ${w.account_holder ?? ''} · ${w.account_number ?? ''}`
    : `${w.network ?? ''} · ${w.phone_number ?? ''}`;

/**
 * `/admin/payementRequest`: the merchants' withdrawals ("Demandes de paiement"), oldest first,
 * with the shop's balances; approve (a bank transfer's reference, or paid to the wallet by the
 * operator) or refuse (the hold is released), each with a reason and the staff password.
 */
export function AdminWithdrawalsPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const queryClient = useQueryClient();
  const [status, setStatus] = useState<string>('PENDING');
  const list = useQuery({
    queryKey: ['admin-withdrawals', status],
    queryFn: () => adminPayoutsApi.withdrawals(status),
  });
  const [deciding, setDeciding] = useState<{
    row: AdminWithdrawalItem;
    decision: 'approve' | 'refuse';
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
        <SegmentedControl
          value={status}
          onChange={setStatus}
          data={WITHDRAWAL_STATUSES.map((s) => ({ value: s, label: t(`merchants.status.${s}`) }))}
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
          <Table.ScrollContainer minWidth={900}>
            <Table highlightOnHover data-testid="admin-withdrawals">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('payoutsAdmin.columns.date')}</Table.Th>
                  <Table.Th>{t('payoutsAdmin.columns.merchant')}</Table.Th>
                  <Table.Th>{t('payoutsAdmin.columns.amount')}</Table.Th>
                  <Table.Th>{t('payoutsAdmin.columns.destination')}</Table.Th>
                  <Table.Th>{t('payoutsAdmin.columns.balances')}</Table.Th>
                  <Table.Th>{t('payoutsAdmin.columns.status')}</Table.Th>
                  <Table.Th />
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {(list.data ?? []).map((w) => (
                  <Table.Tr key={w._id} data-testid={`withdrawal-${w._id}`}>
                    <Table.Td>
                      {formatDateTime(w.date, locale)}
                      <AgeText since={w.date} />
                    </Table.Td>
                    <Table.Td>
                      {w.merchant.business_name}
                      <Text size="xs" c="dimmed">
                        {w.shop.name} · {t(`merchants.mode.${w.mode}`)}
                      </Text>
                    </Table.Td>
                    <Table.Td fw={700}>{formatMoney(w.amount, locale)}</Table.Td>
                    <Table.Td>
                      <Text size="sm">{t(`payoutsAdmin.method.${w.method}`)}</Text>
                      <Text size="xs" c="dimmed">
                        {destination(w)}
                      </Text>
                      {w.note ? <Text size="xs">{w.note}</Text> : null}
                    </Table.Td>
                    <Table.Td>
                      <Text size="xs">
                        {t('payoutsAdmin.available', { amount: formatMoney(w.balances.available, locale) })}
                      </Text>
                      <Text size="xs">
                        {t('payoutsAdmin.pending', { amount: formatMoney(w.balances.pending, locale) })}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      <StaffStatusBadge status={w.status} />
                      {w.external_reference ? <Text size="xs">{w.external_reference}</Text> : null}
                      {w.decision_note ? (
                        <Text size="xs" c="dimmed">
                          {w.decision_note}
                        </Text>
                      ) : null}
                    </Table.Td>
                    <Table.Td>
                      {w.status === 'PENDING' ? (
                        <Group gap="xs" wrap="nowrap">
                          <Button
                            size="xs"
                            onClick={() => setDeciding({ row: w, decision: 'approve' })}
                            data-testid="withdrawal-approve"
                          >
                            {t('merchants.actions.approve')}
                          </Button>
                          <Button
                            size="xs"
                            variant="default"
                            color="red"
                            onClick={() => setDeciding({ row: w, decision: 'refuse' })}
                            data-testid="withdrawal-refuse"
                          >
                            {t('merchants.actions.refuse')}
                          </Button>
                        </Group>
                      ) : null}
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
