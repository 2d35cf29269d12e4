import { DEFAULT_LOCALE } from '@platform/domain';
import { Navigate } from 'react-router';
import { localizePath } from '../shared/i18n/locale-path.ts';
import { storedLocale } from '../shared/i18n/locale-storage.ts';
import { useLocale } from '../shared/i18n/use-locale.ts';

/** `/` goes to the dashboard; a bare `/` honours a language chosen earlier (cookie `i18n_redirected`). */
export function HomeRedirect() {
  const locale = useLocale();
  const target = locale === DEFAULT_LOCALE ? (storedLocale() ?? DEFAULT_LOCALE) : locale;
  return <Navigate to={localizePath('/dashboard', target)} replace />;
}
