import { Alert, Button, FileInput, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { PayoutFileCheckResponse } from '@platform/contracts';
import { formatMoney } from '@platform/domain';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiFetch } from '../../../shared/api/http.ts';
import { errorMessage } from '../../../shared/forms/server-errors.ts';
import { useLocale } from '../../../shared/i18n/use-locale.ts';
import { useShops } from '../../shops/shops-context.ts';
import { CsvErrorsTable } from '../components/csv-errors-table.tsx';

/**
 * `/testcsv`: checks a payout CSV/XLS/XLSX against the bulk rules (the server's payout-lists
 * reader and row rules), without creating a list.
 */
export function TestCsvPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const { selected } = useShops();
  const [file, setFile] = useState<File | null>(null);
  const check = useMutation({
    mutationFn: () => {
      const form = new FormData();
      form.append('shop', selected!._id);
      form.append('file', file!);
      return apiFetch<PayoutFileCheckResponse>('/api/payout-lists/check', { method: 'POST', body: form });
    },
  });
  const result = check.data;
  return (
    <Stack gap="lg">
      <div>
        <Title order={2} size="h3" c="navy.7">
          {t('playground.csv.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('playground.csv.intro')}
        </Text>
      </div>
      <Paper withBorder radius="md" p="lg">
        <Group align="flex-end">
          <FileInput
            label={t('playground.csv.file')}
            accept=".csv,.xls,.xlsx"
            value={file}
            onChange={setFile}
            style={{ flex: 1 }}
            data-testid="csv-file"
          />
          <Button
            onClick={() => check.mutate()}
            loading={check.isPending}
            disabled={!file || !selected}
            data-testid="csv-check"
          >
            {t('playground.csv.check')}
          </Button>
        </Group>
      </Paper>
      {check.isError ? <Alert color="red">{errorMessage(check.error, t)}</Alert> : null}
      {result ? (
        <Paper withBorder radius="md" p="lg" data-testid="csv-result">
          <SimpleGrid cols={{ base: 2, sm: 4 }} mb="md">
            <Text>{t('playground.csv.rows', { count: result.rows })}</Text>
            <Text c="green">{t('playground.csv.valid', { count: result.valid })}</Text>
            <Text c={result.invalid ? 'red' : undefined}>
              {t('playground.csv.invalid', { count: result.invalid })}
            </Text>
            <Text fw={700}>{t('playground.csv.total', { amount: formatMoney(result.total, locale) })}</Text>
          </SimpleGrid>
          {result.errors.length === 0 ? (
            <Alert color="green">{t('playground.csv.allValid')}</Alert>
          ) : (
            <CsvErrorsTable errors={result.errors} />
          )}
        </Paper>
      ) : null}
    </Stack>
  );
}
