import '@mantine/dates/styles.css';
import { Alert, Button, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import type { Shop } from '@platform/contracts';
import { IconAlertCircle, IconDownload } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { errorMessage } from '../../../shared/forms/server-errors.ts';
import { notify } from '../../../shared/ui/notify.ts';
import { type ExportFormat, overviewApi } from '../api/overview-api.ts';
import { useSummary } from '../api/overview-queries.ts';
import { OverviewGate } from '../components/overview-gate.tsx';
import { SummaryTable } from '../components/summary-table.tsx';
import { type PresetKey, parseDayKey, presetPeriod } from '../lib/utc-day.ts';

const PRESETS: PresetKey[] = ['today', 'week', 'month', 'lastMonth', 'last30'];

function SummaryBody({ shop }: { shop: Shop }) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const fallback = presetPeriod('month');
  const from = parseDayKey(params.get('from')) ?? fallback.from;
  const to = parseDayKey(params.get('to')) ?? fallback.to;
  const period = { from, to };
  const summary = useSummary(shop._id, period);
  const exporter = useMutation({
    mutationFn: (format: ExportFormat) => overviewApi.exportSummary(shop._id, period, format),
    onError: (error) => notify('error', errorMessage(error, t)),
  });
  const setPeriod = (next: { from: string; to: string }) =>
    setParams(
      (current) => {
        const copy = new URLSearchParams(current);
        copy.set('from', next.from);
        copy.set('to', next.to);
        return copy;
      },
      { replace: true },
    );

  return (
    <Stack gap="lg">
      <Paper withBorder radius="md" p="lg">
        <Stack gap="md">
          <div>
            <Title order={2} size="h3" c="navy.7">
              {t('overview.summary.title')}
            </Title>
            <Text size="sm" c="dimmed">
              {t('overview.summary.intro')}
            </Text>
          </div>
          <Group align="flex-end" gap="md">
            <DatePickerInput
              type="range"
              label={t('overview.summary.period')}
              value={[from, to]}
              onChange={([start, end]) => {
                if (start && end) setPeriod({ from: start.slice(0, 10), to: end.slice(0, 10) });
              }}
              valueFormat="DD/MM/YYYY"
              maxDate={new Date()}
              allowSingleDateInRange
              w={260}
              data-testid="summary-period"
            />
            <Group gap="xs">
              {PRESETS.map((preset) => (
                <Button
                  key={preset}
                  size="xs"
                  variant="light"
                  onClick={() => setPeriod(presetPeriod(preset))}
                >
                  {t(`overview.summary.presets.${preset}`)}
                </Button>
              ))}
            </Group>
          </Group>
          <Group gap="xs">
            {(['csv', 'xlsx'] as const).map((format) => (
              <Button
                key={format}
                variant="outline"
                leftSection={<IconDownload size={16} />}
                loading={exporter.isPending && exporter.variables === format}
                onClick={() => exporter.mutate(format)}
              >
                {t(`overview.summary.export.${format}`)}
              </Button>
            ))}
          </Group>
        </Stack>
      </Paper>
      {summary.isPending ? (
        <Loader />
      ) : summary.isError ? (
        <Alert color="red" icon={<IconAlertCircle size={18} />}>
          {errorMessage(summary.error, t)}
        </Alert>
      ) : (
        <SummaryTable summary={summary.data} />
      )}
    </Stack>
  );
}

/** `/summary`: the period report of the selected shop per kind and network, exportable to CSV and XLSX. */
export function SummaryPage() {
  return <OverviewGate header={false}>{(shop) => <SummaryBody shop={shop} />}</OverviewGate>;
}
