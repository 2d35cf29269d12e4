import { ActionIcon, Affix, NavLink, Tooltip } from '@mantine/core';
import { IconBrandWhatsapp } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { SUPPORT_URL } from '../../shared/config.ts';

/**
 * The floating messaging-app support button, on phones and tablets only: beside the sidebar it
 * covered row actions and amounts, so there the sidebar's own support link replaces it.
 */
export function SupportButton() {
  const { t } = useTranslation();
  return (
    <Affix position={{ bottom: 16, right: 16 }} zIndex={150} hiddenFrom="md">
      <Tooltip label={t('shell.support')} position="left">
        <ActionIcon
          component="a"
          href={SUPPORT_URL}
          target="_blank"
          rel="noopener noreferrer"
          size={48}
          radius="xl"
          color="green"
          variant="filled"
          aria-label={t('shell.support')}
          style={{ boxShadow: 'var(--mantine-shadow-lg)' }}
        >
          <IconBrandWhatsapp size={26} />
        </ActionIcon>
      </Tooltip>
    </Affix>
  );
}

/** The support link at the foot of the sidebar (wide screens). */
export function SupportNavLink({ className }: { className?: string }) {
  const { t } = useTranslation();
  return (
    <NavLink
      component="a"
      href={SUPPORT_URL}
      target="_blank"
      rel="noopener noreferrer"
      label={t('shell.supportShort')}
      leftSection={<IconBrandWhatsapp size={18} />}
      className={className}
      visibleFrom="md"
    />
  );
}
