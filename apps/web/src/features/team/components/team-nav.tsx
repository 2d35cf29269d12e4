import { Button, Group } from '@mantine/core';
import { IconMailPlus, IconUsers } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { LocalizedLink } from '../../../shared/ui/localized-link.tsx';

/** The team pages' shared actions: members, invitations, invite. */
export function TeamNav({ current }: { current: 'members' | 'invitations' | 'add' }) {
  const { t } = useTranslation();
  return (
    <Group gap="xs">
      <Button
        component={LocalizedLink}
        to="/subaccount"
        variant={current === 'members' ? 'filled' : 'light'}
        leftSection={<IconUsers size={16} />}
      >
        {t('team.nav.members')}
      </Button>
      <Button
        component={LocalizedLink}
        to="/subaccount/invitation"
        variant={current === 'invitations' ? 'filled' : 'light'}
      >
        {t('team.nav.invitations')}
      </Button>
      <Button
        component={LocalizedLink}
        to="/subaccount/invitation/add"
        variant={current === 'add' ? 'filled' : 'light'}
        leftSection={<IconMailPlus size={16} />}
        data-testid="invite-button"
      >
        {t('team.nav.invite')}
      </Button>
    </Group>
  );
}
