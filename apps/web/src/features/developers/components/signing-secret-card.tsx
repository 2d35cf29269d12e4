import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconEye, IconEyeOff, IconRefresh } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../shared/forms/server-errors.ts';
import { notify } from '../../../shared/ui/notify.ts';
import { useEndpointMutations } from '../api/developers-queries.ts';
import { isMasked, maskSecret } from '../lib/mask.ts';
import { CopyValue } from './copy-value.tsx';
import { SecretModal } from './secret-modal.tsx';

/** The endpoint's signing secret: masked, revealed on demand, rolled after a confirmation. */
export function SigningSecretCard({ endpointId, masked }: { endpointId: string; masked: string }) {
  const { t } = useTranslation();
  const { reveal, roll } = useEndpointMutations(endpointId);
  const [revealed, setRevealed] = useState<string | null>(null);
  const [rolled, setRolled] = useState<string | null>(null);
  const shown = revealed ?? (isMasked(masked) ? masked : maskSecret(masked));

  const onReveal = () => {
    if (revealed) return setRevealed(null);
    reveal.mutate(undefined, {
      onSuccess: (data) => setRevealed(data.secret),
      onError: (error) => notify('error', errorMessage(error, t)),
    });
  };

  const onRoll = () =>
    modals.openConfirmModal({
      title: t('developers.signing.rollTitle'),
      children: <Text size="sm">{t('developers.signing.rollText')}</Text>,
      labels: { confirm: t('developers.signing.rollConfirm'), cancel: t('developers.cancel') },
      confirmProps: { color: 'orange' },
      centered: true,
      onConfirm: () =>
        roll.mutate(undefined, {
          onSuccess: (data) => {
            setRevealed(null);
            setRolled(data.secret);
          },
          onError: (error) => notify('error', errorMessage(error, t)),
        }),
    });

  return (
    <Paper withBorder radius="md" p="lg">
      <Stack gap="sm">
        <Title order={3} size="h4">
          {t('developers.signing.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('developers.signing.text')}
        </Text>
        {revealed ? (
          <CopyValue value={revealed} label={t('developers.signing.copy')} testId="signing-secret" />
        ) : (
          <Text ff="monospace" size="sm" data-testid="signing-secret">
            {shown}
          </Text>
        )}
        <Group gap="xs">
          <Button
            variant="light"
            size="xs"
            loading={reveal.isPending}
            leftSection={revealed ? <IconEyeOff size={14} /> : <IconEye size={14} />}
            onClick={onReveal}
          >
            {revealed ? t('developers.signing.hide') : t('developers.signing.reveal')}
          </Button>
          <Button
            variant="light"
            color="orange"
            size="xs"
            loading={roll.isPending}
            leftSection={<IconRefresh size={14} />}
            onClick={onRoll}
          >
            {t('developers.signing.roll')}
          </Button>
        </Group>
      </Stack>
      <SecretModal secret={rolled} title={t('developers.signing.newTitle')} onClose={() => setRolled(null)} />
    </Paper>
  );
}
