import { Button, Group, Text } from '@mantine/core';
import type { AdminPayoutApiItem } from '@platform/contracts';
import { formatDateTime } from '@platform/domain';
import type { ColumnDef } from '@tanstack/react-table';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../shared/i18n/use-locale.ts';
import { AgeText } from '../../merchants/components/age-text.tsx';
import { StaffStatusBadge } from '../../merchants/components/staff-status-badge.tsx';
import { payoutApiUsage } from '../lib/payout-api-usage.ts';

export type PayoutApiDecision = 'approve' | 'refuse' | 'revoke';

/** The decisions staff can take on a request of this status. */
const decisionsFor = (status: string): PayoutApiDecision[] =>
  status === 'PENDING' ? ['approve', 'refuse'] : status === 'APPROVED' ? ['revoke'] : [];

/**
 * The columns of `/admin/payoutRequest`: the merchant as a card's title, the status in view, the
 * IPs always shown (they are what staff check), the decision buttons at the card's foot.
 */
export function usePayoutApiColumns(
  onDecide: (row: AdminPayoutApiItem, decision: PayoutApiDecision) => void,
): ColumnDef<AdminPayoutApiItem>[] {
  const { t } = useTranslation();
  const locale = useLocale();
  return useMemo<ColumnDef<AdminPayoutApiItem>[]>(
    () => [
      {
        id: 'merchant',
        accessorFn: (r) => r.merchant.business_name.toLocaleLowerCase(locale),
        header: t('payoutsAdmin.columns.merchant'),
        meta: { card: 'title', export: (r) => `${r.merchant.business_name} · ${r.shop.name}` },
        cell: ({ row }) => (
          <>
            {row.original.merchant.business_name}
            <Text size="xs" c="dimmed">
              {row.original.shop.name}
            </Text>
          </>
        ),
      },
      {
        id: 'date',
        accessorFn: (r) => r.date,
        header: t('payoutsAdmin.columns.date'),
        meta: { nowrap: true, export: (r) => formatDateTime(r.date, locale) },
        cell: ({ row }) => (
          <>
            {formatDateTime(row.original.date, locale)}
            <AgeText since={row.original.date} />
          </>
        ),
      },
      {
        id: 'ips',
        accessorFn: (r) => r.ips.join(', '),
        header: t('payoutsAdmin.payoutApi.ips'),
        enableSorting: false,
        meta: { export: (r) => r.ips.join(', ') },
        cell: ({ row }) => (
          <Text size="sm" ff="monospace" style={{ overflowWrap: 'anywhere' }}>
            {row.original.ips.join(', ')}
          </Text>
        ),
      },
      {
        id: 'usage',
        accessorFn: (r) => payoutApiUsage(r, t),
        header: t('payoutsAdmin.payoutApi.usage'),
        enableSorting: false,
        meta: { priority: 1, export: (r) => payoutApiUsage(r, t) },
        cell: ({ row }) => (
          <span style={{ overflowWrap: 'anywhere' }}>{payoutApiUsage(row.original, t)}</span>
        ),
      },
      {
        id: 'status',
        accessorFn: (r) => r.status,
        header: t('payoutsAdmin.columns.status'),
        meta: {
          card: 'status',
          export: (r) =>
            [t(`merchants.status.${r.status}`), r.decision_note ?? ''].filter(Boolean).join(' · '),
        },
        cell: ({ row }) => (
          <>
            <StaffStatusBadge status={row.original.status} />
            {row.original.decision_note ? (
              <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                {row.original.decision_note}
              </Text>
            ) : null}
          </>
        ),
      },
      {
        id: 'actions',
        header: '',
        enableSorting: false,
        meta: { card: 'actions', nowrap: true },
        cell: ({ row }) => (
          <Group gap="xs" wrap="nowrap">
            {decisionsFor(row.original.status).map((decision) => (
              <Button
                key={decision}
                size="xs"
                variant={decision === 'approve' ? 'filled' : 'default'}
                onClick={() => onDecide(row.original, decision)}
                data-testid={`payout-api-${decision}`}
              >
                {t(`merchants.actions.${decision}`)}
              </Button>
            ))}
          </Group>
        ),
      },
    ],
    [t, locale, onDecide],
  );
}
