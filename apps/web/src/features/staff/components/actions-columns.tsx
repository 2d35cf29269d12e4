import { Code, Text } from '@mantine/core';
import type { StaffActionView } from '@platform/contracts';
import { formatDateTime } from '@platform/domain';
import type { ColumnDef } from '@tanstack/react-table';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../shared/i18n/use-locale.ts';
import { LocalizedLink } from '../../../shared/ui/localized-link.tsx';

const json = (value: unknown) => (value === null || value === undefined ? '—' : JSON.stringify(value));
const change = (a: StaffActionView) => `${json(a.before)} → ${json(a.after)}`;
const what = (a: StaffActionView) =>
  a.object_type ? `${a.action} (${`${a.object_type} ${a.object_id ?? ''}`.trim()})` : a.action;

/**
 * The columns of the audit trail: when, who, what, on which merchant (the whole trail only),
 * before → after, reason. On a phone each action is a card: the action, its date beside it.
 */
export function useActionColumns(withMerchant: boolean): ColumnDef<StaffActionView>[] {
  const { t } = useTranslation();
  const locale = useLocale();
  return useMemo(() => {
    const all: (ColumnDef<StaffActionView> | false)[] = [
      {
        id: 'when',
        header: t('staff.actions.when'),
        // On a card, the date sits on the right of the action (where a list's status goes).
        meta: { card: 'status', nowrap: true, export: (a) => formatDateTime(a.created_at, locale) },
        cell: ({ row }) => formatDateTime(row.original.created_at, locale),
      },
      {
        id: 'who',
        header: t('staff.actions.who'),
        meta: { export: (a) => a.staff.email ?? a.staff.name ?? a.staff._id },
        cell: ({ row }) => (
          <>
            {row.original.staff.name}
            <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
              {row.original.staff.email}
            </Text>
          </>
        ),
      },
      {
        id: 'what',
        header: t('staff.actions.what'),
        meta: { card: 'title', export: what },
        cell: ({ row }) => (
          <>
            <Code style={{ overflowWrap: 'anywhere' }}>{row.original.action}</Code>
            {row.original.object_type ? (
              <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                {row.original.object_type} {row.original.object_id}
              </Text>
            ) : null}
          </>
        ),
      },
      withMerchant && {
        id: 'merchant',
        header: t('staff.actions.merchant'),
        meta: { export: (a) => a.merchant?.business_name ?? a.merchant?._id ?? '' },
        cell: ({ row }) => {
          const merchant = row.original.merchant;
          return merchant ? (
            <Text component={LocalizedLink} to={`/admin/validation/${merchant._id}`} size="sm" c="blue">
              {merchant.business_name ?? merchant._id}
            </Text>
          ) : (
            '—'
          );
        },
      },
      {
        id: 'change',
        header: t('staff.actions.change'),
        meta: { export: change },
        cell: ({ row }) => (
          <Text size="xs" maw={360} style={{ wordBreak: 'break-all' }}>
            {change(row.original)}
          </Text>
        ),
      },
      {
        id: 'reason',
        header: t('staff.actions.reason'),
        meta: { export: (a) => a.reason ?? '' },
        cell: ({ row }) => row.original.reason ?? '—',
      },
    ];
    return all.filter((c): c is ColumnDef<StaffActionView> => c !== false);
  }, [t, locale, withMerchant]);
}
