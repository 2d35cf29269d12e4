import { Badge } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { isApiError } from '../../shared/api/api-error.ts';
import { localeFromPath, localizePath } from '../../shared/i18n/locale-path.ts';
import { isChunkLoadError, reloadAfterChunkError } from '../../shared/lib/chunk-reload.ts';
import { PageLoader } from '../../shared/ui/page-loader.tsx';
import { ErrorScreen } from './error-screen.tsx';
import { NotFoundPage } from './not-found-page.tsx';

function statusOf(error: unknown): number {
  if (isRouteErrorResponse(error)) return error.status;
  if (isApiError(error) && error.status >= 400) return error.status;
  return 500;
}

/**
 * Route error boundary: 'Une erreur s'est produite' with the status code (500 by default); a failed
 * chunk load reloads the page instead, at most once per 60 seconds.
 */
export function RouteErrorPage() {
  const error = useRouteError();
  const { t } = useTranslation();
  const status = statusOf(error);
  if (status === 404) return <NotFoundPage />;
  // A chunk of an older build is gone: reload (at most once a minute) rather than show an error.
  if (isChunkLoadError(error) && reloadAfterChunkError()) return <PageLoader fullScreen />;
  console.error(error);
  const home = localizePath('/', localeFromPath(window.location.pathname));
  return (
    <ErrorScreen
      icon={<IconAlertTriangle size={40} />}
      title={t('errors.generic.title')}
      extra={
        <Badge size="lg" variant="light" color="navy">
          {t('errors.generic.status', { status })}
        </Badge>
      }
      text={t('errors.generic.text')}
      homeLabel={t('common.backHome')}
      homeHref={home}
    />
  );
}
