import { Paper, SimpleGrid, Text } from '@mantine/core';
import type { SourceStats } from '@platform/contracts';
import { formatMoney } from '@platform/domain';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../shared/i18n/use-locale.ts';

/** Views, successful payments and amount collected of a link or a page. */
export function StatCards({ stats }: { stats: SourceStats }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const cards = [
    { key: 'views', label: t('paymentLinks.stats.views'), value: String(stats.views) },
    { key: 'payments', label: t('paymentLinks.stats.payments'), value: String(stats.payments) },
    {
      key: 'collected',
      label: t('paymentLinks.stats.collected'),
      value: formatMoney(stats.amount_collected, locale),
    },
  ];
  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }}>
      {cards.map((card) => (
        <Paper key={card.key} withBorder radius="md" p="md">
          <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
            {card.label}
          </Text>
          <Text size="xl" fw={700} data-testid={`stat-${card.key}`}>
            {card.value}
          </Text>
        </Paper>
      ))}
    </SimpleGrid>
  );
}
