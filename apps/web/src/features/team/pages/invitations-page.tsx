import { Alert, Badge, Button, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import type { TeamInvitation } from '@platform/contracts';
import { formatDateTime } from '@platform/domain';
import { IconAlertCircle } from '@tabler/icons-react';
import { type ColumnDef, getCoreRowModel, useReactTable } from '@tanstack/react-table';
import { type ReactNode, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../shared/forms/server-errors.ts';
import { useLocale } from '../../../shared/i18n/use-locale.ts';
import { DataTable } from '../../../shared/ui/data-table.tsx';
import { notify } from '../../../shared/ui/notify.ts';
import { teamApi, useInvitations, useTeamMutation } from '../api/team-api.ts';
import { PermissionBadges } from '../components/permission-badges.tsx';
import { TeamNav } from '../components/team-nav.tsx';

const STATUS_COLORS: Record<TeamInvitation['status'], string> = {
  PENDING: 'orange',
  EXPIRED: 'gray',
  CANCELED: 'red',
  ACCEPTED: 'green',
};

/** The invitations as a DataTable (a card each on a phone), with their actions. */
function InvitationsTable({
  invitations,
  actions,
}: {
  invitations: TeamInvitation[];
  actions: (inv: TeamInvitation) => ReactNode;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const columns = useMemo<ColumnDef<TeamInvitation>[]>(
    () => [
      {
        id: 'email',
        header: t('team.columns.email'),
        meta: { card: 'title' },
        cell: ({ row }) => (
          <>
            <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
              {row.original.email}
            </Text>
            <Text size="xs" c="dimmed">
              {t('team.invitations.by', { name: row.original.invited_by })}
            </Text>
          </>
        ),
      },
      {
        id: 'profile',
        header: t('team.columns.profile'),
        cell: ({ row }) => t(`team.profileTypes.${row.original.profile_type}`),
      },
      {
        id: 'permissions',
        header: t('team.columns.permissions'),
        cell: ({ row }) => <PermissionBadges permissions={row.original.permissions} />,
      },
      {
        id: 'status',
        header: t('team.columns.status'),
        meta: { card: 'status', nowrap: true },
        cell: ({ row }) => (
          <Badge color={STATUS_COLORS[row.original.status]} variant="light">
            {t(`team.invitations.status.${row.original.status}`)}
          </Badge>
        ),
      },
      {
        id: 'expires',
        header: t('team.columns.expires'),
        meta: { nowrap: true },
        cell: ({ row }) => formatDateTime(row.original.expires_at, locale),
      },
      {
        id: 'actions',
        header: '',
        meta: { card: 'actions', nowrap: true },
        cell: ({ row }) => actions(row.original),
      },
    ],
    [t, locale, actions],
  );
  const table = useReactTable({
    data: invitations,
    columns,
    getCoreRowModel: getCoreRowModel(),
    getRowId: (inv) => inv._id,
  });
  return <DataTable table={table} testId="invitations" striped={false} />;
}

/** `/subaccount/invitation`: invitations not accepted yet, with resend and cancel. */
export function InvitationsPage() {
  const { t } = useTranslation();
  const invitations = useInvitations();
  const resend = useTeamMutation(teamApi.resend);
  const cancel = useTeamMutation(teamApi.cancel);
  const act = async (action: typeof resend | typeof cancel, id: string) => {
    try {
      notify('success', (await action.mutateAsync(id)).message);
    } catch (error) {
      notify('error', errorMessage(error, t));
    }
  };
  return (
    <Stack gap="lg">
      <Title order={2} size="h3" c="navy.7">
        {t('team.invitations.title')}
      </Title>
      <TeamNav current="invitations" />
      {invitations.isPending ? <Loader /> : null}
      {invitations.isError ? (
        <Alert color="red" icon={<IconAlertCircle size={18} />}>
          {errorMessage(invitations.error, t)}
        </Alert>
      ) : null}
      {invitations.data?.invitations.length === 0 ? (
        <Text c="dimmed" data-testid="no-invitations">
          {t('team.invitations.empty')}
        </Text>
      ) : null}
      {invitations.data && invitations.data.invitations.length > 0 ? (
        <Paper withBorder radius="md" p="sm">
          <InvitationsTable
            invitations={invitations.data.invitations}
            actions={(inv) =>
              inv.status === 'PENDING' || inv.status === 'EXPIRED' ? (
                <Group gap="xs" wrap="nowrap">
                  <Button
                    size="xs"
                    variant="light"
                    loading={resend.isPending}
                    onClick={() => act(resend, inv._id)}
                  >
                    {t('team.invitations.resend')}
                  </Button>
                  <Button
                    size="xs"
                    variant="subtle"
                    color="red"
                    loading={cancel.isPending}
                    onClick={() => act(cancel, inv._id)}
                  >
                    {t('team.invitations.cancel')}
                  </Button>
                </Group>
              ) : null
            }
          />
        </Paper>
      ) : null}
    </Stack>
  );
}
