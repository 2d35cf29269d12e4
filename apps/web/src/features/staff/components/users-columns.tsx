import { Badge, Button, Group, Text } from '@mantine/core';
import type { StaffUserView } from '@platform/contracts';
import type { ColumnDef } from '@tanstack/react-table';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../shared/i18n/use-locale.ts';

export const STAFF_STATUS_COLORS = { ACTIVE: 'green', INVITED: 'blue', DISABLED: 'gray' } as const;

export const staffUserName = (u: StaffUserView) => `${u.first_name} ${u.last_name}`.trim();

type Actions = {
  /** The signed-in staff user, who changes nobody's access of their own. */
  meId: string;
  onEdit: (user: StaffUserView) => void;
  onToggle: (user: StaffUserView) => void;
};

/**
 * The columns of `/admin/users` (a card each on a phone: the name, the status beside it, the
 * buttons at its foot), with what each gives to the export. The buttons only for a manager.
 */
export function useStaffUserColumns(actions: Actions | null): ColumnDef<StaffUserView>[] {
  const { t } = useTranslation();
  const locale = useLocale();
  return useMemo(() => {
    const columns: ColumnDef<StaffUserView>[] = [
      {
        id: 'name',
        accessorFn: (u) => staffUserName(u).toLocaleLowerCase(locale),
        header: t('staff.users.name'),
        meta: { card: 'title', export: staffUserName },
        cell: ({ row }) => staffUserName(row.original),
      },
      {
        id: 'email',
        accessorFn: (u) => u.email,
        header: t('staff.users.email'),
        meta: { export: (u) => u.email },
        cell: ({ row }) => (
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            {row.original.email}
          </Text>
        ),
      },
      {
        id: 'role',
        accessorFn: (u) => u.role,
        header: t('staff.users.role'),
        meta: { nowrap: true, export: (u) => u.role },
        cell: ({ row }) => row.original.role,
      },
      {
        id: 'access',
        header: t('staff.users.access'),
        enableSorting: false,
        // Left out first where the table is short of room (the card shows it).
        meta: { priority: 1, export: (u) => u.access.join(', ') },
        cell: ({ row }) => (
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            {row.original.access.join(', ') || '—'}
          </Text>
        ),
      },
      {
        id: 'status',
        accessorFn: (u) => u.status,
        header: t('staff.users.status'),
        meta: { card: 'status', nowrap: true, export: (u) => t(`staff.users.statuses.${u.status}`) },
        cell: ({ row }) => (
          <Badge color={STAFF_STATUS_COLORS[row.original.status]} variant="light" data-testid="staff-status">
            {t(`staff.users.statuses.${row.original.status}`)}
          </Badge>
        ),
      },
    ];
    if (!actions) return columns;
    return [
      ...columns,
      {
        id: 'actions',
        header: t('staff.users.actions'),
        enableSorting: false,
        meta: { card: 'actions', nowrap: true },
        cell: ({ row }) => {
          const u = row.original;
          if (u._id === actions.meId) return null;
          const disabled = u.status === 'DISABLED';
          return (
            <Group gap="xs" wrap="nowrap">
              <Button size="xs" variant="default" onClick={() => actions.onEdit(u)} data-testid="staff-edit">
                {t('staff.users.edit')}
              </Button>
              <Button
                size="xs"
                color={disabled ? 'blue' : 'red'}
                variant="light"
                onClick={() => actions.onToggle(u)}
                data-testid="staff-toggle"
              >
                {disabled ? t('staff.users.enable') : t('staff.users.disable')}
              </Button>
            </Group>
          );
        },
      },
    ];
  }, [t, locale, actions]);
}
