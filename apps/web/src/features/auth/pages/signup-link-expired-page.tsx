import { Anchor, Button, Stack, TextInput } from '@mantine/core';
import { type EmailOnlyBody, emailOnlyBody } from '@platform/contracts';
import { IconLinkOff } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { applyFieldErrors, errorMessage } from '../../../shared/forms/server-errors.ts';
import { useContractForm } from '../../../shared/forms/use-contract-form.ts';
import { useLocalizedPath } from '../../../shared/i18n/use-locale.ts';
import { LocalizedLink } from '../../../shared/ui/localized-link.tsx';
import { authApi } from '../api/auth-api.ts';
import { AuthPage } from '../components/auth-page.tsx';
import { FormErrorAlert } from '../components/form-error-alert.tsx';

/** /signup/linkexpired: the confirmation link is dead; send a new one. */
export function SignupLinkExpiredPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const localize = useLocalizedPath();
  const { register, handleSubmit, setError, formState } = useContractForm(emailOnlyBody, { email: '' });

  const resend = useMutation({
    mutationFn: (body: EmailOnlyBody) => authApi.resendConfirmation(body),
    onSuccess: (_answer, body) =>
      navigate(localize(`/signup/checkmail?email=${encodeURIComponent(body.email)}`)),
    onError: (error) => applyFieldErrors(error, ['email'], setError),
  });

  return (
    <AuthPage
      icon={<IconLinkOff size={28} />}
      title={t('auth.signupLinkExpired.title')}
      subtitle={t('auth.signupLinkExpired.text')}
    >
      <form noValidate onSubmit={handleSubmit((values) => resend.mutate(values))}>
        <Stack gap="md">
          <FormErrorAlert>{resend.error ? errorMessage(resend.error, t) : null}</FormErrorAlert>
          <TextInput
            label={t('common.email')}
            placeholder={t('common.emailPlaceholder')}
            type="email"
            autoComplete="email"
            error={formState.errors.email?.message}
            {...register('email')}
          />
          <Button type="submit" fullWidth loading={resend.isPending}>
            {t('auth.signupLinkExpired.submit')}
          </Button>
          <Anchor component={LocalizedLink} to="/signin" size="sm" ta="center">
            {t('common.backToSignin')}
          </Anchor>
        </Stack>
      </form>
    </AuthPage>
  );
}
