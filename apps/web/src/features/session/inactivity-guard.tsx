import { Button, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { INACTIVITY_COUNTDOWN_S, INACTIVITY_TIMEOUT_MS } from '../../shared/config.ts';
import { LazyModal } from '../../shared/ui/lazy-modal.tsx';
import { useInactivity } from './use-inactivity.ts';

type Props = {
  onLogout: () => void;
  timeoutMs?: number;
  countdownSeconds?: number;
};

/** The inactivity warning: 'Rester connecté' starts over, 'Déconnexion' or the end of the countdown logs out. */
export function InactivityGuard({
  onLogout,
  timeoutMs = INACTIVITY_TIMEOUT_MS,
  countdownSeconds = INACTIVITY_COUNTDOWN_S,
}: Props) {
  const { t } = useTranslation();
  const { secondsLeft, stay } = useInactivity({ timeoutMs, countdownSeconds, onExpire: onLogout });
  return (
    <LazyModal
      opened={secondsLeft !== null}
      onClose={stay}
      withCloseButton={false}
      closeOnClickOutside={false}
      closeOnEscape={false}
      centered
      title={t('inactivity.title')}
    >
      <Text>{t('inactivity.text', { seconds: secondsLeft ?? 0 })}</Text>
      <Group justify="flex-end" mt="lg" gap="sm">
        <Button variant="default" onClick={onLogout}>
          {t('inactivity.logout')}
        </Button>
        <Button onClick={stay}>{t('inactivity.stay')}</Button>
      </Group>
    </LazyModal>
  );
}
