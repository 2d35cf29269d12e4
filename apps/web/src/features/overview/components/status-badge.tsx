import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';

const COLORS: Record<string, string> = { SUCCESSFUL: 'green', PENDING: 'orange', FAILED: 'red' };

/** A payment or payout state (a missing one counts as FAILED, as in the spec). */
export function StatusBadge({ status }: { status: string | null | undefined }) {
  const { t } = useTranslation();
  const value = status && status in COLORS ? status : 'FAILED';
  return (
    <Badge color={COLORS[value]} variant="light" data-status={value}>
      {t(`overview.status.${value as 'SUCCESSFUL' | 'PENDING' | 'FAILED'}`)}
    </Badge>
  );
}
