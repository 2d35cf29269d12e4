import { SegmentedControl } from '@mantine/core';
import { isLocale, LOCALES, type Locale } from '@platform/domain';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { switchLocalePath } from '../i18n/locale-path.ts';
import { saveLocale } from '../i18n/locale-storage.ts';
import { useLocale } from '../i18n/use-locale.ts';

/** Spec: the page reloads 100 ms after a language change. */
export const RELOAD_DELAY_MS = 100;

/** Goes to the same page under the other prefix, remembers the choice, then reloads. */
export function useChangeLanguage(): (value: string) => void {
  const locale = useLocale();
  const navigate = useNavigate();
  const { pathname, search, hash } = useLocation();
  return (value: string) => {
    if (!isLocale(value) || value === locale) return;
    const target: Locale = value;
    saveLocale(target);
    navigate(`${switchLocalePath(pathname, target)}${search}${hash}`);
    setTimeout(() => window.location.reload(), RELOAD_DELAY_MS);
  };
}

/** FR / EN / ES as a segmented control (the auth pages). */
export function LanguageSwitcher() {
  const locale = useLocale();
  const { t } = useTranslation();
  const change = useChangeLanguage();

  return (
    <SegmentedControl
      size="xs"
      radius="xl"
      aria-label={t('common.language')}
      value={locale}
      onChange={change}
      data={LOCALES.map((code) => ({
        value: code,
        label: <span title={t(`common.languages.${code}`)}>{code.toUpperCase()}</span>,
      }))}
    />
  );
}
