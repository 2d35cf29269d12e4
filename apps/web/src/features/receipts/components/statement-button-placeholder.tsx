import { Button } from '@mantine/core';
import { IconCalendarMonth } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/**
 * The statement button as drawn before its code (popover, month picker, downloads) arrives: the
 * same button (statement-button.tsx's target), doing nothing for the moment it is shown.
 */
export function StatementButtonPlaceholder({ disabled }: { disabled: boolean }) {
  const { t } = useTranslation();
  return (
    <Button variant="default" leftSection={<IconCalendarMonth size={16} />} disabled={disabled}>
      {t('receipts.statement.open')}
    </Button>
  );
}
