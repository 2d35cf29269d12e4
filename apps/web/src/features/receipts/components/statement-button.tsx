import { Button, Group, Popover, Stack, Text } from '@mantine/core';
import { IconCalendarMonth, IconFileTypeCsv, IconFileTypePdf } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../shared/forms/server-errors.ts';
import { useLocale } from '../../../shared/i18n/use-locale.ts';
import { LazyMonthPickerInput } from '../../../shared/ui/lazy-dates.tsx';
import { notify } from '../../../shared/ui/notify.ts';
import { receiptsApi } from '../api/receipts-api.ts';

/** This month, as the picker and the API write it. */
const thisMonth = () => new Date().toISOString().slice(0, 7);

/**
 * The shop's monthly statement (from its ledger) for a month the merchant picks, as PDF or CSV:
 * beside the list's exports on the transactions page.
 */
export function StatementButton({
  shop,
  defaultOpened,
}: {
  shop: string | undefined;
  defaultOpened?: boolean;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const [month, setMonth] = useState<string>(thisMonth());
  const [pending, setPending] = useState<'pdf' | 'csv' | null>(null);
  // Shown open in place of the button that was pressed (transactions-page.tsx): the focus stays on it.
  const target = useRef<HTMLButtonElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, as it replaces the pressed button
  useEffect(() => {
    if (defaultOpened) target.current?.focus();
  }, []);
  const run = async (format: 'pdf' | 'csv') => {
    if (!shop) return;
    setPending(format);
    try {
      await receiptsApi.statement({ shop, month, format });
      notify('success', t('receipts.statement.ready'));
    } catch (error) {
      notify('error', errorMessage(error, t));
    } finally {
      setPending(null);
    }
  };
  return (
    <Popover width={300} position="bottom-end" shadow="md" withinPortal defaultOpened={defaultOpened}>
      <Popover.Target>
        <Button
          ref={target}
          variant="default"
          leftSection={<IconCalendarMonth size={16} />}
          disabled={!shop}
          data-testid="statement-open"
        >
          {t('receipts.statement.open')}
        </Button>
      </Popover.Target>
      <Popover.Dropdown>
        <Stack gap="sm">
          <Text size="sm" c="dimmed">
            {t('receipts.statement.help')}
          </Text>
          <LazyMonthPickerInput
            locale={locale}
            label={t('receipts.statement.month')}
            value={`${month}-01`}
            onChange={(value) => value && setMonth(String(value).slice(0, 7))}
            maxDate={new Date()}
            valueFormat="MMMM YYYY"
            popoverProps={{ withinPortal: false }}
            data-testid="statement-month"
          />
          <Group grow gap="xs">
            <Button
              leftSection={<IconFileTypePdf size={16} />}
              loading={pending === 'pdf'}
              disabled={pending !== null}
              onClick={() => void run('pdf')}
              data-testid="statement-pdf"
            >
              {t('receipts.statement.pdf')}
            </Button>
            <Button
              variant="default"
              leftSection={<IconFileTypeCsv size={16} />}
              loading={pending === 'csv'}
              disabled={pending !== null}
              onClick={() => void run('csv')}
              data-testid="statement-csv"
            >
              {t('receipts.statement.csv')}
            </Button>
          </Group>
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
