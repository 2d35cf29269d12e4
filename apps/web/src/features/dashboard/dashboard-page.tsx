import {
  Alert,
  Avatar,
  Badge,
  Button,
  Container,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconCircleCheck, IconCircleX, IconHourglass, IconLogout } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { BrandMark } from '../../shared/ui/brand-mark.tsx';
import { LanguageSwitcher } from '../../shared/ui/language-switcher.tsx';
import { LocalizedLink } from '../../shared/ui/localized-link.tsx';
import { authApi } from '../auth/api/auth-api.ts';
import { useAuth } from '../auth/auth-context.ts';
import { merchantAccountState } from './merchant-status.ts';

const STATE_LOOK = {
  valid: { color: 'green', icon: IconCircleCheck },
  pending: { color: 'orange', icon: IconHourglass },
  rejected: { color: 'red', icon: IconCircleX },
} as const;

/** Placeholder dashboard until the merchant shell lands: who is signed in and the account's status. */
export function DashboardPage() {
  const { t } = useTranslation();
  const { user: sessionUser } = useAuth();
  const fresh = useQuery({ queryKey: ['auth', 'user'], queryFn: authApi.currentUser });
  const user = fresh.data?.user ?? sessionUser;
  if (!user) return null;

  const state = merchantAccountState(user);
  const { color, icon: StateIcon } = STATE_LOOK[state];
  const fullName = `${user.first_name} ${user.last_name}`.trim();

  return (
    <Stack mih="100dvh" bg="gray.0" gap={0}>
      <Group
        justify="space-between"
        px="lg"
        py="md"
        bg="white"
        style={{ borderBottom: '1px solid var(--mantine-color-gray-2)' }}
      >
        <BrandMark />
        <Group gap="sm">
          <LanguageSwitcher />
          <Button
            component={LocalizedLink}
            to="/signin/signout"
            variant="default"
            leftSection={<IconLogout size={16} />}
          >
            {t('dashboard.signout')}
          </Button>
        </Group>
      </Group>
      <Container size="md" w="100%" py="xl">
        <Stack gap="lg">
          <div>
            <Title order={1} c="navy.7">
              {t('dashboard.welcome', { name: user.first_name })}
            </Title>
            <Text c="dimmed">{t('dashboard.subtitle')}</Text>
          </div>
          <Alert
            color={color}
            variant="light"
            icon={<StateIcon size={20} />}
            title={t(`dashboard.status.${state}`)}
          >
            {t(`dashboard.status.${state}Text`)}
          </Alert>
          <Paper withBorder radius="md" p="lg">
            <Stack gap="md">
              <Title order={2} size="h4" c="navy.7">
                {t('dashboard.account')}
              </Title>
              <Group gap="md" wrap="nowrap">
                <Avatar color="brand" radius="xl" size="lg" name={fullName} />
                <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md" style={{ flex: 1 }}>
                  <div>
                    <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
                      {t('dashboard.name')}
                    </Text>
                    <Text fw={600}>{fullName}</Text>
                  </div>
                  <div>
                    <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
                      {t('dashboard.email')}
                    </Text>
                    <Text>{user.email}</Text>
                  </div>
                  <div>
                    <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
                      {t('dashboard.merchantStatus')}
                    </Text>
                    <Badge color={color} variant="light" mt={4}>
                      {t(`dashboard.status.${state}`)}
                    </Badge>
                  </div>
                </SimpleGrid>
              </Group>
            </Stack>
          </Paper>
        </Stack>
      </Container>
    </Stack>
  );
}
