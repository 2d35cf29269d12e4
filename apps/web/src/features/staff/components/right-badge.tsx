import { Badge } from '@mantine/core';
import type { AdminMenuEntry } from '@platform/domain';
import { useTranslation } from 'react-i18next';

/**
 * A back-office right as a badge: filled when the role has it, outlined otherwise. A long name
 * ("Demande de validation de carte bancaire") wraps on a phone instead of running past the card.
 */
export function RightBadge({ right, allowed }: { right: AdminMenuEntry; allowed: boolean }) {
  const { t } = useTranslation();
  return (
    <Badge
      color={allowed ? 'green' : 'gray'}
      variant={allowed ? 'light' : 'outline'}
      styles={{
        root: { minWidth: 0, maxWidth: '100%', height: 'auto', paddingBlock: 2 },
        label: { whiteSpace: 'normal', textAlign: 'left' },
      }}
      data-right={right}
    >
      {t(`admin.menu.${right}`)}
    </Badge>
  );
}
