import { Alert, Button, Group, Loader, Modal, Paper, Stack, Text, Title } from '@mantine/core';
import type { Permission, TeamProfileType } from '@platform/domain';
import { IconAlertCircle } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { errorMessage } from '../../../shared/forms/server-errors.ts';
import { useLocalizedPath } from '../../../shared/i18n/use-locale.ts';
import { notify } from '../../../shared/ui/notify.ts';
import { teamApi, useTeamMember, useTeamMutation } from '../api/team-api.ts';
import { AccessFields } from '../components/access-fields.tsx';
import { TeamNav } from '../components/team-nav.tsx';

/** `/subaccount/view/:id`: a member's access, changed or removed (which ends its sessions). */
export function MemberPage() {
  const { id = '' } = useParams();
  const { t } = useTranslation();
  const navigate = useNavigate();
  const localize = useLocalizedPath();
  const member = useTeamMember(id);
  const [profileType, setProfileType] = useState<TeamProfileType>('SUBADMIN');
  const [permissions, setPermissions] = useState<Permission[]>([]);
  const [confirming, setConfirming] = useState(false);
  const update = useTeamMutation((body: { profile_type: TeamProfileType; permissions: Permission[] }) =>
    teamApi.update(id, body),
  );
  const remove = useTeamMutation(() => teamApi.remove(id));
  const data = member.data?.member;
  useEffect(() => {
    if (data && data.profile.type !== 'ADMIN') {
      setProfileType(data.profile.type);
      setPermissions(data.profile.permissions);
    }
  }, [data]);

  if (member.isPending) return <Loader />;
  if (member.isError || !data)
    return (
      <Alert color="red" icon={<IconAlertCircle size={18} />}>
        {errorMessage(member.error, t)}
      </Alert>
    );
  const save = async () => {
    try {
      await update.mutateAsync({ profile_type: profileType, permissions });
      notify('success', t('team.member.saved'));
    } catch (error) {
      notify('error', errorMessage(error, t));
    }
  };
  const doRemove = async () => {
    try {
      notify('success', (await remove.mutateAsync(undefined)).message);
      navigate(localize('/subaccount'));
    } catch (error) {
      setConfirming(false);
      notify('error', errorMessage(error, t));
    }
  };
  return (
    <Stack gap="lg" maw={760}>
      <TeamNav current="members" />
      <Paper withBorder radius="md" p="lg">
        <Stack gap="md">
          <Stack gap={2}>
            <Title order={2} size="h3" c="navy.7">{`${data.first_name} ${data.last_name}`}</Title>
            <Text c="dimmed">{data.email}</Text>
          </Stack>
          {data.owner ? (
            <Alert color="gray">{t('team.member.ownerNote')}</Alert>
          ) : (
            <>
              <AccessFields
                profileType={profileType}
                permissions={permissions}
                onProfileType={setProfileType}
                onPermissions={setPermissions}
              />
              <Group justify="space-between">
                <Button
                  color="red"
                  variant="light"
                  onClick={() => setConfirming(true)}
                  data-testid="remove-member"
                >
                  {t('team.member.remove')}
                </Button>
                <Button onClick={save} loading={update.isPending} disabled={permissions.length === 0}>
                  {t('team.member.save')}
                </Button>
              </Group>
            </>
          )}
        </Stack>
      </Paper>
      <Modal
        opened={confirming}
        onClose={() => setConfirming(false)}
        title={t('team.member.removeTitle')}
        centered
      >
        <Stack gap="md">
          <Text size="sm">
            {t('team.member.removeText', { name: `${data.first_name} ${data.last_name}` })}
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirming(false)}>
              {t('team.member.cancel')}
            </Button>
            <Button color="red" loading={remove.isPending} onClick={doRemove} data-testid="confirm-remove">
              {t('team.member.remove')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}
