import { Anchor, Button, Stack } from '@mantine/core';
import { IconLinkOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { LocalizedLink } from '../../../shared/ui/localized-link.tsx';
import { AuthPage } from '../components/auth-page.tsx';

/** /signin/linkexpired: the reset link is dead; ask for a new one. */
export function SigninLinkExpiredPage() {
  const { t } = useTranslation();
  return (
    <AuthPage
      icon={<IconLinkOff size={28} />}
      title={t('auth.linkExpired.title')}
      subtitle={t('auth.linkExpired.text')}
    >
      <Stack gap="md">
        <Button component={LocalizedLink} to="/signin/passwordforgot" fullWidth>
          {t('auth.linkExpired.action')}
        </Button>
        <Anchor component={LocalizedLink} to="/signin" size="sm" ta="center">
          {t('common.backToSignin')}
        </Anchor>
      </Stack>
    </AuthPage>
  );
}
