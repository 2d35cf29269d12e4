import type { Locale } from '@platform/domain';
import { useLayoutEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';

/** The root of one language's routes: keeps i18next and `<html lang>` in step with the URL prefix. */
export function LocaleRoot({ locale }: { locale: Locale }) {
  const { i18n } = useTranslation();
  useLayoutEffect(() => {
    if (i18n.language !== locale) void i18n.changeLanguage(locale);
    document.documentElement.lang = locale;
  }, [i18n, locale]);
  return <Outlet />;
}
