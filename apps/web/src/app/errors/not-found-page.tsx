import { IconError404 } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useLocalizedPath } from '../../shared/i18n/use-locale.ts';
import { ErrorScreen } from './error-screen.tsx';

/** 404: the link may be broken or the page gone (spec: 'Page non trouvée'). */
export function NotFoundPage() {
  const { t } = useTranslation();
  const localize = useLocalizedPath();
  return (
    <ErrorScreen
      icon={<IconError404 size={40} />}
      title={t('errors.notFound.title')}
      text={t('errors.notFound.text')}
      homeLabel={t('common.backHome')}
      homeHref={localize('/')}
    />
  );
}
