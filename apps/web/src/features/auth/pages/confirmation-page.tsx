import { Button, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Navigate, useSearchParams } from 'react-router';
import { errorMessage } from '../../../shared/forms/server-errors.ts';
import { useLocalizedPath } from '../../../shared/i18n/use-locale.ts';
import { PageLoader } from '../../../shared/ui/page-loader.tsx';
import { authApi, authKeys } from '../api/auth-api.ts';
import { AuthPage } from '../components/auth-page.tsx';
import { FormErrorAlert } from '../components/form-error-alert.tsx';
import { isBadLink } from '../hooks/link-errors.ts';
import { signupStepPath } from '../signup-steps.ts';

/**
 * /signup/confirmation?token=…: confirms the address, then goes to the step the sign-up is at.
 * A query (not an effect) so that the token is sent once even when React mounts twice.
 */
export function ConfirmationPage() {
  const { t } = useTranslation();
  const localize = useLocalizedPath();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const confirm = useQuery({
    queryKey: authKeys.confirmEmail(token),
    queryFn: () => authApi.confirmEmail(token),
    enabled: token.length > 0,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
  });

  if (!token || (confirm.error && isBadLink(confirm.error))) {
    return <Navigate to={localize('/signup/linkexpired')} replace />;
  }
  if (confirm.data) {
    return <Navigate to={localize(signupStepPath(confirm.data.step, confirm.data.ticket))} replace />;
  }
  if (confirm.error) {
    return (
      <AuthPage title={t('errors.generic.title')}>
        <Stack gap="md">
          <FormErrorAlert>{errorMessage(confirm.error, t)}</FormErrorAlert>
          <Button onClick={() => confirm.refetch()} loading={confirm.isFetching}>
            {t('common.retry')}
          </Button>
        </Stack>
      </AuthPage>
    );
  }
  return <PageLoader label={t('auth.confirmation.loading')} />;
}
