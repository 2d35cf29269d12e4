import type { Locale } from '@platform/domain';
import { useEffect, useLayoutEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router';
import { switchLanguage } from '../shared/i18n/app-i18n.ts';
import { stripLocale } from '../shared/i18n/locale-path.ts';
import { saveLocale, storedLocale } from '../shared/i18n/locale-storage.ts';

/**
 * The root of one language's routes: keeps i18next and `<html lang>` in step with the URL prefix, and the
 * stored choice (`lang`, cookie `i18n_redirected`) in step with the language shown, so that the server
 * (which reads the cookie) writes its e-mails in it. The bare home `/` is left out: it honours the stored
 * choice instead (see HomeRedirect).
 */
export function LocaleRoot({ locale }: { locale: Locale }) {
  const { i18n } = useTranslation();
  const { pathname } = useLocation();
  const atHome = stripLocale(pathname) === '/';

  useLayoutEffect(() => {
    if (i18n.language !== locale) void switchLanguage(i18n, locale);
    document.documentElement.lang = locale;
  }, [i18n, locale]);

  useEffect(() => {
    if (!atHome && storedLocale() !== locale) saveLocale(locale);
  }, [atHome, locale]);

  return <Outlet />;
}
