import {
  Alert,
  Badge,
  Button,
  Code,
  Group,
  Paper,
  PasswordInput,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import type { ProfileResponse, TotpSetupResponse } from '@platform/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../shared/forms/server-errors.ts';
import { notify } from '../../../shared/ui/notify.ts';
import { profileApi, useProfileMutation } from '../api/profile-api.ts';

/** Optional two-step sign-in with an authenticator app (TOTP), with recovery codes shown once. */
export function TwoFactorCard({ profile }: { profile: ProfileResponse }) {
  const { t } = useTranslation();
  const [setup, setSetup] = useState<TotpSetupResponse | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const start = useProfileMutation(profileApi.totpSetup);
  const enable = useProfileMutation(profileApi.totpEnable);
  const disable = useProfileMutation(profileApi.totpDisable);
  const run = async (action: () => Promise<void>) => {
    try {
      await action();
    } catch (error) {
      notify('error', errorMessage(error, t));
    }
  };
  return (
    <Paper withBorder radius="md" p="lg">
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={3} size="h4" c="navy.7">
            {t('profile.twoFactor.title')}
          </Title>
          <Badge color={profile.two_factor ? 'green' : 'gray'} data-testid="two-factor-state">
            {profile.two_factor ? t('profile.twoFactor.on') : t('profile.twoFactor.off')}
          </Badge>
        </Group>
        <Text size="sm" c="dimmed">
          {t('profile.twoFactor.intro')}
        </Text>
        {codes ? (
          <Alert color="green" title={t('profile.twoFactor.codesTitle')}>
            <Text size="sm">{t('profile.twoFactor.codesText')}</Text>
            <SimpleGrid cols={2} mt="xs" data-testid="recovery-codes">
              {codes.map((c) => (
                <Code key={c}>{c}</Code>
              ))}
            </SimpleGrid>
          </Alert>
        ) : null}
        {!profile.two_factor && !setup ? (
          <Group>
            <Button
              variant="light"
              loading={start.isPending}
              onClick={() => run(async () => setSetup(await start.mutateAsync(undefined)))}
            >
              {t('profile.twoFactor.start')}
            </Button>
          </Group>
        ) : null}
        {!profile.two_factor && setup ? (
          <Stack gap="xs">
            <Text size="sm">{t('profile.twoFactor.scan')}</Text>
            <Code block data-testid="totp-secret">
              {setup.secret}
            </Code>
            <Text size="xs" c="dimmed" style={{ wordBreak: 'break-all' }}>
              {setup.otpauth_url}
            </Text>
            <Group align="flex-end">
              <TextInput
                label={t('profile.twoFactor.code')}
                value={code}
                onChange={(e) => setCode(e.currentTarget.value)}
                inputMode="numeric"
              />
              <Button
                loading={enable.isPending}
                onClick={() =>
                  run(async () => {
                    const answer = await enable.mutateAsync(code);
                    setCodes(answer.recovery_codes);
                    setSetup(null);
                    setCode('');
                    notify('success', answer.message);
                  })
                }
              >
                {t('profile.twoFactor.enable')}
              </Button>
            </Group>
          </Stack>
        ) : null}
        {profile.two_factor ? (
          <Stack gap="xs">
            <Text size="sm">{t('profile.twoFactor.codesLeft', { count: profile.recovery_codes_left })}</Text>
            <Group align="flex-end">
              <PasswordInput
                label={t('profile.email.password')}
                value={password}
                onChange={(e) => setPassword(e.currentTarget.value)}
              />
              <TextInput
                label={t('profile.twoFactor.code')}
                value={code}
                onChange={(e) => setCode(e.currentTarget.value)}
              />
              <Button
                color="red"
                variant="light"
                loading={disable.isPending}
                onClick={() =>
                  run(async () => {
                    notify('success', (await disable.mutateAsync({ password, code })).message);
                    setPassword('');
                    setCode('');
                    setCodes(null);
                  })
                }
              >
                {t('profile.twoFactor.disable')}
              </Button>
            </Group>
          </Stack>
        ) : null}
      </Stack>
    </Paper>
  );
}
