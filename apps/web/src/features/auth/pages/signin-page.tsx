import { Anchor, Button, Group, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import type { LoginBody } from '@platform/contracts';
import { landingPath } from '@platform/domain';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useSearchParams } from 'react-router';
import { isApiError } from '../../../shared/api/api-error.ts';
import { applyFieldErrors, errorMessage, formatWait } from '../../../shared/forms/server-errors.ts';
import { useLazyContractForm } from '../../../shared/forms/use-lazy-contract-form.ts';
import { useLocalizedPath } from '../../../shared/i18n/use-locale.ts';
import { safeRedirect } from '../../../shared/lib/safe-redirect.ts';
import { LocalizedLink } from '../../../shared/ui/localized-link.tsx';
import { authApi } from '../api/auth-api.ts';
import { useAuth } from '../auth-context.ts';
import { AuthPage } from '../components/auth-page.tsx';
import { FormErrorAlert } from '../components/form-error-alert.tsx';
import { useCountdown } from '../hooks/use-countdown.ts';

const loadLoginBody = () => import('../login-schema.ts').then((module) => module.loginBody);

/** /signin: e-mail and password; back to `redirect` (a local path) or the dashboard. */
export function SignInPage() {
  const { t } = useTranslation();
  const { status, user, signIn } = useAuth();
  const [params] = useSearchParams();
  const localize = useLocalizedPath();
  const [wait, startWait] = useCountdown();
  // A lock is the account's (docs/security.md): another address typed may be tried at once.
  const [lockedEmail, setLockedEmail] = useState('');
  // The rule is the contract's; it is fetched when the form is first checked, not with the page.
  const form = useLazyContractForm(loadLoginBody, { email: '', password: '' });
  const { register, handleSubmit, setError, formState } = form;
  const locked = wait > 0 && form.watch('email').trim().toLowerCase() === lockedEmail;
  // Two-step sign-in (issue 18): the code field appears once the server asks for it.
  const [twoStep, setTwoStep] = useState(false);

  const login = useMutation({
    mutationFn: (body: LoginBody) => authApi.login(body),
    onSuccess: signIn,
    onError: (error, body) => {
      applyFieldErrors(error, ['email', 'password'], setError);
      if (isApiError(error) && error.retryAfter) {
        startWait(error.retryAfter);
        setLockedEmail(body.email.trim().toLowerCase());
      }
      if (isApiError(error) && (error.code === 'TWO_FACTOR_REQUIRED' || error.code === 'TOTP_INVALID'))
        setTwoStep(true);
    },
  });

  if (status === 'authenticated') {
    // Staff land on the admin dashboard (COMPTABLE too), merchants on theirs.
    const home = localize(user ? landingPath(user) : '/dashboard');
    return <Navigate to={safeRedirect(params.get('redirect'), home)} replace />;
  }

  const failure =
    login.error && !(isApiError(login.error) && login.error.details?.length) ? login.error : null;

  return (
    <AuthPage title={t('auth.signin.title')} subtitle={t('auth.signin.subtitle')}>
      <form noValidate onSubmit={handleSubmit((values) => login.mutate(values))}>
        <Stack gap="md">
          <FormErrorAlert>
            {failure ? (
              <>
                {errorMessage(failure, t)}
                {locked ? <Text size="sm">{t('common.retryIn', { time: formatWait(wait) })}</Text> : null}
              </>
            ) : null}
          </FormErrorAlert>
          <TextInput
            label={t('common.email')}
            placeholder={t('common.emailPlaceholder')}
            type="email"
            autoComplete="email"
            error={formState.errors.email?.message}
            {...register('email')}
          />
          <Stack gap={6}>
            <PasswordInput
              label={t('common.password')}
              autoComplete="current-password"
              visibilityToggleButtonProps={{ 'aria-label': t('common.showPassword') }}
              error={formState.errors.password?.message}
              {...register('password')}
            />
            <Group justify="flex-end">
              <Anchor component={LocalizedLink} to="/signin/passwordforgot" size="sm">
                {t('auth.signin.forgot')}
              </Anchor>
            </Group>
          </Stack>
          {twoStep ? (
            <TextInput
              label={t('profile.twoFactor.code')}
              autoComplete="one-time-code"
              inputMode="numeric"
              data-testid="totp-code"
              {...register('totp_code')}
            />
          ) : null}
          <Button type="submit" fullWidth loading={login.isPending} disabled={locked}>
            {t('auth.signin.submit')}
          </Button>
          <Text size="sm" ta="center" c="dimmed">
            {t('auth.signin.noAccount')}{' '}
            <Anchor component={LocalizedLink} to="/signup" fw={600}>
              {t('auth.signin.signupLink')}
            </Anchor>
          </Text>
        </Stack>
      </form>
    </AuthPage>
  );
}
