import { IconKey } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useLocalizedPath } from '../../../shared/i18n/use-locale.ts';
import { authApi } from '../api/auth-api.ts';
import { AuthPage } from '../components/auth-page.tsx';
import { EmailRequestForm } from '../components/email-request-form.tsx';

/** /signin/passwordforgot: asks for the e-mail, then tells that a link was sent. */
export function PasswordForgotPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const localize = useLocalizedPath();
  return (
    <AuthPage
      icon={<IconKey size={28} />}
      title={t('auth.forgot.title')}
      subtitle={t('auth.forgot.subtitle')}
    >
      <EmailRequestForm
        submitLabel={t('auth.forgot.submit')}
        send={authApi.forgotPassword}
        onSent={() => navigate(localize('/signin/passwordreset'))}
      />
    </AuthPage>
  );
}
