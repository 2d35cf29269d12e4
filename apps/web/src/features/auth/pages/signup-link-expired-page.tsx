import { IconLinkOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useLocalizedPath } from '../../../shared/i18n/use-locale.ts';
import { authApi } from '../api/auth-api.ts';
import { AuthPage } from '../components/auth-page.tsx';
import { EmailRequestForm } from '../components/email-request-form.tsx';

/** /signup/linkexpired: the confirmation link is dead; send a new one. */
export function SignupLinkExpiredPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const localize = useLocalizedPath();
  return (
    <AuthPage
      icon={<IconLinkOff size={28} />}
      title={t('auth.signupLinkExpired.title')}
      subtitle={t('auth.signupLinkExpired.text')}
    >
      <EmailRequestForm
        submitLabel={t('auth.signupLinkExpired.submit')}
        send={authApi.resendConfirmation}
        onSent={(body) => navigate(localize(`/signup/checkmail?email=${encodeURIComponent(body.email)}`))}
      />
    </AuthPage>
  );
}
