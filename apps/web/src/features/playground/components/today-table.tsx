import { Text } from '@mantine/core';
import type { TransactionListResponse } from '@platform/contracts';
import { formatDateTime, formatMoney, formatPhone } from '@platform/domain';
import type { ColumnDef } from '@tanstack/react-table';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../shared/i18n/use-locale.ts';
import { UrlDataList } from '../../../shared/ui/url-data-list.tsx';
import { useUrlTable } from '../../../shared/ui/use-url-table.ts';
import { TEST_ENDINGS } from '../../developers/lib/code-examples.ts';
import { StatusBadge } from '../../overview/components/status-badge.tsx';

type Payment = TransactionListResponse['items'][number];

const URL_OPTIONS = { sortable: ['time', 'amount'], defaultSort: { id: 'time', desc: true } };

/** What the simulator does with a number: its last two digits (the developers page's table). */
function outcomeKey(phone: string) {
  const ending = phone.replace(/\D/g, '').slice(-2);
  const known = TEST_ENDINGS.find((e) => e === ending);
  return known
    ? (`developers.testNumbers.outcomes.e${known}` as const)
    : ('playground.today.otherEnding' as const);
}

/** Today's sandbox payments with the simulator's outcome: sorted and paged in the URL; cards on a phone. */
export function TodayTable({ payments }: { payments: Payment[] }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const columns = useMemo<ColumnDef<Payment>[]>(
    () => [
      {
        id: 'time',
        accessorFn: (p) => p.created_at,
        header: t('playground.today.time'),
        meta: { nowrap: true },
        cell: ({ row }) => formatDateTime(row.original.created_at, locale),
      },
      {
        id: 'reference',
        header: t('playground.today.reference'),
        meta: { card: 'title' },
        cell: ({ row }) => (
          <Text size="sm" ff="monospace" style={{ overflowWrap: 'anywhere' }}>
            {row.original.reference}
          </Text>
        ),
      },
      {
        id: 'number',
        header: t('playground.today.number'),
        meta: { nowrap: true },
        cell: ({ row }) =>
          row.original.type === 'CARD' ? t('playground.today.card') : formatPhone(row.original.phone_number),
      },
      {
        id: 'amount',
        accessorFn: (p) => p.amount,
        header: t('playground.today.amount'),
        meta: { card: 'amount', align: 'right', nowrap: true },
        cell: ({ row }) => formatMoney(row.original.amount, locale),
      },
      {
        id: 'status',
        header: t('playground.today.status'),
        meta: { card: 'status', nowrap: true },
        cell: ({ row }) => <StatusBadge status={row.original.status} />,
      },
      {
        id: 'outcome',
        header: t('playground.today.outcome'),
        cell: ({ row }) => (row.original.type === 'CARD' ? '—' : t(outcomeKey(row.original.phone_number))),
      },
    ],
    [t, locale],
  );
  const list = useUrlTable({ data: payments, columns, getRowId: (p) => p._id, url: URL_OPTIONS });
  return <UrlDataList list={list} testId="today-activity" />;
}
