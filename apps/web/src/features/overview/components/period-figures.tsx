import { Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import type { Figure, PeriodFigures } from '@platform/contracts';
import { formatMoney } from '@platform/domain';
import { IconArrowDownLeft, IconArrowUpRight } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../shared/i18n/use-locale.ts';

type PeriodKey = 'today' | 'week' | 'month';

function Line({ kind, figure, testId }: { kind: 'collections' | 'payouts'; figure: Figure; testId: string }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const Icon = kind === 'collections' ? IconArrowDownLeft : IconArrowUpRight;
  return (
    <Group
      justify="space-between"
      wrap="nowrap"
      data-testid={testId}
      data-amount={figure.amount}
      data-count={figure.count}
    >
      <Group gap={6} wrap="nowrap">
        <Icon size={16} color={kind === 'collections' ? '#2f9e44' : '#d45d00'} />
        <Text size="sm">{t(`overview.figures.${kind}`, { count: figure.count })}</Text>
      </Group>
      <Text size="sm" fw={700}>
        {formatMoney(figure.amount, locale)}
      </Text>
    </Group>
  );
}

/** Successful collections and payouts of today, this week and this month (UTC). */
export function PeriodFiguresGrid({ periods }: { periods: Record<PeriodKey, PeriodFigures> }) {
  const { t } = useTranslation();
  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
      {(['today', 'week', 'month'] as const).map((key) => (
        <Paper key={key} withBorder radius="md" p="md" data-testid={`figures-${key}`}>
          <Stack gap="xs">
            <Text fw={700} c="navy.7">
              {t(`overview.figures.${key}`)}
            </Text>
            <Line
              kind="collections"
              figure={periods[key].collections}
              testId={`figures-${key}-collections`}
            />
            <Line kind="payouts" figure={periods[key].payouts} testId={`figures-${key}-payouts`} />
          </Stack>
        </Paper>
      ))}
    </SimpleGrid>
  );
}
