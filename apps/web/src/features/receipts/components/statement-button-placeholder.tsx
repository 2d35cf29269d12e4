import { Button } from '@mantine/core';
import { IconCalendarMonth } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/**
 * The statement button as drawn before its code (popover, month picker, downloads) is loaded: the
 * same button (statement-button.tsx's target). `onIntent` when it is pointed at or focused (the
 * code is fetched then), `onOpen` when it is pressed (the popover is shown open once it is there).
 */
export function StatementButtonPlaceholder({
  disabled,
  onIntent,
  onOpen,
}: {
  disabled: boolean;
  onIntent?: () => void;
  onOpen?: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Button
      variant="default"
      leftSection={<IconCalendarMonth size={16} />}
      disabled={disabled}
      onPointerEnter={onIntent}
      onFocus={onIntent}
      onClick={onOpen}
      data-testid="statement-open"
    >
      {t('receipts.statement.open')}
    </Button>
  );
}
