import { Button, Group, Paper, Stack, TextInput, Title } from '@mantine/core';
import { type InviteMemberBody, inviteMemberBody } from '@platform/contracts';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { applyFieldErrors, errorMessage } from '../../../shared/forms/server-errors.ts';
import { useContractForm } from '../../../shared/forms/use-contract-form.ts';
import { useLocalizedPath } from '../../../shared/i18n/use-locale.ts';
import { notify } from '../../../shared/ui/notify.ts';
import { teamApi, useTeamMutation } from '../api/team-api.ts';
import { AccessFields } from '../components/access-fields.tsx';
import { TeamNav } from '../components/team-nav.tsx';

/** `/subaccount/invitation/add`: invite a colleague by e-mail with a profile type and permissions. */
export function InvitePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const localize = useLocalizedPath();
  const invite = useTeamMutation(teamApi.invite);
  const { register, control, handleSubmit, setError, formState } = useContractForm(inviteMemberBody, {
    email: '',
    profile_type: 'SUBADMIN',
    permissions: [],
  } as InviteMemberBody);
  const submit = handleSubmit(async (values) => {
    try {
      const answer = await invite.mutateAsync(values);
      notify('success', answer.message);
      navigate(localize('/subaccount/invitation'));
    } catch (error) {
      if (!applyFieldErrors(error, ['email', 'profile_type', 'permissions'], setError)) {
        notify('error', errorMessage(error, t));
      }
    }
  });
  return (
    <Stack gap="lg" maw={760}>
      <Title order={2} size="h3" c="navy.7">
        {t('team.invite.title')}
      </Title>
      <TeamNav current="add" />
      <Paper withBorder radius="md" p="lg">
        <form onSubmit={submit} noValidate>
          <Stack gap="md">
            <TextInput
              label={t('team.fields.email')}
              type="email"
              required
              error={formState.errors.email?.message}
              {...register('email')}
            />
            <Controller
              control={control}
              name="profile_type"
              render={({ field: type }) => (
                <Controller
                  control={control}
                  name="permissions"
                  render={({ field: permissions }) => (
                    <AccessFields
                      profileType={type.value}
                      permissions={permissions.value}
                      onProfileType={type.onChange}
                      onPermissions={permissions.onChange}
                      error={formState.errors.permissions?.message}
                    />
                  )}
                />
              )}
            />
            <Group justify="flex-end">
              <Button type="submit" loading={invite.isPending} data-testid="send-invitation">
                {t('team.invite.submit')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Paper>
    </Stack>
  );
}
