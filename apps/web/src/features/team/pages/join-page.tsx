import { Button, Group, Loader, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { type AcceptInvitationBody, acceptInvitationBody } from '@platform/contracts';
import { IconUsersGroup } from '@tabler/icons-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { applyFieldErrors, errorMessage } from '../../../shared/forms/server-errors.ts';
import { useContractForm } from '../../../shared/forms/use-contract-form.ts';
import { useLocalizedPath } from '../../../shared/i18n/use-locale.ts';
import { notify } from '../../../shared/ui/notify.ts';
import { AuthPage } from '../../auth/components/auth-page.tsx';
import { FormErrorAlert } from '../../auth/components/form-error-alert.tsx';
import { PasswordFields } from '../../auth/components/password-fields.tsx';
import { isBadLink, isDeadLink } from '../../auth/hooks/link-errors.ts';
import { teamApi, useInvitationPreview } from '../api/team-api.ts';
import { PermissionBadges } from '../components/permission-badges.tsx';

/**
 * `/signup/subaccount/:slug`: the invitee chooses a name and a password and joins the team. A
 * spent, cancelled or expired link leads to `/signup/linkexpired`.
 */
export function JoinTeamPage() {
  const { slug = '' } = useParams();
  const { t } = useTranslation();
  const navigate = useNavigate();
  const localize = useLocalizedPath();
  const preview = useInvitationPreview(slug);
  const { register, handleSubmit, setError, formState } = useContractForm(acceptInvitationBody, {
    first_name: '',
    last_name: '',
    password: '',
    password_confirmation: '',
  });
  useEffect(() => {
    if (isBadLink(preview.error)) navigate(localize('/signup/linkexpired'), { replace: true });
  }, [preview.error, navigate, localize]);

  const submit = handleSubmit(async (values: AcceptInvitationBody) => {
    try {
      const answer = await teamApi.join(slug, values);
      notify('success', answer.message);
      navigate(localize('/signin'), { replace: true, state: { email: answer.email } });
    } catch (error) {
      if (isDeadLink(error)) navigate(localize('/signup/linkexpired'), { replace: true });
      else if (
        !applyFieldErrors(error, ['first_name', 'last_name', 'password', 'password_confirmation'], setError)
      ) {
        setError('root', { message: errorMessage(error, t) });
      }
    }
  });

  if (!preview.data)
    return preview.isError && !isBadLink(preview.error) ? (
      <Text>{errorMessage(preview.error, t)}</Text>
    ) : (
      <Loader />
    );
  const invitation = preview.data;
  return (
    <AuthPage
      icon={<IconUsersGroup size={28} />}
      title={t('team.join.title', { business: invitation.business_name })}
      subtitle={t('team.join.subtitle', { email: invitation.email })}
    >
      <form noValidate onSubmit={submit}>
        <Stack gap="md">
          <Group gap="xs">
            <Text size="sm" fw={600}>
              {t(`team.profileTypes.${invitation.profile_type}`)}
            </Text>
            <PermissionBadges permissions={invitation.permissions} />
          </Group>
          <FormErrorAlert>{formState.errors.root?.message ?? null}</FormErrorAlert>
          <SimpleGrid cols={2}>
            <TextInput
              label={t('team.join.firstName')}
              required
              error={formState.errors.first_name?.message}
              {...register('first_name')}
            />
            <TextInput
              label={t('team.join.lastName')}
              required
              error={formState.errors.last_name?.message}
              {...register('last_name')}
            />
          </SimpleGrid>
          <PasswordFields register={register as never} errors={formState.errors} />
          <Button type="submit" fullWidth loading={formState.isSubmitting} data-testid="join-team">
            {t('team.join.submit')}
          </Button>
        </Stack>
      </form>
    </AuthPage>
  );
}
