import { Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { LedgerCheckFigure } from '@platform/contracts';
import { formatDateTime } from '@platform/domain';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../shared/forms/server-errors.ts';
import { useLocale } from '../../../shared/i18n/use-locale.ts';
import { notify } from '../../../shared/ui/notify.ts';
import { useRunLedgerCheck } from '../api/admin-dashboard-api.ts';

const COLORS = { NOT_RUN: 'gray', OK: 'green', MISMATCH: 'red' } as const;

/** The ledger check's last result, and a button to run it now. */
export function LedgerCheckCard({ check }: { check: LedgerCheckFigure }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const run = useRunLedgerCheck();
  return (
    <Paper withBorder radius="md" p="lg">
      <Stack gap="xs">
        <Group justify="space-between">
          <Title order={3} size="h4" c="navy.7">
            {t('adminDashboard.ledger')}
          </Title>
          <Badge color={COLORS[check.state]} data-testid="ledger-state">
            {t(`adminDashboard.ledgerStates.${check.state}`)}
          </Badge>
        </Group>
        <Text size="sm" c="dimmed">
          {check.ran_at
            ? t('adminDashboard.ledgerRan', {
                date: formatDateTime(check.ran_at, locale),
                accounts: check.accounts ?? 0,
                entries: check.entries ?? 0,
                problems: check.problems ?? 0,
              })
            : t('adminDashboard.ledgerNotRun')}
        </Text>
        <Button
          variant="light"
          loading={run.isPending}
          onClick={() => run.mutate(undefined, { onError: (e) => notify('error', errorMessage(e, t)) })}
          style={{ alignSelf: 'flex-start' }}
        >
          {t('adminDashboard.runLedger')}
        </Button>
      </Stack>
    </Paper>
  );
}
