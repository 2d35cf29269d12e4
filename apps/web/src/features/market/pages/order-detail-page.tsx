import { Alert, Anchor, Button, Group, Loader, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { modals } from '@mantine/modals';
import type { MarketOrderView } from '@platform/contracts';
import type { MarketFulfilmentStatus } from '@platform/domain';
import { formatDateTime, formatMoney, formatPhone } from '@platform/domain';
import { IconAlertCircle, IconArrowLeft } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { errorMessage } from '../../../shared/forms/server-errors.ts';
import { useLocale } from '../../../shared/i18n/use-locale.ts';
import { LocalizedLink } from '../../../shared/ui/localized-link.tsx';
import { notify } from '../../../shared/ui/notify.ts';
import { useMarketOrder, useMoveOrder } from '../api/market-queries.ts';
import { useMarketBase } from '../components/market-base.ts';
import { OrderLinesTable } from '../components/order-lines-table.tsx';
import { FulfilmentBadge, PaymentBadge } from '../components/status-badges.tsx';

function Field({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
        {children}
      </Text>
    </div>
  );
}

function Moves({ order }: { order: MarketOrderView }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const move = useMoveOrder(order._id);
  const run = (status: MarketFulfilmentStatus) =>
    move.mutate(status, {
      onSuccess: () => notify('success', t('market.detail.moved')),
      onError: (error) => notify('error', errorMessage(error, t)),
    });
  const ask = (status: MarketFulfilmentStatus) => {
    if (status !== 'cancelled') return run(status);
    modals.openConfirmModal({
      title: t('market.detail.confirmTitle'),
      children: (
        <Text size="sm">
          {order.payment_status === 'paid'
            ? t('market.detail.confirmCancelPaid', { amount: formatMoney(order.total, locale) })
            : t('market.detail.confirmCancel')}
        </Text>
      ),
      labels: { confirm: t('market.detail.confirm'), cancel: t('market.detail.keep') },
      confirmProps: { color: 'red' },
      onConfirm: () => run('cancelled'),
    });
  };
  if (order.next_statuses.length === 0) return null;
  return (
    <Group gap="sm">
      {order.next_statuses.map((status) => (
        <Button
          key={status}
          variant={status === 'cancelled' ? 'outline' : 'filled'}
          color={status === 'cancelled' ? 'red' : undefined}
          loading={move.isPending && move.variables === status}
          onClick={() => ask(status)}
        >
          {t(`market.move.${status}`)}
        </Button>
      ))}
    </Group>
  );
}

/** `/feexMarket/order/:id`: an order's customer, delivery, items, payment, and the moves left. */
export function MarketOrderPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const base = useMarketBase();
  const { id = '' } = useParams();
  const order = useMarketOrder(id);
  const back = (
    <Anchor component={LocalizedLink} to={base} size="sm">
      <Group gap={4}>
        <IconArrowLeft size={14} />
        {t('market.detail.back')}
      </Group>
    </Anchor>
  );
  if (order.isPending) return <Loader />;
  if (order.isError)
    return (
      <Stack>
        {back}
        <Alert color="red" icon={<IconAlertCircle size={18} />}>
          {errorMessage(order.error, t)}
        </Alert>
      </Stack>
    );
  const o = order.data;
  return (
    <Stack>
      {back}
      <Paper withBorder radius="md" p="lg">
        <Stack gap="md">
          <Group justify="space-between" wrap="wrap">
            <Title order={2} size="h3">
              {t('market.detail.title', { id: o._id })}
            </Title>
            <Group gap="xs">
              <PaymentBadge status={o.payment_status} />
              <FulfilmentBadge status={o.fulfilment_status} />
            </Group>
          </Group>
          <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
            <Field label={t('market.detail.customer')}>{o.customer_name}</Field>
            <Field label={t('market.detail.phone')}>{formatPhone(o.customer_phone)}</Field>
            <Field label={t('market.detail.email')}>{o.customer_email ?? '—'}</Field>
            <Field label={t('market.detail.address')}>{o.delivery_address}</Field>
            <Field label={t('market.detail.created')}>{formatDateTime(o.created_at, locale)}</Field>
            <Field label={t('market.detail.paidAt')}>
              {o.paid_at ? formatDateTime(o.paid_at, locale) : '—'}
            </Field>
            <Field label={t('market.detail.transaction')}>{o.transaction_reference ?? '—'}</Field>
            {o.refund_id && <Field label={t('market.detail.refund')}>{o.refund_id}</Field>}
          </SimpleGrid>
          <OrderLinesTable order={o} />
          <Moves order={o} />
        </Stack>
      </Paper>
    </Stack>
  );
}
