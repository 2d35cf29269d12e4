import { Anchor, Badge, Group, Text } from '@mantine/core';
import type { RoleRightsView, StaffUserView } from '@platform/contracts';
import type { ColumnDef } from '@tanstack/react-table';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { LocalizedLink } from '../../../shared/ui/localized-link.tsx';
import { RightBadge } from './right-badge.tsx';
import { STAFF_STATUS_COLORS, staffUserName } from './users-columns.tsx';

/**
 * The columns of `/admin/access`: each role (a link to its page), the rights it has (read from the
 * one rule table) and how many users hold it. On a phone each role is a card.
 */
export function useRightsColumns(): ColumnDef<RoleRightsView>[] {
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
      {
        id: 'rights',
        header: t('staff.access.rights'),
        meta: { card: 'title' },
        cell: ({ row }) => {
          const allowed = row.original.rights.filter((r) => r.allowed);
          return allowed.length === 0 ? (
            <Text size="sm" c="dimmed">
              {t('staff.access.noRights')}
            </Text>
          ) : (
            <Group gap={4} data-testid="role-rights">
              {allowed.map((r) => (
                <RightBadge key={r.right} right={r.right} allowed />
              ))}
            </Group>
          );
        },
      },
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
    [t],
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
