import { Button, Stack } from '@mantine/core';
import { IconUserQuestion } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { LocalizedLink } from '../../../shared/ui/localized-link.tsx';
import { AuthPage } from '../components/auth-page.tsx';

/** /noaccount: no account found; invites to sign up. */
export function NoAccountPage() {
  const { t } = useTranslation();
  return (
    <AuthPage
      icon={<IconUserQuestion size={28} />}
      title={t('auth.noAccount.title')}
      subtitle={t('auth.noAccount.text')}
    >
      <Stack gap="sm">
        <Button component={LocalizedLink} to="/signup" fullWidth>
          {t('auth.noAccount.signup')}
        </Button>
        <Button component={LocalizedLink} to="/signin" variant="default" fullWidth>
          {t('auth.noAccount.signin')}
        </Button>
      </Stack>
    </AuthPage>
  );
}
