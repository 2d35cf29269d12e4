import { Button, Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { type SetPasswordBody, setPasswordBody } from '@platform/contracts';
import { IconLock } from '@tabler/icons-react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useParams } from 'react-router';
import { applyFieldErrors, errorMessage } from '../../../shared/forms/server-errors.ts';
import { useContractForm } from '../../../shared/forms/use-contract-form.ts';
import { useLocalizedPath } from '../../../shared/i18n/use-locale.ts';
import { PageLoader } from '../../../shared/ui/page-loader.tsx';
import { authApi, authKeys } from '../api/auth-api.ts';
import { AuthPage } from '../components/auth-page.tsx';
import { FormErrorAlert } from '../components/form-error-alert.tsx';
import { PasswordFields } from '../components/password-fields.tsx';
import { isBadLink, isDeadLink } from '../hooks/link-errors.ts';

/** /signin/newpassword/:id: checks the reset link, then sets the new password. */
export function NewPasswordPage() {
  const { id = '' } = useParams();
  const { t } = useTranslation();
  const navigate = useNavigate();
  const localize = useLocalizedPath();
  const check = useQuery({ queryKey: authKeys.resetToken(id), queryFn: () => authApi.checkResetToken(id) });
  const { register, handleSubmit, setError, formState } = useContractForm(setPasswordBody, {
    password: '',
    password_confirmation: '',
  });

  const reset = useMutation({
    mutationFn: (body: SetPasswordBody) => authApi.resetPassword(id, body),
    onSuccess: (answer) => {
      notifications.show({ color: 'green', message: answer.message || t('auth.newPassword.success') });
      navigate(localize('/signin'), { replace: true });
    },
    onError: (error) => {
      if (isDeadLink(error)) navigate(localize('/signin/linkexpired'), { replace: true });
      else applyFieldErrors(error, ['password', 'password_confirmation'], setError);
    },
  });

  if (check.isPending) return <PageLoader label={t('auth.newPassword.checking')} />;
  if (check.error && isBadLink(check.error)) return <Navigate to={localize('/signin/linkexpired')} replace />;

  return (
    <AuthPage
      icon={<IconLock size={28} />}
      title={t('auth.newPassword.title')}
      subtitle={check.data ? t('auth.newPassword.subtitle', { email: check.data.email }) : undefined}
    >
      <form noValidate onSubmit={handleSubmit((values) => reset.mutate(values))}>
        <Stack gap="md">
          <FormErrorAlert>
            {check.error ? errorMessage(check.error, t) : reset.error ? errorMessage(reset.error, t) : null}
          </FormErrorAlert>
          <PasswordFields
            register={register}
            errors={formState.errors}
            passwordLabel={t('auth.newPassword.password')}
          />
          <Button type="submit" fullWidth loading={reset.isPending} disabled={Boolean(check.error)}>
            {t('auth.newPassword.submit')}
          </Button>
        </Stack>
      </form>
    </AuthPage>
  );
}
