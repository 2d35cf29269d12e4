import { Button, Group } from '@mantine/core';
import type { TransactionListQuery } from '@platform/contracts';
import { IconFileSpreadsheet, IconFileTypeCsv } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../shared/forms/server-errors.ts';
import { notify } from '../../../shared/ui/notify.ts';
import { type ExportFormat, transactionsApi } from '../api/transactions-api.ts';

type Props = { query: Omit<TransactionListQuery, 'limit' | 'cursor'> | null; disabled?: boolean };

/** Downloads the filtered rows (all pages) as CSV or XLSX, with headers in the page language. */
export function ExportButtons({ query, disabled }: Props) {
  const { t } = useTranslation();
  const [pending, setPending] = useState<ExportFormat | null>(null);
  const run = async (format: ExportFormat) => {
    if (!query) return;
    setPending(format);
    try {
      await transactionsApi.export(query, format);
      notify('success', t('transactions.export.ready'));
    } catch (error) {
      notify('error', errorMessage(error, t));
    } finally {
      setPending(null);
    }
  };
  return (
    <Group gap="xs">
      <Button
        variant="default"
        leftSection={<IconFileTypeCsv size={16} />}
        loading={pending === 'csv'}
        disabled={disabled || !query || pending !== null}
        onClick={() => void run('csv')}
        data-testid="export-csv"
      >
        {t('transactions.export.csv')}
      </Button>
      <Button
        variant="default"
        leftSection={<IconFileSpreadsheet size={16} />}
        loading={pending === 'xlsx'}
        disabled={disabled || !query || pending !== null}
        onClick={() => void run('xlsx')}
        data-testid="export-xlsx"
      >
        {t('transactions.export.xlsx')}
      </Button>
    </Group>
  );
}
