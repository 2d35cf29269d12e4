import { Anchor, Button, FileInput, Group, Select, Stack, Text, TextInput } from '@mantine/core';
import { formatNumber, ruleMessage } from '@platform/domain';
import { IconDownload, IconFileSpreadsheet } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../shared/forms/server-errors.ts';
import { useLocale } from '../../../shared/i18n/use-locale.ts';
import { notify } from '../../../shared/ui/notify.ts';
import { payoutListsApi } from '../api/payout-lists-api.ts';
import { FILE_LIMITS, isSpreadsheetName, NETWORK_OPTIONS } from '../lib/networks.ts';

type Props = { shop: string; sameNetwork?: boolean; onCreated: (id: string) => void };

/** Upload a CSV, XLS or XLSX (checked here by extension, by the server by content too). */
export function UploadForm({ shop, sameNetwork = false, onCreated }: Props) {
  const { t } = useTranslation();
  const locale = useLocale();
  const [file, setFile] = useState<File | null>(null);
  const [name, setName] = useState('');
  const [network, setNetwork] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [networkError, setNetworkError] = useState<string | null>(null);

  const upload = useMutation({
    mutationFn: () =>
      payoutListsApi.upload({ shop, name, file: file!, ...(network ? { sameNetwork: network } : {}) }),
    onSuccess: (list) => onCreated(list._id),
    onError: (failure) => {
      const message = errorMessage(failure, t);
      setError(message);
      notify('error', message);
    },
  });

  const choose = (chosen: File | null) => {
    setFile(chosen);
    setError(chosen && !isSpreadsheetName(chosen.name) ? ruleMessage(locale, 'fileSpreadsheet') : null);
  };

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (!file) return setError(ruleMessage(locale, 'required'));
    if (!isSpreadsheetName(file.name)) return setError(ruleMessage(locale, 'fileSpreadsheet'));
    if (sameNetwork && !network) return setNetworkError(ruleMessage(locale, 'required'));
    upload.mutate();
  };

  return (
    <form noValidate onSubmit={submit}>
      <Stack gap="md">
        <TextInput
          label={t('payoutLists.build.name')}
          placeholder={t('payoutLists.build.namePlaceholder')}
          maxLength={80}
          value={name}
          onChange={(e) => setName(e.currentTarget.value)}
        />
        {sameNetwork && (
          <Select
            label={t('payoutLists.build.sameNetwork')}
            placeholder={t('payoutLists.build.sameNetworkPlaceholder')}
            data={NETWORK_OPTIONS}
            value={network}
            onChange={(value) => {
              setNetwork(value);
              setNetworkError(null);
            }}
            error={networkError}
            required
          />
        )}
        <FileInput
          label={t('payoutLists.build.file')}
          placeholder={t('payoutLists.build.filePlaceholder')}
          accept=".csv,.xls,.xlsx,text/csv,application/vnd.ms-excel,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
          leftSection={<IconFileSpreadsheet size={16} />}
          value={file}
          onChange={choose}
          error={error}
          clearable
          required
          data-testid="list-file"
        />
        <Text size="xs" c="dimmed">
          {t('payoutLists.build.fileHelp', {
            rows: formatNumber(FILE_LIMITS.rows, locale),
            size: FILE_LIMITS.sizeMb,
          })}
        </Text>
        <Group gap="md">
          <IconDownload size={16} />
          <Anchor
            component="button"
            type="button"
            size="sm"
            onClick={() => void payoutListsApi.template('csv')}
          >
            {t('payoutLists.build.templateCsv')}
          </Anchor>
          <Anchor
            component="button"
            type="button"
            size="sm"
            onClick={() => void payoutListsApi.template('xlsx')}
          >
            {t('payoutLists.build.templateXlsx')}
          </Anchor>
        </Group>
        <Group justify="flex-end">
          <Button type="submit" loading={upload.isPending}>
            {t('payoutLists.build.upload')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
