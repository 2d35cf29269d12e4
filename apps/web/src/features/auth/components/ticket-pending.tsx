import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../shared/forms/server-errors.ts';
import { PageLoader } from '../../../shared/ui/page-loader.tsx';
import { isBadLink } from '../hooks/link-errors.ts';
import { AuthPage } from './auth-page.tsx';
import { FormErrorAlert } from './form-error-alert.tsx';

/** What a sign-up step shows while its ticket is read: a loader, or a failure that is not a dead link. */
export function TicketPending({ error }: { error: unknown }) {
  const { t } = useTranslation();
  if (error && !isBadLink(error)) {
    return (
      <AuthPage title={t('errors.generic.title')}>
        <FormErrorAlert>{errorMessage(error, t)}</FormErrorAlert>
      </AuthPage>
    );
  }
  return <PageLoader />;
}
