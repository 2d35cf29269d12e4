import { Button, Menu } from '@mantine/core';
import { LOCALES } from '@platform/domain';
import { IconCheck, IconChevronDown, IconLanguage } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../shared/i18n/use-locale.ts';
import { useChangeLanguage } from '../../shared/ui/language-switcher.tsx';
import classes from './shell.module.css';

/**
 * The top bar's language dropdown: FR, EN, ES (same page, stored choice, reload 100 ms later); on a
 * phone the code alone, so the page's title keeps its room.
 */
export function LanguageMenu() {
  const { t } = useTranslation();
  const locale = useLocale();
  const change = useChangeLanguage();
  return (
    <Menu position="bottom-end" shadow="md" width={180}>
      <Menu.Target>
        <Button
          variant="subtle"
          color="navy"
          px="xs"
          leftSection={<IconLanguage size={18} />}
          rightSection={<IconChevronDown size={14} />}
          aria-label={t('common.language')}
          classNames={{ section: classes.phoneHidden }}
        >
          {locale.toUpperCase()}
        </Button>
      </Menu.Target>
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
