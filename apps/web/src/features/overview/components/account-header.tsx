import { Alert, Badge, Group, Stack, Text, Title } from '@mantine/core';
import { IconCircleCheck, IconCircleX, IconHourglass } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useShellUser } from '../../shell/shell-user.ts';
import { useShops } from '../../shops/shops-context.ts';
import { merchantAccountState } from '../lib/merchant-status.ts';

const STATE_LOOK = {
  valid: { color: 'green', icon: IconCircleCheck },
  pending: { color: 'orange', icon: IconHourglass },
  rejected: { color: 'red', icon: IconCircleX },
} as const;

/** Greeting, the selected shop and mode, and the account's validation state when it is not valid yet. */
export function AccountHeader() {
  const { t } = useTranslation();
  const user = useShellUser();
  const { selected } = useShops();
  const state = merchantAccountState(user);
  const { color, icon: StateIcon } = STATE_LOOK[state];
  return (
    <Stack gap="sm">
      <Group justify="space-between" align="flex-end">
        <div>
          <Title order={2} c="navy.7">
            {t('dashboard.welcome', { name: user.first_name })}
          </Title>
          <Text c="dimmed" data-testid="dashboard-intro">
            {user.in_sandbox ? t('dashboard.sandboxIntro') : t('overview.liveIntro')}
          </Text>
        </div>
        {selected ? (
          <Group gap="xs">
            <Text fw={600} data-testid="dashboard-shop">
              {selected.name}
            </Text>
            <Badge color={selected.mode === 1 ? 'green' : 'brand'} variant="light">
              {selected.mode === 1 ? t('shell.live') : t('shell.test')}
            </Badge>
          </Group>
        ) : null}
      </Group>
      {user.merchant_id && state !== 'valid' ? (
        <Alert
          color={color}
          variant="light"
          icon={<StateIcon size={20} />}
          title={t(`dashboard.status.${state}`)}
        >
          {t(`dashboard.status.${state}Text`)}
        </Alert>
      ) : null}
    </Stack>
  );
}
