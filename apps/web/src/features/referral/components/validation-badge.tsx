import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** A merchant's validation statuses, in the order of the sign-up. */
export const VALIDATION_STATUSES = ['PENDING', 'SUBMITTED', 'VALID', 'REJECTED'] as const;
export type ValidationStatus = (typeof VALIDATION_STATUSES)[number];

const COLORS: Record<ValidationStatus, string> = {
  VALID: 'green',
  SUBMITTED: 'orange',
  PENDING: 'gray',
  REJECTED: 'red',
};

/** A status the API sent, an unknown one read as PENDING. */
export function validationStatus(status: string): ValidationStatus {
  return (VALIDATION_STATUSES as readonly string[]).includes(status)
    ? (status as ValidationStatus)
    : 'PENDING';
}

/** A merchant's validation status (PENDING, SUBMITTED, VALID, REJECTED). */
export function ValidationBadge({ status }: { status: string }) {
  const { t } = useTranslation();
  const value = validationStatus(status);
  return (
    <Badge color={COLORS[value]} variant="light" data-status={value}>
      {t(`referral.status.${value}`)}
    </Badge>
  );
}
