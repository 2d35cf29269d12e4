import { Alert, Button, Group, Loader, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LocalizedLink } from '../../../shared/ui/localized-link.tsx';
import { usePayoutDetail } from '../api/payouts-queries.ts';
import { PayoutStatusBadge } from './payout-status-badge.tsx';

type Props = { id: string; detailPath: string; onAnother: () => void };

/** Step 4: the payout followed live until the operator's final answer. */
export function PayoutResult({ id, detailPath, onAnother }: Props) {
  const { t } = useTranslation();
  const detail = usePayoutDetail(id);
  const status = (detail.data?.status ?? 'PENDING') as 'PENDING' | 'SUCCESSFUL' | 'FAILED';
  const color = status === 'SUCCESSFUL' ? 'green' : status === 'FAILED' ? 'red' : 'yellow';
  return (
    <Stack gap="md" data-testid="payout-result" data-status={status}>
      <Group gap="sm">
        {status === 'PENDING' ? <Loader size="xs" /> : null}
        <PayoutStatusBadge status={status} />
        {detail.data ? (
          <Text size="sm" c="dimmed">
            {detail.data.reference}
          </Text>
        ) : null}
      </Group>
      <Alert color={color}>{t(`payouts.result.${status}`)}</Alert>
      <Group>
        <Button component={LocalizedLink} to={detailPath} variant="default">
          {t('payouts.result.detail')}
        </Button>
        <Button onClick={onAnother}>{t('payouts.result.another')}</Button>
      </Group>
    </Stack>
  );
}
