import { Badge, Button, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { formatDateTime } from '@platform/domain';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../shared/forms/server-errors.ts';
import { useLocale } from '../../../shared/i18n/use-locale.ts';
import { notify } from '../../../shared/ui/notify.ts';
import { profileApi, useOpenSessions, useProfileMutation, useSecurityEvents } from '../api/profile-api.ts';

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
        <Table.ScrollContainer minWidth={560}>
          <Table data-testid="open-sessions">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('profile.sessions.device')}</Table.Th>
                <Table.Th>{t('profile.sessions.ip')}</Table.Th>
                <Table.Th>{t('profile.sessions.lastSeen')}</Table.Th>
                <Table.Th />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {sessions.data?.sessions.map((s) => (
                <Table.Tr key={s._id}>
                  <Table.Td>
                    {s.device}{' '}
                    {s.current ? (
                      <Badge size="xs" variant="light">
                        {t('profile.sessions.current')}
                      </Badge>
                    ) : null}
                  </Table.Td>
                  <Table.Td>{s.ip ?? '—'}</Table.Td>
                  <Table.Td>{formatDateTime(s.last_seen_at, locale)}</Table.Td>
                  <Table.Td>
                    {s.current ? null : (
                      <Button size="xs" variant="subtle" color="red" onClick={() => onRevoke(s._id)}>
                        {t('profile.sessions.revoke')}
                      </Button>
                    )}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
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
