import { ActionIcon, Affix, Tooltip } from '@mantine/core';
import { IconBrandWhatsapp } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { SUPPORT_URL } from '../../shared/config.ts';

/** The floating messaging-app support button. */
export function SupportButton() {
  const { t } = useTranslation();
  return (
    <Affix position={{ bottom: 24, right: 24 }} zIndex={150}>
      <Tooltip label={t('shell.support')} position="left">
        <ActionIcon
          component="a"
          href={SUPPORT_URL}
          target="_blank"
          rel="noopener noreferrer"
          size={56}
          radius="xl"
          color="green"
          variant="filled"
          aria-label={t('shell.support')}
          style={{ boxShadow: 'var(--mantine-shadow-lg)' }}
        >
          <IconBrandWhatsapp size={30} />
        </ActionIcon>
      </Tooltip>
    </Affix>
  );
}
