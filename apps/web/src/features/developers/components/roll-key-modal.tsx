import { Button, Group, Modal, Radio, Stack, Text } from '@mantine/core';
import { formatDateTime } from '@platform/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../shared/i18n/use-locale.ts';
import type { ApiKey } from '../api/developers-types.ts';
import { DEFAULT_OVERLAP, OVERLAP_CHOICES, type OverlapChoice, previousKeyExpiry } from '../lib/overlap.ts';

type Props = {
  apiKey: ApiKey | null;
  pending: boolean;
  onClose: () => void;
  onConfirm: (choice: OverlapChoice) => void;
};

/** Rolling a key: how long the previous key keeps working, then confirm. */
export function RollKeyModal({ apiKey, pending, onClose, onConfirm }: Props) {
  const { t } = useTranslation();
  const locale = useLocale();
  const [choice, setChoice] = useState<OverlapChoice>(DEFAULT_OVERLAP);
  const until = previousKeyExpiry(new Date(), choice);
  return (
    <Modal opened={apiKey !== null} onClose={onClose} title={t('developers.roll.title')} centered size="lg">
      <Stack gap="md">
        <Text size="sm">{t('developers.roll.text', { key: apiKey?.masked ?? '' })}</Text>
        <Radio.Group
          value={choice}
          onChange={(value) => setChoice(value as OverlapChoice)}
          label={t('developers.roll.overlapLabel')}
        >
          <Stack gap="xs" mt="xs">
            {OVERLAP_CHOICES.map((c) => (
              <Radio key={c.value} value={c.value} label={t(`developers.roll.overlap.${c.value}`)} />
            ))}
          </Stack>
        </Radio.Group>
        <Text size="sm" c="dimmed" data-testid="roll-until">
          {choice === 'now'
            ? t('developers.roll.untilNow')
            : t('developers.roll.until', { date: formatDateTime(until, locale) })}
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('developers.cancel')}
          </Button>
          <Button color="orange" loading={pending} onClick={() => onConfirm(choice)}>
            {t('developers.roll.confirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
