import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useLocalizedPath } from '../../../shared/i18n/use-locale.ts';
import { PageLoader } from '../../../shared/ui/page-loader.tsx';
import { useAuth } from '../auth-context.ts';

/** /signin/signout: records the logout, clears local state, goes to /signin/. */
export function SignOutPage() {
  const { t } = useTranslation();
  const { status, signOut } = useAuth();
  const navigate = useNavigate();
  const localize = useLocalizedPath();
  const started = useRef(false);

  useEffect(() => {
    if (status === 'loading' || started.current) return;
    started.current = true;
    void signOut().then(() => navigate(localize('/signin/'), { replace: true }));
  }, [status, signOut, navigate, localize]);

  return <PageLoader label={t('auth.signout.progress')} />;
}
