import { Menu } from '@mantine/core';
import { LOCALES } from '@platform/domain';
import { IconCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../shared/i18n/use-locale.ts';
import { useChangeLanguage } from '../../shared/ui/language-switcher.tsx';
import type { Wake } from '../../shared/ui/on-first-use.tsx';
import { menuTriggers } from './menu-triggers.tsx';

/**
 * The top bar's language dropdown: FR, EN, ES (same page, stored choice, reload 100 ms later); on a
 * phone the code alone, so the page's title keeps its room. Loaded on first click (top-bar-menus.tsx).
 */
export function LanguageMenu({ wake = null }: { wake?: Wake | null }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const change = useChangeLanguage();
  return (
    <Menu position="bottom-end" shadow="md" width={180} defaultOpened={wake?.by === 'click'}>
      <Menu.Target>{menuTriggers.language(locale, t('common.language'))}</Menu.Target>
      <Menu.Dropdown>
        {LOCALES.map((code) => (
          <Menu.Item
            key={code}
            onClick={() => change(code)}
            rightSection={code === locale ? <IconCheck size={14} /> : null}
            lang={code}
          >
            {code.toUpperCase()} · {t(`common.languages.${code}`)}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
