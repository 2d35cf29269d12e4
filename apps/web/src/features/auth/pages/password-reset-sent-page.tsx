import { Button, Text } from '@mantine/core';
import { IconMailForward } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { LocalizedLink } from '../../../shared/ui/localized-link.tsx';
import { AuthPage } from '../components/auth-page.tsx';

/** /signin/passwordreset: an e-mail was sent if the account exists. */
export function PasswordResetSentPage() {
  const { t } = useTranslation();
  return (
    <AuthPage
      icon={<IconMailForward size={28} />}
      title={t('auth.resetSent.title')}
      subtitle={t('auth.resetSent.text')}
    >
      <Text size="sm" c="dimmed">
        {t('auth.resetSent.hint')}
      </Text>
      <Button component={LocalizedLink} to="/signin" variant="light" fullWidth>
        {t('common.backToSignin')}
      </Button>
    </AuthPage>
  );
}
