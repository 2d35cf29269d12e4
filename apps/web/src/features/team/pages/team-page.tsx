import { Alert, Anchor, Badge, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { formatDateTime } from '@platform/domain';
import { IconAlertCircle } from '@tabler/icons-react';
import { type ColumnDef, getCoreRowModel, useReactTable } from '@tanstack/react-table';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../shared/forms/server-errors.ts';
import { useLocale } from '../../../shared/i18n/use-locale.ts';
import { DataTable } from '../../../shared/ui/data-table.tsx';
import { LocalizedLink } from '../../../shared/ui/localized-link.tsx';
import { useTeamMembers } from '../api/team-api.ts';
import { PermissionBadges } from '../components/permission-badges.tsx';
import { TeamNav } from '../components/team-nav.tsx';

type Member = NonNullable<ReturnType<typeof useTeamMembers>['data']>['members'][number];

/** The members as a DataTable (a card each on a phone). */
function MembersTable({ members }: { members: Member[] }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const columns = useMemo<ColumnDef<Member>[]>(
    () => [
      {
        id: 'name',
        header: t('team.columns.name'),
        meta: { card: 'title' },
        cell: ({ row }) => {
          const m = row.original;
          return (
            <>
              {m.owner || m.is_self ? (
                <Text fw={600}>{`${m.first_name} ${m.last_name}`}</Text>
              ) : (
                <Anchor component={LocalizedLink} to={`/subaccount/view/${m._id}`} fw={600}>
                  {`${m.first_name} ${m.last_name}`}
                </Anchor>
              )}
              <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                {m.email}
              </Text>
            </>
          );
        },
      },
      {
        id: 'profile',
        header: t('team.columns.profile'),
        meta: { card: 'status', nowrap: true },
        cell: ({ row }) => (
          <Badge
            color={row.original.owner ? 'brand' : 'navy'}
            variant={row.original.owner ? 'filled' : 'light'}
          >
            {row.original.owner ? t('team.owner') : t(`team.profileTypes.${row.original.profile.type}`)}
          </Badge>
        ),
      },
      {
        id: 'permissions',
        header: t('team.columns.permissions'),
        cell: ({ row }) => (
          <PermissionBadges permissions={row.original.profile.permissions} owner={row.original.owner} />
        ),
      },
      {
        id: 'lastSeen',
        header: t('team.columns.lastSeen'),
        meta: { nowrap: true },
        cell: ({ row }) =>
          row.original.last_seen_at ? formatDateTime(row.original.last_seen_at, locale) : '—',
      },
    ],
    [t, locale],
  );
  const table = useReactTable({
    data: members,
    columns,
    getCoreRowModel: getCoreRowModel(),
    getRowId: (m) => m._id,
  });
  return <DataTable table={table} testId="members" striped={false} />;
}

/** `/subaccount`: the team, the owner first, each member with its profile and permissions. */
export function TeamPage() {
  const { t } = useTranslation();
  const members = useTeamMembers();
  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={2} size="h3" c="navy.7">
          {t('team.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('team.intro')}
        </Text>
      </Stack>
      <TeamNav current="members" />
      {members.isPending ? <Loader /> : null}
      {members.isError ? (
        <Alert color="red" icon={<IconAlertCircle size={18} />}>
          {errorMessage(members.error, t)}
        </Alert>
      ) : null}
      {members.data ? (
        <Paper withBorder radius="md" p="sm">
          <MembersTable members={members.data.members} />
        </Paper>
      ) : null}
    </Stack>
  );
}
