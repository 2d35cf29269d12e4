import { Alert, Button, Group, Loader, Paper, Stack, Text } from '@mantine/core';
import { formatMoney, formatPhone, networkCountry, networkName } from '@platform/domain';
import { IconCircleCheck, IconCircleX, IconClockHour4 } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { errorMessage } from '../../../shared/forms/server-errors.ts';
import { useLocale, useLocalizedPath } from '../../../shared/i18n/use-locale.ts';
import { useTransactionDetail } from '../api/transactions-queries.ts';
import { StatusBadge } from './status-badge.tsx';

/** After this long without a final answer the page says "still waiting" (never "failed"), and keeps following. */
export const STILL_WAITING_AFTER_MS = 45_000;

type Props = {
  shop: string;
  id: string;
  detailPath: string;
  onAnother: () => void;
  stillWaitingAfterMs?: number;
};

/** Follows a request to pay live until it is final. */
export function RequestStatus({
  shop,
  id,
  detailPath,
  onAnother,
  stillWaitingAfterMs = STILL_WAITING_AFTER_MS,
}: Props) {
  const { t } = useTranslation();
  const locale = useLocale();
  const localize = useLocalizedPath();
  const detail = useTransactionDetail(shop, id, true);
  const [late, setLate] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setLate(true), stillWaitingAfterMs);
    return () => clearTimeout(timer);
  }, [stillWaitingAfterMs]);

  if (detail.isPending) return <Loader />;
  if (detail.isError)
    return (
      <Alert color="red" data-testid="request-error">
        {errorMessage(detail.error, t)}
      </Alert>
    );
  const tx = detail.data.transaction;
  return (
    <Paper withBorder radius="md" p="lg" data-testid="request-status" data-status={tx.status}>
      <Stack gap="md">
        <Group justify="space-between">
          <Text fw={700} size="lg">
            {formatMoney(tx.amount, locale)} · {formatPhone(tx.phone_number, networkCountry(tx.network))} ·{' '}
            {networkName(tx.network)}
          </Text>
          <StatusBadge status={tx.status} />
        </Group>
        {tx.status === 'PENDING' &&
          (late ? (
            <Alert color="yellow" icon={<IconClockHour4 size={18} />} data-testid="request-still-waiting">
              {t('transactions.add.stillWaiting')}
            </Alert>
          ) : (
            <Group gap="sm">
              <Loader size="sm" />
              <div>
                <Text>{t('transactions.add.waiting')}</Text>
                <Text size="sm" c="dimmed">
                  {t('transactions.add.waitingHelp')}
                </Text>
              </div>
            </Group>
          ))}
        {tx.status === 'SUCCESSFUL' && (
          <Alert color="green" icon={<IconCircleCheck size={18} />} data-testid="request-succeeded">
            {t('transactions.add.succeeded')}
          </Alert>
        )}
        {tx.status === 'FAILED' && (
          <Alert color="red" icon={<IconCircleX size={18} />} data-testid="request-failed">
            {t('transactions.add.failed')} {[tx.reason_code, tx.reason_message].filter(Boolean).join(' — ')}
          </Alert>
        )}
        <Group>
          <Button
            component={Link}
            to={localize(detailPath)}
            variant="light"
            data-testid="request-view-detail"
          >
            {t('transactions.add.viewDetail')}
          </Button>
          <Button variant="default" onClick={onAnother}>
            {t('transactions.add.another')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
