import { Anchor, Badge, Box, Text } from '@mantine/core';
import type { RoleRightsView, StaffUserView } from '@platform/contracts';
import type { AdminMenuEntry } from '@platform/domain';
import { IconCheck, IconMinus } from '@tabler/icons-react';
import type { ColumnDef } from '@tanstack/react-table';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { LocalizedLink } from '../../../shared/ui/localized-link.tsx';
import { STAFF_STATUS_COLORS, staffUserName } from './users-columns.tsx';

/**
 * The columns of `/admin/access`, the rights of each role: the role (a link to its page), one column
 * per right (a tick or a dash, named for screen readers) and how many users hold it. On a phone
 * each role is a card listing its rights.
 */
export function useRightsColumns(rights: readonly AdminMenuEntry[]): ColumnDef<RoleRightsView>[] {
  const { t } = useTranslation();
  return useMemo(
    () => [
      {
        id: 'role',
        header: t('staff.access.role'),
        meta: { card: 'title', nowrap: true },
        cell: ({ row }) => (
          <Anchor component={LocalizedLink} to={`/admin/access/role/${row.original.role}`} fw={600}>
            {row.original.role}
          </Anchor>
        ),
      },
      ...rights.map(
        (right): ColumnDef<RoleRightsView> => ({
          id: `right-${right}`,
          // Thirteen rights side by side: small headers, so the matrix fits a laptop.
          header: () => (
            <Text fz="xs" fw={700} lh={1.2}>
              {t(`admin.menu.${right}`)}
            </Text>
          ),
          meta: { label: t(`admin.menu.${right}`) },
          cell: ({ row }) => {
            const allowed = row.original.rights.find((r) => r.right === right)?.allowed ?? false;
            const label = allowed ? t('staff.access.yes') : t('staff.access.no');
            return (
              <Box component="span" role="img" aria-label={label} title={label} data-allowed={allowed}>
                {allowed ? <IconCheck size={16} color="green" /> : <IconMinus size={16} color="gray" />}
              </Box>
            );
          },
        }),
      ),
      {
        id: 'users',
        header: t('staff.access.users'),
        meta: { align: 'right', card: 'status', nowrap: true },
        cell: ({ row }) => (
          <Badge variant="light" color="navy" data-testid="role-users">
            {t('staff.access.usersCount', { count: row.original.users })}
          </Badge>
        ),
      },
    ],
    [t, rights],
  );
}

/** The columns of a role's members (`/admin/access/role/{id}`): a card each on a phone. */
export function useMemberColumns(): ColumnDef<StaffUserView>[] {
  const { t } = useTranslation();
  return useMemo(
    () => [
      {
        id: 'name',
        header: t('staff.users.name'),
        meta: { card: 'title' },
        cell: ({ row }) => staffUserName(row.original),
      },
      {
        id: 'email',
        header: t('staff.users.email'),
        cell: ({ row }) => (
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            {row.original.email}
          </Text>
        ),
      },
      {
        id: 'access',
        header: t('staff.users.access'),
        cell: ({ row }) => (
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            {row.original.access.join(', ') || '—'}
          </Text>
        ),
      },
      {
        id: 'status',
        header: t('staff.users.status'),
        meta: { card: 'status', nowrap: true },
        cell: ({ row }) => (
          <Badge color={STAFF_STATUS_COLORS[row.original.status]} variant="light" data-testid="staff-status">
            {t(`staff.users.statuses.${row.original.status}`)}
          </Badge>
        ),
      },
    ],
    [t],
  );
}
