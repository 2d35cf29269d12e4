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
  // The label above its amount: side by side, "25 000 F CFA" was cut in a third of 1366 px (issue 21).
  return (
    <Stack gap={0} data-testid={testId} data-amount={figure.amount} data-count={figure.count}>
      <Group gap={6} wrap="nowrap">
        <Icon size={16} color={kind === 'collections' ? '#2f9e44' : '#d45d00'} />
        <Text size="sm" c="dimmed">
          {t(`overview.figures.${kind}`, { count: figure.count })}
        </Text>
      </Group>
      <Text size="md" fw={700} pl={22} style={{ whiteSpace: 'nowrap' }}>
        {formatMoney(figure.amount, locale)}
      </Text>
    </Stack>
  );
}

/** Successful collections and payouts of today, this week and this month (UTC). */
export function PeriodFiguresGrid({ periods }: { periods: Record<PeriodKey, PeriodFigures> }) {
  const { t } = useTranslation();
  return (
    <SimpleGrid type="container" cols={{ base: 1, '540px': 3 }} spacing="md">
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
