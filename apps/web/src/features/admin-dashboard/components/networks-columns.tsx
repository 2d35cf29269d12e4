import type { AdminDashboardResponse } from '@platform/contracts';
import { formatMoney, formatNumber, formatPercent, type Locale, networkName } from '@platform/domain';
import type { ColumnDef } from '@tanstack/react-table';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../shared/i18n/use-locale.ts';

export type NetworkFigures = AdminDashboardResponse['networks'][number];

/** A success rate as people read it ("97,5 %"), "—" when nothing was final. */
export const rateText = (v: number | null, locale: Locale) => (v === null ? '—' : formatPercent(v, locale));

/**
 * The columns of the back-office's per-network figures: the network by its name as a card's title,
 * what was collected always in view.
 */
export function useNetworkColumns(): ColumnDef<NetworkFigures>[] {
  const { t } = useTranslation();
  const locale = useLocale();
  return useMemo<ColumnDef<NetworkFigures>[]>(() => {
    const money = (v: string) => formatMoney(BigInt(v), locale);
    const amount = (id: 'collected' | 'paid_out' | 'fees', header: string, card?: 'amount') =>
      ({
        id,
        header,
        meta: { align: 'right', nowrap: true, card },
        cell: ({ row }) => money(row.original[id]),
      }) satisfies ColumnDef<NetworkFigures>;
    return [
      {
        id: 'network',
        header: t('adminDashboard.network'),
        meta: { card: 'title' },
        cell: ({ row }) => <strong>{networkName(row.original.network)}</strong>,
      },
      amount('collected', t('adminDashboard.collected'), 'amount'),
      amount('paid_out', t('adminDashboard.paidOut')),
      amount('fees', t('adminDashboard.fees')),
      {
        id: 'success_rate',
        header: t('adminDashboard.successRate'),
        meta: { align: 'right', nowrap: true },
        cell: ({ row }) => rateText(row.original.success_rate, locale),
      },
      {
        id: 'pending',
        header: t('adminDashboard.pending'),
        meta: { align: 'right', nowrap: true },
        cell: ({ row }) => formatNumber(row.original.pending_over_1h, locale),
      },
    ];
  }, [t, locale]);
}
