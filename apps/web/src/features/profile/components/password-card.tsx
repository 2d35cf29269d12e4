import { Button, Group, Paper, PasswordInput, Stack, Text, Title } from '@mantine/core';
import { changePasswordBody } from '@platform/contracts';
import { useTranslation } from 'react-i18next';
import { applyFieldErrors, errorMessage } from '../../../shared/forms/server-errors.ts';
import { useContractForm } from '../../../shared/forms/use-contract-form.ts';
import { notify } from '../../../shared/ui/notify.ts';
import { PasswordFields } from '../../auth/components/password-fields.tsx';
import { profileApi, useProfileMutation } from '../api/profile-api.ts';

/** Change the password (current one first); every other session ends. */
export function PasswordCard() {
  const { t } = useTranslation();
  const change = useProfileMutation(profileApi.changePassword);
  const { register, handleSubmit, setError, reset, formState } = useContractForm(changePasswordBody, {
    current_password: '',
    password: '',
    password_confirmation: '',
  });
  const submit = handleSubmit(async (values) => {
    try {
      notify('success', (await change.mutateAsync(values)).message);
      reset();
    } catch (error) {
      if (!applyFieldErrors(error, ['current_password', 'password', 'password_confirmation'], setError)) {
        setError('current_password', { type: 'server', message: errorMessage(error, t) });
      }
    }
  });
  return (
    <Paper withBorder radius="md" p="lg">
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Title order={3} size="h4" c="navy.7">
            {t('profile.password.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('profile.password.intro')}
          </Text>
          <PasswordInput
            label={t('profile.password.current')}
            error={formState.errors.current_password?.message}
            data-testid="current-password"
            {...register('current_password')}
          />
          <PasswordFields
            register={register as never}
            errors={formState.errors}
            passwordLabel={t('profile.password.new')}
          />
          <Group justify="flex-end">
            <Button type="submit" loading={change.isPending} data-testid="change-password">
              {t('profile.password.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
