import { Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** The product's mark and name. */
export function BrandMark({ inverted = false }: { inverted?: boolean }) {
  const { t } = useTranslation();
  return (
    <Group gap="xs" wrap="nowrap">
      <svg width="32" height="32" viewBox="0 0 32 32" aria-hidden="true">
        <rect width="32" height="32" rx="8" fill={inverted ? '#ffffff' : '#112c56'} />
        <path
          d="M9 22V10h8a5 5 0 0 1 0 10h-4"
          fill="none"
          stroke="#d45d00"
          strokeWidth="3"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      <Text fw={800} size="lg" c={inverted ? 'white' : 'navy.7'}>
        {t('app.name')}
      </Text>
    </Group>
  );
}
