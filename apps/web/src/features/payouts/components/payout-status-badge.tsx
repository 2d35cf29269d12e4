import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';

const COLORS: Record<string, string> = {
  SUCCESSFUL: 'green',
  PENDING: 'yellow',
  FAILED: 'red',
  APPROVED: 'green',
  REFUSED: 'red',
};

/** A payout, refund, withdrawal or access-request status, in the page's language. */
export function PayoutStatusBadge({ status }: { status: string }) {
  const { t } = useTranslation();
  return (
    <Badge color={COLORS[status] ?? 'gray'} variant="light" data-testid="payout-status" data-status={status}>
      {t(`payouts.status.${status}`, { defaultValue: status })}
    </Badge>
  );
}
