import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ageOf } from '../lib/age.ts';

/** "il y a 3 h": the age of a queued request. */
export function AgeText({ since }: { since: string }) {
  const { t } = useTranslation();
  const age = ageOf(since);
  return (
    <Text size="xs" c="dimmed">
      {t(`merchants.age.${age.unit}`, { count: age.count })}
    </Text>
  );
}
