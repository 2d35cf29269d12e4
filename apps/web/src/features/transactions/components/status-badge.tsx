import { Badge } from '@mantine/core';
import type { TransactionPublicStatus } from '@platform/contracts';
import { useTranslation } from 'react-i18next';
import { STATUS_COLORS } from '../lib/transaction-format.ts';

export function StatusBadge({ status }: { status: TransactionPublicStatus }) {
  const { t } = useTranslation();
  return (
    <Badge
      color={STATUS_COLORS[status]}
      variant="light"
      miw="max-content"
      data-testid="transaction-status"
      data-status={status}
    >
      {t(`transactions.status.${status}`)}
    </Badge>
  );
}
