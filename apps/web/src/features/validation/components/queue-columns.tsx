import { Badge, Button, Group } from '@mantine/core';
import type { ValidationQueueItem } from '@platform/contracts';
import type { ColumnDef } from '@tanstack/react-table';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../shared/i18n/use-locale.ts';
import { LocalizedLink } from '../../../shared/ui/localized-link.tsx';
import type { Review } from '../api/validation-api.ts';
import { formatAge } from '../format-age.ts';

/**
 * The columns of a back-office queue (validation or conformity): a card each on a phone, the
 * merchant and how long it waits in view, what to look at (documents or reasons) and the button.
 */
export function useQueueColumns(review: Review): ColumnDef<ValidationQueueItem>[] {
  const { t } = useTranslation();
  const locale = useLocale();
  return useMemo<ColumnDef<ValidationQueueItem>[]>(() => {
    const reasons = (m: ValidationQueueItem) =>
      m.reasons.map((r) => t(`validation.admin.reasonLabels.${r}`)).join(', ');
    return [
      {
        id: 'merchant',
        accessorFn: (m) => m.business_name.toLocaleLowerCase(locale),
        header: t('validation.admin.merchant'),
        meta: { card: 'title', export: (m) => m.business_name },
        cell: ({ row }) => row.original.business_name,
      },
      {
        id: 'owner',
        header: t('validation.admin.owner'),
        enableSorting: false,
        meta: { export: (m) => (m.owner ? `${m.owner.name} · ${m.owner.email}` : '') },
        cell: ({ row }) =>
          row.original.owner ? (
            <span style={{ overflowWrap: 'anywhere' }}>
              {row.original.owner.name} · {row.original.owner.email}
            </span>
          ) : (
            '—'
          ),
      },
      {
        id: 'country',
        accessorFn: (m) => m.country,
        header: t('validation.admin.country'),
        meta: { export: (m) => m.country },
        cell: ({ row }) => row.original.country,
      },
      {
        id: 'waiting',
        accessorFn: (m) => m.age_seconds,
        header: t('validation.admin.waiting'),
        meta: { card: 'status', nowrap: true, export: (m) => formatAge(m.age_seconds, locale) },
        cell: ({ row }) => formatAge(row.original.age_seconds, locale),
      },
      review === 'validation'
        ? {
            id: 'documents',
            accessorFn: (m) => m.documents,
            header: t('validation.admin.documents'),
            meta: { align: 'right', export: (m) => m.documents },
            cell: ({ row }) => row.original.documents,
          }
        : {
            id: 'reasons',
            header: t('validation.admin.reasons'),
            enableSorting: false,
            meta: { export: reasons },
            cell: ({ row }) => (
              <Group gap={4}>
                {row.original.reasons.map((r) => (
                  <Badge key={r} color={r === 'SUSPENDED' ? 'red' : 'orange'} variant="light">
                    {t(`validation.admin.reasonLabels.${r}`)}
                  </Badge>
                ))}
              </Group>
            ),
          },
      {
        id: 'open',
        header: '',
        enableSorting: false,
        meta: { card: 'actions', nowrap: true },
        cell: ({ row }) => (
          <Button component={LocalizedLink} to={`/admin/${review}/${row.original.merchant_id}`} size="xs">
            {t('validation.admin.open')}
          </Button>
        ),
      },
    ];
  }, [t, locale, review]);
}
