import { Anchor, Button, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconMailCheck } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { isApiError } from '../../../shared/api/api-error.ts';
import { errorMessage } from '../../../shared/forms/server-errors.ts';
import { LocalizedLink } from '../../../shared/ui/localized-link.tsx';
import { authApi } from '../api/auth-api.ts';
import { AuthPage } from '../components/auth-page.tsx';
import { SignupProgress } from '../components/signup-progress.tsx';
import { useCountdown } from '../hooks/use-countdown.ts';

/** Pause between two resends, to spare the inbox (and the server's throttle). */
const RESEND_COOLDOWN_SECONDS = 30;

/** /signup/checkmail?email=…: check your inbox, with a resend button. */
export function CheckMailPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const email = params.get('email') ?? '';
  const [wait, startWait] = useCountdown();

  const resend = useMutation({
    mutationFn: () => authApi.resendConfirmation({ email }),
    onSuccess: (answer) => {
      notifications.show({ color: 'green', message: answer.message });
      startWait(RESEND_COOLDOWN_SECONDS);
    },
    onError: (error) => {
      notifications.show({ color: 'red', message: errorMessage(error, t) });
      if (isApiError(error) && error.retryAfter) startWait(error.retryAfter);
    },
  });

  return (
    <AuthPage
      above={<SignupProgress step="email" />}
      icon={<IconMailCheck size={28} />}
      title={t('auth.checkMail.title')}
      subtitle={email ? t('auth.checkMail.text', { email }) : t('auth.checkMail.textNoEmail')}
    >
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {t('auth.checkMail.hint')}
        </Text>
        {email ? (
          <Button
            variant="light"
            fullWidth
            loading={resend.isPending}
            disabled={wait > 0}
            onClick={() => resend.mutate()}
          >
            {wait > 0 ? t('auth.checkMail.resendIn', { seconds: wait }) : t('auth.checkMail.resend')}
          </Button>
        ) : null}
        <Anchor component={LocalizedLink} to="/signin" size="sm" ta="center">
          {t('common.backToSignin')}
        </Anchor>
      </Stack>
    </AuthPage>
  );
}
