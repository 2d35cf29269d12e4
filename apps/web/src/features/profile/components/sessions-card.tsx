import { Badge, Button, Paper, Stack, Text, Title } from '@mantine/core';
import { formatDateTime } from '@platform/domain';
import { type ColumnDef, getCoreRowModel, useReactTable } from '@tanstack/react-table';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../shared/forms/server-errors.ts';
import { useLocale } from '../../../shared/i18n/use-locale.ts';
import { DataTable } from '../../../shared/ui/data-table.tsx';
import { notify } from '../../../shared/ui/notify.ts';
import { profileApi, useOpenSessions, useProfileMutation, useSecurityEvents } from '../api/profile-api.ts';

type Session = NonNullable<ReturnType<typeof useOpenSessions>['data']>['sessions'][number];

/** The sessions as a DataTable (a card each on a phone). */
function SessionsTable({ sessions, onRevoke }: { sessions: Session[]; onRevoke: (id: string) => void }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const columns = useMemo<ColumnDef<Session>[]>(
    () => [
      {
        id: 'device',
        header: t('profile.sessions.device'),
        meta: { card: 'title' },
        cell: ({ row }) => (
          <>
            {row.original.device}{' '}
            {row.original.current ? (
              <Badge size="xs" variant="light">
                {t('profile.sessions.current')}
              </Badge>
            ) : null}
          </>
        ),
      },
      { id: 'ip', header: t('profile.sessions.ip'), cell: ({ row }) => row.original.ip ?? '—' },
      {
        id: 'lastSeen',
        header: t('profile.sessions.lastSeen'),
        meta: { nowrap: true },
        cell: ({ row }) => formatDateTime(row.original.last_seen_at, locale),
      },
      {
        id: 'actions',
        header: '',
        meta: { card: 'actions', nowrap: true },
        cell: ({ row }) =>
          row.original.current ? null : (
            <Button size="xs" variant="subtle" color="red" onClick={() => onRevoke(row.original._id)}>
              {t('profile.sessions.revoke')}
            </Button>
          ),
      },
    ],
    [t, locale, onRevoke],
  );
  const table = useReactTable({
    data: sessions,
    columns,
    getCoreRowModel: getCoreRowModel(),
    getRowId: (s) => s._id,
  });
  return <DataTable table={table} testId="open-sessions" striped={false} />;
}

/** The open sessions (device, IP, last seen) with revoke, then the merchant's security events. */
export function SessionsCard() {
  const { t, i18n } = useTranslation();
  const locale = useLocale();
  const sessions = useOpenSessions();
  const events = useSecurityEvents();
  const revoke = useProfileMutation(profileApi.revoke);
  const onRevoke = async (id: string) => {
    try {
      notify('success', (await revoke.mutateAsync(id)).message);
    } catch (error) {
      notify('error', errorMessage(error, t));
    }
  };
  const eventLabel = (event: string) => {
    const key = `profile.events.${event.replace(/\./g, '_')}`;
    return i18n.exists(key) ? t(key as never) : event;
  };
  return (
    <Paper withBorder radius="md" p="lg">
      <Stack gap="md">
        <Title order={3} size="h4" c="navy.7">
          {t('profile.sessions.title')}
        </Title>
        <SessionsTable sessions={sessions.data?.sessions ?? []} onRevoke={onRevoke} />
        <Title order={3} size="h4" c="navy.7">
          {t('profile.events.title')}
        </Title>
        {events.data?.events.length === 0 ? <Text c="dimmed">{t('profile.events.empty')}</Text> : null}
        <Stack gap={6} data-testid="security-events">
          {events.data?.events.slice(0, 20).map((e) => (
            <Text key={e._id} size="sm">
              <Text span c="dimmed">
                {formatDateTime(e.created_at, locale)}
              </Text>{' '}
              · {eventLabel(e.event)}
              {e.user ? ` · ${e.user}` : ''}
              {e.ip ? ` · ${e.ip}` : ''}
            </Text>
          ))}
        </Stack>
      </Stack>
    </Paper>
  );
}
