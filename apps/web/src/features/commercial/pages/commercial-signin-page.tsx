import { Button, PasswordInput, Stack, TextInput } from '@mantine/core';
import { type LoginBody, type LoginResponse, loginBody } from '@platform/contracts';
import { IconBriefcase } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router';
import { canEnterCommercial } from '../../../app/guards/route-guards.ts';
import { applyFieldErrors, errorMessage } from '../../../shared/forms/server-errors.ts';
import { useContractForm } from '../../../shared/forms/use-contract-form.ts';
import { useLocalizedPath } from '../../../shared/i18n/use-locale.ts';
import { authApi } from '../../auth/api/auth-api.ts';
import { useAuth } from '../../auth/auth-context.ts';
import { AuthPage } from '../../auth/components/auth-page.tsx';
import { FormErrorAlert } from '../../auth/components/form-error-alert.tsx';

/**
 * /commercial/signin: the commercial agents' own sign-in. Only an agent's session is kept: anyone
 * else is told this area is for agents, and the session just opened is closed at once.
 */
export function CommercialSigninPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const localize = useLocalizedPath();
  const { status, user, signIn, signOut } = useAuth();
  const [refused, setRefused] = useState(false);
  const { register, handleSubmit, setError, formState } = useContractForm(loginBody, {
    email: '',
    password: '',
  });

  const login = useMutation({
    mutationFn: (body: LoginBody) => authApi.login(body),
    onSuccess: async (session: LoginResponse) => {
      if (!canEnterCommercial(session.user)) {
        // Keep it only long enough to record its logout.
        signIn(session);
        await signOut();
        setRefused(true);
        return;
      }
      setRefused(false);
      signIn(session);
      navigate(localize('/commercial/dashboard'), { replace: true });
    },
    onError: (error) => applyFieldErrors(error, ['email', 'password'], setError),
  });

  if (status === 'authenticated' && user && canEnterCommercial(user)) {
    return <Navigate to={localize('/commercial/dashboard')} replace />;
  }

  return (
    <AuthPage
      icon={<IconBriefcase size={28} />}
      title={t('commercialArea.signin.title')}
      subtitle={t('commercialArea.signin.subtitle')}
    >
      <form noValidate onSubmit={handleSubmit((values) => login.mutate(values))}>
        <Stack gap="md">
          <FormErrorAlert>
            {refused
              ? t('commercialArea.signin.notAgent')
              : login.error
                ? errorMessage(login.error, t)
                : null}
          </FormErrorAlert>
          <TextInput
            label={t('common.email')}
            placeholder={t('common.emailPlaceholder')}
            type="email"
            autoComplete="email"
            error={formState.errors.email?.message}
            {...register('email')}
          />
          <PasswordInput
            label={t('common.password')}
            autoComplete="current-password"
            visibilityToggleButtonProps={{ 'aria-label': t('common.showPassword') }}
            error={formState.errors.password?.message}
            {...register('password')}
          />
          <Button type="submit" fullWidth loading={login.isPending}>
            {t('commercialArea.signin.submit')}
          </Button>
        </Stack>
      </form>
    </AuthPage>
  );
}
