import { Menu, Text } from '@mantine/core';
import type { User } from '@platform/contracts';
import { IconLogout, IconSettings, IconUser } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { LocalizedLink } from '../../shared/ui/localized-link.tsx';
import type { Wake } from '../../shared/ui/on-first-use.tsx';
import { useAvatarSrc } from '../profile/api/use-avatar-src.ts';
import { menuTriggers } from './menu-triggers.tsx';

type Props = { user: User; profilePath: string; onLogout: () => void; wake?: Wake | null };

/**
 * Avatar and profile dropdown: first and last name, PROFIL, settings (on a phone), DECONNEXION.
 * Loaded on first click (top-bar-menus.tsx).
 */
export function UserMenu({ user, profilePath, onLogout, wake = null }: Props) {
  const { t } = useTranslation();
  const fullName = `${user.first_name} ${user.last_name}`.trim();
  const src = useAvatarSrc(user.avatar.filename);
  return (
    <Menu position="bottom-end" shadow="md" width={220} defaultOpened={wake?.by === 'click'}>
      <Menu.Target>{menuTriggers.user(src, fullName, t('shell.accountMenu'))}</Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>
          <Text size="sm" fw={700} c="navy.7">
            {fullName}
          </Text>
          <Text size="xs" c="dimmed">
            {user.email}
          </Text>
        </Menu.Label>
        <Menu.Divider />
        <Menu.Item component={LocalizedLink} to={profilePath} leftSection={<IconUser size={16} />}>
          {t('shell.profile')}
        </Menu.Item>
        {/* On a phone the top bar has no room for the settings icon: settings are here. */}
        <Menu.Item
          component={LocalizedLink}
          to="/settings"
          leftSection={<IconSettings size={16} />}
          hiddenFrom="sm"
        >
          {t('shell.settings')}
        </Menu.Item>
        <Menu.Item color="red" leftSection={<IconLogout size={16} />} onClick={onLogout}>
          {t('shell.logout')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
