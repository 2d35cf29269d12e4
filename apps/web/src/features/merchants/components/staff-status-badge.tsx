import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';

const COLORS: Record<string, string> = {
  PENDING: 'yellow',
  APPROVED: 'green',
  APPLIED: 'green',
  VALID: 'green',
  REFUSED: 'red',
  REJECTED: 'red',
  REVOKED: 'gray',
  SUBMITTED: 'blue',
  SUCCESSFUL: 'green',
  FAILED: 'red',
};

/** The state of a staff decision (withdrawal, access request, adjustment) or of a merchant. */
export function StaffStatusBadge({ status }: { status: string }) {
  const { t } = useTranslation();
  return (
    <Badge color={COLORS[status] ?? 'gray'} variant="light" data-testid="staff-status">
      {t(`merchants.status.${status}`, { defaultValue: status })}
    </Badge>
  );
}
