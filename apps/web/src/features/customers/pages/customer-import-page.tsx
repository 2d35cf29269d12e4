import { Alert, Anchor, Button, FileInput, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import type { CustomerImportResponse } from '@platform/contracts';
import { ruleMessage } from '@platform/domain';
import { IconAlertTriangle, IconCircleCheck, IconDownload, IconFileSpreadsheet } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { saveBlob } from '../../../shared/api/download-file.ts';
import { errorMessage } from '../../../shared/forms/server-errors.ts';
import { useLocale } from '../../../shared/i18n/use-locale.ts';
import { LocalizedLink } from '../../../shared/ui/localized-link.tsx';
import { useShops } from '../../shops/shops-context.ts';
import { useCustomerMutations } from '../api/customers-queries.ts';
import { ImportErrorsTable } from '../components/import-errors-table.tsx';
import { NoShop } from '../components/no-shop.tsx';
import { IMPORT_TEMPLATE_CSV, isSpreadsheetName } from '../lib/spreadsheet-file.ts';

function downloadTemplate() {
  saveBlob(
    new Blob([`\uFEFF${IMPORT_TEMPLATE_CSV}\n`], { type: 'text/csv;charset=utf-8' }),
    'clients-modele.csv',
  );
}

function ImportResult({ result }: { result: CustomerImportResponse }) {
  const { t } = useTranslation();
  return (
    <Stack gap="sm" data-testid="import-result">
      <Alert color={result.errors.length ? 'orange' : 'green'} icon={<IconCircleCheck size={18} />}>
        {t('customers.import.done', { imported: result.imported, total: result.total })}
      </Alert>
      {result.errors.length ? (
        <>
          <Group gap="xs">
            <IconAlertTriangle size={18} color="#e8590c" />
            <Text fw={600}>{t('customers.import.errors', { count: result.errors.length })}</Text>
          </Group>
          <ImportErrorsTable errors={result.errors} />
        </>
      ) : null}
    </Stack>
  );
}

/** `/addoldcustomer`: imports existing customers from a CSV, XLS or XLSX file, reporting each refused row. */
export function CustomerImportPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const { selected, loading } = useShops();
  const { import: importer } = useCustomerMutations();
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [result, setResult] = useState<CustomerImportResponse | null>(null);
  if (loading) return <Loader />;
  if (!selected) return <NoShop />;

  const choose = (next: File | null) => {
    setResult(null);
    setFile(next);
    setFileError(next && !isSpreadsheetName(next.name) ? ruleMessage(locale, 'fileSpreadsheet') : null);
  };
  const submit = () => {
    if (!file || fileError) return;
    importer.mutate(
      { shop: selected._id, file },
      {
        onSuccess: setResult,
        onError: (error) => setFileError(errorMessage(error, t)),
      },
    );
  };

  return (
    <Paper withBorder radius="md" p="lg" maw={860}>
      <Stack gap="md">
        <div>
          <Title order={2} size="h3" c="navy.7">
            {t('customers.import.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('customers.import.intro')}
          </Text>
        </div>
        <Group gap="xs">
          <Button
            variant="subtle"
            size="xs"
            leftSection={<IconDownload size={14} />}
            onClick={downloadTemplate}
          >
            {t('customers.import.template')}
          </Button>
        </Group>
        <FileInput
          label={t('customers.import.file')}
          placeholder={t('customers.import.choose')}
          accept=".csv,.xls,.xlsx,text/csv,application/vnd.ms-excel,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
          leftSection={<IconFileSpreadsheet size={16} />}
          value={file}
          onChange={choose}
          error={fileError}
          clearable
          data-testid="import-file"
        />
        <Group justify="space-between">
          <Anchor component={LocalizedLink} to="/customers" size="sm">
            {t('customers.detail.back')}
          </Anchor>
          <Button onClick={submit} disabled={!file || Boolean(fileError)} loading={importer.isPending}>
            {t('customers.import.submit')}
          </Button>
        </Group>
        {result ? <ImportResult result={result} /> : null}
      </Stack>
    </Paper>
  );
}
