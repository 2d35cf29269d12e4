import { ActionIcon, Modal } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Wake } from '../../../shared/ui/on-first-use.tsx';
import { GlobalSearch } from './global-search.tsx';

/**
 * Below 1200 px the top bar has no room for the search field: an icon opens it in a dialog. Loaded
 * by the first click on the icon (top-bar-menus.tsx), which it answers by opening.
 */
export function PhoneSearch({ wake = null }: { wake?: Wake | null }) {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(wake?.by === 'click');
  return (
    <>
      <ActionIcon
        variant="subtle"
        color="navy"
        size="lg"
        aria-label={t('search.label')}
        onClick={() => setOpened(true)}
        data-testid="phone-search"
      >
        <IconSearch size={20} />
      </ActionIcon>
      <Modal opened={opened} onClose={() => setOpened(false)} title={t('search.label')} yOffset="4vh">
        <GlobalSearch wide onOpen={() => setOpened(false)} />
      </Modal>
    </>
  );
}
