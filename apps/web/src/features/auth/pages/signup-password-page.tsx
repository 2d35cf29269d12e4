import { Button, Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { type SetPasswordBody, setPasswordBody } from '@platform/contracts';
import { IconShieldLock } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { applyFieldErrors, errorMessage } from '../../../shared/forms/server-errors.ts';
import { useContractForm } from '../../../shared/forms/use-contract-form.ts';
import { useLocalizedPath } from '../../../shared/i18n/use-locale.ts';
import { authApi } from '../api/auth-api.ts';
import { AuthPage } from '../components/auth-page.tsx';
import { FormErrorAlert } from '../components/form-error-alert.tsx';
import { PasswordFields } from '../components/password-fields.tsx';
import { SignupProgress } from '../components/signup-progress.tsx';
import { TicketPending } from '../components/ticket-pending.tsx';
import { isDeadLink } from '../hooks/link-errors.ts';
import { useSignupTicket } from '../hooks/use-signup-ticket.ts';

/** /signup/password/:slug: the last step; the account then waits for validation by staff. */
export function SignupPasswordPage() {
  const { slug } = useParams();
  const { t } = useTranslation();
  const navigate = useNavigate();
  const localize = useLocalizedPath();
  const signup = useSignupTicket(slug, 'password');
  const { register, handleSubmit, setError, formState } = useContractForm(setPasswordBody, {
    password: '',
    password_confirmation: '',
  });

  const save = useMutation({
    mutationFn: (body: SetPasswordBody) => authApi.setSignupPassword(slug ?? '', body),
    onSuccess: (answer) => {
      notifications.show({
        color: 'green',
        title: t('auth.signupPassword.successTitle'),
        message: answer.message || t('auth.signupPassword.success'),
      });
      signup.finish();
      navigate(localize('/signin'), { replace: true });
    },
    onError: (error) => {
      if (isDeadLink(error)) navigate(localize('/signup/linkexpired'), { replace: true });
      else applyFieldErrors(error, ['password', 'password_confirmation'], setError);
    },
  });

  if (signup.data?.step !== 'password') return <TicketPending error={signup.error} />;

  return (
    <AuthPage
      above={<SignupProgress step="password" />}
      icon={<IconShieldLock size={28} />}
      title={t('auth.signupPassword.title')}
      subtitle={t('auth.signupPassword.subtitle', { name: signup.data.first_name })}
    >
      <form noValidate onSubmit={handleSubmit((values) => save.mutate(values))}>
        <Stack gap="md">
          <FormErrorAlert>{save.error ? errorMessage(save.error, t) : null}</FormErrorAlert>
          <PasswordFields register={register} errors={formState.errors} />
          <Button type="submit" fullWidth loading={save.isPending}>
            {t('auth.signupPassword.submit')}
          </Button>
        </Stack>
      </form>
    </AuthPage>
  );
}
