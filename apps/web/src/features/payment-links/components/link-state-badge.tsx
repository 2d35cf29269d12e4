import { Badge } from '@mantine/core';
import type { PaymentLinkView } from '@platform/contracts';
import { useTranslation } from 'react-i18next';

const COLORS: Record<PaymentLinkView['state'], string> = {
  active: 'green',
  disabled: 'gray',
  expired: 'orange',
  used: 'blue',
};

export function LinkStateBadge({ state }: { state: PaymentLinkView['state'] }) {
  const { t } = useTranslation();
  return (
    <Badge color={COLORS[state]} variant="light" data-testid="link-state">
      {t(`paymentLinks.state.${state}`)}
    </Badge>
  );
}
