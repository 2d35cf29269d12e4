import { Anchor, Button, Stack, TextInput } from '@mantine/core';
import { type EmailOnlyBody, emailOnlyBody } from '@platform/contracts';
import { IconKey } from '@tabler/icons-react';
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

/** /signin/passwordforgot: asks for the e-mail, then tells that a link was sent. */
export function PasswordForgotPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const localize = useLocalizedPath();
  const { register, handleSubmit, setError, formState } = useContractForm(emailOnlyBody, { email: '' });

  const forgot = useMutation({
    mutationFn: (body: EmailOnlyBody) => authApi.forgotPassword(body),
    onSuccess: () => navigate(localize('/signin/passwordreset')),
    onError: (error) => applyFieldErrors(error, ['email'], setError),
  });

  return (
    <AuthPage
      icon={<IconKey size={28} />}
      title={t('auth.forgot.title')}
      subtitle={t('auth.forgot.subtitle')}
    >
      <form noValidate onSubmit={handleSubmit((values) => forgot.mutate(values))}>
        <Stack gap="md">
          <FormErrorAlert>{forgot.error ? errorMessage(forgot.error, t) : null}</FormErrorAlert>
          <TextInput
            label={t('common.email')}
            placeholder={t('common.emailPlaceholder')}
            type="email"
            autoComplete="email"
            error={formState.errors.email?.message}
            {...register('email')}
          />
          <Button type="submit" fullWidth loading={forgot.isPending}>
            {t('auth.forgot.submit')}
          </Button>
          <Anchor component={LocalizedLink} to="/signin" size="sm" ta="center">
            {t('common.backToSignin')}
          </Anchor>
        </Stack>
      </form>
    </AuthPage>
  );
}
