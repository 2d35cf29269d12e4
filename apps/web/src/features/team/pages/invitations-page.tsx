import { Alert, Badge, Button, Group, Loader, Paper, Stack, Table, Text, Title } from '@mantine/core';
import type { TeamInvitation } from '@platform/contracts';
import { formatDateTime } from '@platform/domain';
import { IconAlertCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../shared/forms/server-errors.ts';
import { useLocale } from '../../../shared/i18n/use-locale.ts';
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

/** `/subaccount/invitation`: invitations not accepted yet, with resend and cancel. */
export function InvitationsPage() {
  const { t } = useTranslation();
  const locale = useLocale();
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
        <Paper withBorder radius="md">
          <Table.ScrollContainer minWidth={760}>
            <Table verticalSpacing="sm" data-testid="invitations">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('team.columns.email')}</Table.Th>
                  <Table.Th>{t('team.columns.profile')}</Table.Th>
                  <Table.Th>{t('team.columns.permissions')}</Table.Th>
                  <Table.Th>{t('team.columns.status')}</Table.Th>
                  <Table.Th>{t('team.columns.expires')}</Table.Th>
                  <Table.Th />
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {invitations.data.invitations.map((inv) => (
                  <Table.Tr key={inv._id}>
                    <Table.Td>
                      <Text fw={600}>{inv.email}</Text>
                      <Text size="xs" c="dimmed">
                        {t('team.invitations.by', { name: inv.invited_by })}
                      </Text>
                    </Table.Td>
                    <Table.Td>{t(`team.profileTypes.${inv.profile_type}`)}</Table.Td>
                    <Table.Td>
                      <PermissionBadges permissions={inv.permissions} />
                    </Table.Td>
                    <Table.Td>
                      <Badge color={STATUS_COLORS[inv.status]} variant="light">
                        {t(`team.invitations.status.${inv.status}`)}
                      </Badge>
                    </Table.Td>
                    <Table.Td>{formatDateTime(inv.expires_at, locale)}</Table.Td>
                    <Table.Td>
                      {inv.status === 'PENDING' || inv.status === 'EXPIRED' ? (
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
                      ) : null}
                    </Table.Td>
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
