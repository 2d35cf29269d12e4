import { Badge } from '@mantine/core';
import type { MarketFulfilmentStatus, MarketPaymentStatus } from '@platform/domain';
import { useTranslation } from 'react-i18next';

const PAYMENT_COLORS: Record<MarketPaymentStatus, string> = {
  pending: 'yellow',
  paid: 'green',
  failed: 'red',
  expired: 'gray',
  refunded: 'grape',
};
const STATUS_COLORS: Record<MarketFulfilmentStatus, string> = {
  new: 'blue',
  preparing: 'orange',
  shipped: 'cyan',
  delivered: 'green',
  cancelled: 'gray',
};

export function PaymentBadge({ status }: { status: MarketPaymentStatus }) {
  const { t } = useTranslation();
  return (
    <Badge color={PAYMENT_COLORS[status]} variant="light">
      {t(`market.payment.${status}`)}
    </Badge>
  );
}

export function FulfilmentBadge({ status }: { status: MarketFulfilmentStatus }) {
  const { t } = useTranslation();
  return (
    <Badge color={STATUS_COLORS[status]} variant="light" data-testid="order-status">
      {t(`market.status.${status}`)}
    </Badge>
  );
}
