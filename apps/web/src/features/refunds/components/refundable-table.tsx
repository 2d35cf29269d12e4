import { Checkbox, Group, NumberInput, Text } from '@mantine/core';
import type { RefundableTransaction } from '@platform/contracts';
import { formatMoney, formatPhone } from '@platform/domain';
import type { ColumnDef } from '@tanstack/react-table';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../shared/i18n/use-locale.ts';
import { UrlDataList } from '../../../shared/ui/url-data-list.tsx';
import { useUrlTable } from '../../../shared/ui/use-url-table.ts';
import { formatPayoutDate } from '../../payouts/lib/payout-list-item.ts';
import { draftItemError, type RefundDraftItem } from '../lib/refund-draft.ts';

const URL_OPTIONS = { sortable: ['collected', 'remaining', 'date'], defaultSort: { id: 'date', desc: true } };

type Props = {
  rows: RefundableTransaction[];
  chosen: Record<string, RefundDraftItem>;
  /** Chooses a collection (all that is left by default) or, with null, leaves it out. */
  onChoose: (row: RefundableTransaction, item: RefundDraftItem | null) => void;
};

/**
 * The collections that can be refunded, each with a box to choose it and, once chosen, the amount
 * to give back; sorted and paged in the URL (a choice survives a page change). A card each on a phone.
 */
export function RefundableTable({ rows, chosen, onChoose }: Props) {
  const { t } = useTranslation();
  const locale = useLocale();
  const columns = useMemo<ColumnDef<RefundableTransaction>[]>(
    () => [
      {
        id: 'transaction',
        header: t('refunds.columns.transaction'),
        meta: { card: 'title', label: t('refunds.columns.transaction') },
        cell: ({ row: { original: row } }) => (
          <Group gap="sm" wrap="nowrap" align="flex-start">
            <Checkbox
              aria-label={row.reference}
              disabled={row.remaining <= 0}
              checked={Boolean(chosen[row._id])}
              onChange={(e) =>
                onChoose(
                  row,
                  e.currentTarget.checked
                    ? {
                        transaction: row._id,
                        reference: row.reference,
                        phoneNumber: row.phoneNumber,
                        reseau: row.reseau,
                        remaining: row.remaining,
                        amount: row.remaining,
                      }
                    : null,
                )
              }
            />
            <Text size="sm" ff="monospace" style={{ overflowWrap: 'anywhere' }}>
              {row.reference}
            </Text>
          </Group>
        ),
      },
      {
        id: 'number',
        header: t('refunds.columns.number'),
        meta: { nowrap: true },
        cell: ({ row }) => formatPhone(row.original.phoneNumber),
      },
      {
        id: 'collected',
        accessorFn: (r) => r.amount,
        header: t('refunds.newList.collected'),
        meta: { align: 'right', nowrap: true },
        cell: ({ row }) => formatMoney(row.original.amount, locale),
      },
      {
        id: 'remaining',
        accessorFn: (r) => r.remaining,
        header: t('refunds.newList.remaining'),
        meta: { card: 'amount', align: 'right', nowrap: true },
        cell: ({ row }) => formatMoney(row.original.remaining, locale),
      },
      {
        id: 'amount',
        header: t('refunds.newList.amount'),
        cell: ({ row: { original: row } }) => {
          const item = chosen[row._id];
          if (!item) return '—';
          const error = draftItemError(item);
          return (
            <NumberInput
              size="xs"
              w={140}
              min={1}
              max={row.remaining}
              allowDecimal={false}
              allowNegative={false}
              value={item.amount}
              aria-label={`${t('refunds.newList.amount')} ${row.reference}`}
              data-testid="refund-amount"
              error={error ? t(`refunds.newList.error.${error}`, { max: row.remaining }) : undefined}
              onChange={(value) => onChoose(row, { ...item, amount: Number(value) || 0 })}
            />
          );
        },
      },
      {
        id: 'date',
        accessorFn: (r) => r.date,
        header: t('refunds.columns.date'),
        meta: { nowrap: true },
        cell: ({ row }) => formatPayoutDate(row.original.date),
      },
    ],
    [t, locale, chosen, onChoose],
  );
  const list = useUrlTable({ data: rows, columns, getRowId: (r) => r._id, url: URL_OPTIONS });
  return (
    <UrlDataList
      list={list}
      testId="refundable-table"
      rowAttributes={() => ({ 'data-testid': 'refundable-row' })}
    />
  );
}
