import { Button, Group, Text } from '@mantine/core';
import type { AdminWithdrawalItem } from '@platform/contracts';
import { formatDateTime, formatMoney } from '@platform/domain';
import type { ColumnDef } from '@tanstack/react-table';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../shared/i18n/use-locale.ts';
import { AgeText } from '../../merchants/components/age-text.tsx';
import { StaffStatusBadge } from '../../merchants/components/staff-status-badge.tsx';

export type WithdrawalDecision = 'approve' | 'refuse';

/** Where the money goes: the bank account, or the wallet's network and number. */
export const withdrawalDestination = (w: AdminWithdrawalItem) =>
  w.method === 'bank'
    ? `${w.bank_name ?? ''} · ${w.account_holder ?? ''} · ${w.account_number ?? ''}`
    : `${w.network ?? ''} · ${w.phone_number ?? ''}`;

/**
 * The columns of `/admin/payementRequest` (a card each on a phone: the merchant, the amount and the
 * status in view, the decision buttons at its foot), with what each gives to the export.
 */
export function useWithdrawalColumns(
  onDecide: (row: AdminWithdrawalItem, decision: WithdrawalDecision) => void,
): ColumnDef<AdminWithdrawalItem>[] {
  const { t } = useTranslation();
  const locale = useLocale();
  return useMemo<ColumnDef<AdminWithdrawalItem>[]>(
    () => [
      {
        id: 'date',
        accessorFn: (w) => w.date,
        header: t('payoutsAdmin.columns.date'),
        meta: { nowrap: true, export: (w) => formatDateTime(w.date, locale) },
        cell: ({ row }) => (
          <>
            {formatDateTime(row.original.date, locale)}
            <AgeText since={row.original.date} />
          </>
        ),
      },
      {
        id: 'merchant',
        accessorFn: (w) => w.merchant.business_name.toLocaleLowerCase(locale),
        header: t('payoutsAdmin.columns.merchant'),
        meta: {
          card: 'title',
          export: (w) => `${w.merchant.business_name} · ${w.shop.name} · ${t(`merchants.mode.${w.mode}`)}`,
        },
        cell: ({ row }) => (
          <>
            {row.original.merchant.business_name}
            <Text size="xs" c="dimmed">
              {row.original.shop.name} · {t(`merchants.mode.${row.original.mode}`)}
            </Text>
          </>
        ),
      },
      {
        id: 'amount',
        accessorFn: (w) => w.amount,
        header: t('payoutsAdmin.columns.amount'),
        meta: { card: 'amount', align: 'right', nowrap: true, export: (w) => w.amount },
        cell: ({ row }) => (
          <Text fw={700} size="sm">
            {formatMoney(row.original.amount, locale)}
          </Text>
        ),
      },
      {
        id: 'destination',
        header: t('payoutsAdmin.columns.destination'),
        enableSorting: false,
        meta: {
          export: (w) => `${t(`payoutsAdmin.method.${w.method}`)} · ${withdrawalDestination(w)}`,
        },
        cell: ({ row }) => (
          <>
            <Text size="sm">{t(`payoutsAdmin.method.${row.original.method}`)}</Text>
            <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
              {withdrawalDestination(row.original)}
            </Text>
            {row.original.note ? (
              <Text size="xs" style={{ overflowWrap: 'anywhere' }}>
                {row.original.note}
              </Text>
            ) : null}
          </>
        ),
      },
      {
        id: 'balances',
        header: t('payoutsAdmin.columns.balances'),
        enableSorting: false,
        cell: ({ row }) => (
          <>
            <Text size="xs" style={{ whiteSpace: 'nowrap' }}>
              {t('payoutsAdmin.available', { amount: formatMoney(row.original.balances.available, locale) })}
            </Text>
            <Text size="xs" style={{ whiteSpace: 'nowrap' }}>
              {t('payoutsAdmin.pending', { amount: formatMoney(row.original.balances.pending, locale) })}
            </Text>
          </>
        ),
      },
      {
        id: 'status',
        header: t('payoutsAdmin.columns.status'),
        enableSorting: false,
        meta: {
          card: 'status',
          nowrap: true,
          export: (w) =>
            [t(`merchants.status.${w.status}`), w.external_reference, w.decision_note]
              .filter(Boolean)
              .join(' · '),
        },
        cell: ({ row }) => (
          <>
            <StaffStatusBadge status={row.original.status} />
            {row.original.external_reference ? (
              <Text size="xs">{row.original.external_reference}</Text>
            ) : null}
            {row.original.decision_note ? (
              <Text size="xs" c="dimmed" style={{ whiteSpace: 'normal', maxWidth: 220 }}>
                {row.original.decision_note}
              </Text>
            ) : null}
          </>
        ),
      },
      {
        id: 'decide',
        header: '',
        enableSorting: false,
        meta: { card: 'actions', nowrap: true, label: t('payoutsAdmin.columns.actions') },
        cell: ({ row }) =>
          row.original.status === 'PENDING' ? (
            <Group gap="xs" wrap="nowrap">
              <Button
                size="xs"
                onClick={() => onDecide(row.original, 'approve')}
                data-testid="withdrawal-approve"
              >
                {t('merchants.actions.approve')}
              </Button>
              <Button
                size="xs"
                variant="default"
                color="red"
                onClick={() => onDecide(row.original, 'refuse')}
                data-testid="withdrawal-refuse"
              >
                {t('merchants.actions.refuse')}
              </Button>
            </Group>
          ) : null,
      },
    ],
    [t, locale, onDecide],
  );
}
