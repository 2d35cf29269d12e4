import { Alert, Anchor, Badge, Loader, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { formatDateTime } from '@platform/domain';
import { IconAlertCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../shared/forms/server-errors.ts';
import { useLocale } from '../../../shared/i18n/use-locale.ts';
import { LocalizedLink } from '../../../shared/ui/localized-link.tsx';
import { useTeamMembers } from '../api/team-api.ts';
import { PermissionBadges } from '../components/permission-badges.tsx';
import { TeamNav } from '../components/team-nav.tsx';

/** `/subaccount`: the team, the owner first, each member with its profile and permissions. */
export function TeamPage() {
  const { t } = useTranslation();
  const locale = useLocale();
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
        <Paper withBorder radius="md">
          <Table.ScrollContainer minWidth={720}>
            <Table verticalSpacing="sm" data-testid="members">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('team.columns.name')}</Table.Th>
                  <Table.Th>{t('team.columns.profile')}</Table.Th>
                  <Table.Th>{t('team.columns.permissions')}</Table.Th>
                  <Table.Th>{t('team.columns.lastSeen')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {members.data.members.map((m) => (
                  <Table.Tr key={m._id}>
                    <Table.Td>
                      {m.owner || m.is_self ? (
                        <Text fw={600}>{`${m.first_name} ${m.last_name}`}</Text>
                      ) : (
                        <Anchor component={LocalizedLink} to={`/subaccount/view/${m._id}`} fw={600}>
                          {`${m.first_name} ${m.last_name}`}
                        </Anchor>
                      )}
                      <Text size="xs" c="dimmed">
                        {m.email}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      <Badge color={m.owner ? 'brand' : 'navy'} variant={m.owner ? 'filled' : 'light'}>
                        {m.owner ? t('team.owner') : t(`team.profileTypes.${m.profile.type}`)}
                      </Badge>
                    </Table.Td>
                    <Table.Td>
                      <PermissionBadges permissions={m.profile.permissions} owner={m.owner} />
                    </Table.Td>
                    <Table.Td>{m.last_seen_at ? formatDateTime(m.last_seen_at, locale) : '—'}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Paper>
      ) : null}
    </Stack>
  );
}
