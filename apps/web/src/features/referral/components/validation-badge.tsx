import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';

const COLORS: Record<string, string> = {
  VALID: 'green',
  SUBMITTED: 'orange',
  PENDING: 'gray',
  REJECTED: 'red',
};

/** A merchant's validation status (PENDING, SUBMITTED, VALID, REJECTED). */
export function ValidationBadge({ status }: { status: string }) {
  const { t } = useTranslation();
  const value = status in COLORS ? status : 'PENDING';
  return (
    <Badge color={COLORS[value]} variant="light" data-status={value}>
      {t(`referral.status.${value as 'VALID' | 'SUBMITTED' | 'PENDING' | 'REJECTED'}`)}
    </Badge>
  );
}
