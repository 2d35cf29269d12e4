import { Badge } from '@mantine/core';
import type { PayoutListStatus, PayoutRowStatus } from '@platform/contracts';
import { useTranslation } from 'react-i18next';

const LIST_COLORS: Record<PayoutListStatus, string> = {
  DRAFT: 'gray',
  RUNNING: 'blue',
  PAUSED: 'yellow',
  DONE: 'green',
};
const ROW_COLORS: Record<PayoutRowStatus, string> = {
  DRAFT: 'gray',
  QUEUED: 'gray',
  PENDING: 'blue',
  SUCCESSFUL: 'green',
  FAILED: 'red',
  SKIPPED: 'orange',
};

export function ListStatusBadge({ status }: { status: PayoutListStatus }) {
  const { t } = useTranslation();
  return (
    <Badge color={LIST_COLORS[status]} variant="light" data-testid="list-status">
      {t(`payoutLists.status.${status}`)}
    </Badge>
  );
}

export function RowStatusBadge({ status }: { status: PayoutRowStatus }) {
  const { t } = useTranslation();
  return (
    <Badge color={ROW_COLORS[status]} variant="light">
      {t(`payoutLists.rowStatus.${status}`)}
    </Badge>
  );
}
