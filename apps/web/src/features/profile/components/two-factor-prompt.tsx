import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { setTwoFactorPrompt } from '../../../shared/api/http.ts';
import { LazyModal } from '../../../shared/ui/lazy-modal.tsx';

/**
 * Asks for the authenticator code when a confirmation needs it (accounts with two-step sign-in
 * on); the call is then sent again with the code. Mounted once by the signed-in shell.
 */
export function TwoFactorPrompt() {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(false);
  const [code, setCode] = useState('');
  const resolver = useRef<((code: string | null) => void) | null>(null);
  useEffect(() => {
    setTwoFactorPrompt(
      () =>
        new Promise<string | null>((resolve) => {
          resolver.current = resolve;
          setCode('');
          setOpened(true);
        }),
    );
    return () => setTwoFactorPrompt(null);
  }, []);
  const finish = (value: string | null) => {
    setOpened(false);
    resolver.current?.(value);
    resolver.current = null;
  };
  return (
    <LazyModal
      opened={opened}
      onClose={() => finish(null)}
      title={t('profile.twoFactor.title')}
      centered
      zIndex={400}
    >
      <form
        onSubmit={(e) => {
          e.preventDefault();
          finish(code.trim() || null);
        }}
      >
        <Stack gap="md">
          <Text size="sm">{t('profile.twoFactor.prompt')}</Text>
          <TextInput
            label={t('profile.twoFactor.code')}
            value={code}
            onChange={(e) => setCode(e.currentTarget.value)}
            autoComplete="one-time-code"
            inputMode="numeric"
            data-autofocus
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={() => finish(null)}>
              {t('team.member.cancel')}
            </Button>
            <Button type="submit">{t('profile.twoFactor.enable')}</Button>
          </Group>
        </Stack>
      </form>
    </LazyModal>
  );
}
