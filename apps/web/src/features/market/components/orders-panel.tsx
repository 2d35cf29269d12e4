import {
  Alert,
  Anchor,
  Checkbox,
  Group,
  Loader,
  Paper,
  Select,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { MARKET_FULFILMENT_STATUSES, type MarketFulfilmentStatus } from '@platform/domain';
import { IconAlertCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { errorMessage } from '../../../shared/forms/server-errors.ts';
import { useLocale } from '../../../shared/i18n/use-locale.ts';
import { formatAmount, formatDateTime } from '../../../shared/lib/format.ts';
import { LocalizedLink } from '../../../shared/ui/localized-link.tsx';
import { useMarketOrders } from '../api/market-queries.ts';
import { useMarketBase } from './market-base.ts';
import { FulfilmentBadge, PaymentBadge } from './status-badges.tsx';

/** The shop's orders, newest first; filters kept in the URL (`status`, `all`). */
export function OrdersPanel({ shop }: { shop: string }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const base = useMarketBase();
  const [params, setParams] = useSearchParams();
  const status = (params.get('status') ?? undefined) as MarketFulfilmentStatus | undefined;
  const all = params.get('all') === '1';
  const orders = useMarketOrders(shop, all ? 'all' : 'paid', status);
  const setParam = (key: string, value: string | null) => {
    const next = new URLSearchParams(params);
    if (value) next.set(key, value);
    else next.delete(key);
    setParams(next, { replace: true });
  };

  return (
    <Paper withBorder radius="md" p="lg">
      <Stack gap="md">
        <Group justify="space-between" wrap="wrap">
          <Title order={2} size="h3">
            {t('market.orders.title')}
          </Title>
          <Group gap="md">
            <Select
              aria-label={t('market.orders.status')}
              placeholder={t('market.orders.allStatuses')}
              clearable
              value={status ?? null}
              onChange={(value) => setParam('status', value)}
              data={MARKET_FULFILMENT_STATUSES.map((s) => ({ value: s, label: t(`market.status.${s}`) }))}
              w={200}
            />
            <Checkbox
              label={t('market.orders.showAll')}
              checked={all}
              onChange={(event) => setParam('all', event.currentTarget.checked ? '1' : null)}
            />
          </Group>
        </Group>
        {orders.isPending ? (
          <Loader />
        ) : orders.isError ? (
          <Alert color="red" icon={<IconAlertCircle size={18} />}>
            {errorMessage(orders.error, t)}
          </Alert>
        ) : orders.data.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('market.orders.empty')}
          </Text>
        ) : (
          <Table.ScrollContainer minWidth={720}>
            <Table verticalSpacing="sm" data-testid="orders-table">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('market.orders.columns.order')}</Table.Th>
                  <Table.Th>{t('market.orders.columns.customer')}</Table.Th>
                  <Table.Th>{t('market.orders.columns.total')}</Table.Th>
                  <Table.Th>{t('market.orders.columns.payment')}</Table.Th>
                  <Table.Th>{t('market.orders.columns.status')}</Table.Th>
                  <Table.Th>{t('market.orders.columns.date')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {orders.data.map((order) => (
                  <Table.Tr key={order._id}>
                    <Table.Td>
                      <Anchor
                        component={LocalizedLink}
                        to={`${base}/order/${encodeURIComponent(order._id)}`}
                        size="sm"
                      >
                        {order._id}
                      </Anchor>
                    </Table.Td>
                    <Table.Td>
                      <Text size="sm">{order.customer_name}</Text>
                      <Text size="xs" c="dimmed">
                        {order.items.map((i) => `${i.quantity} × ${i.name}`).join(', ')}
                      </Text>
                    </Table.Td>
                    <Table.Td>{formatAmount(order.total, locale)}</Table.Td>
                    <Table.Td>
                      <PaymentBadge status={order.payment_status} />
                    </Table.Td>
                    <Table.Td>
                      <FulfilmentBadge status={order.fulfilment_status} />
                    </Table.Td>
                    <Table.Td>{formatDateTime(order.created_at, locale)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Stack>
    </Paper>
  );
}
