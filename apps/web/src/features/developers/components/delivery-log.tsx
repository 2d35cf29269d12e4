import { Alert, Button, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { modals } from '@mantine/modals';
import { formatDate } from '@platform/domain';
import { IconAlertCircle, IconRefreshAlert } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { errorMessage } from '../../../shared/forms/server-errors.ts';
import { useLocale } from '../../../shared/i18n/use-locale.ts';
import { notify } from '../../../shared/ui/notify.ts';
import { useDeliveries, useDeliveryMutations } from '../api/developers-queries.ts';
import {
  type DeliveryFilters,
  filtersFromSearch,
  filtersToQuery,
  filtersToSearch,
  periodOf,
} from '../lib/delivery-filters.ts';
import { DeliveriesTable } from './deliveries-table.tsx';
import { DeliveryDrawer } from './delivery-drawer.tsx';
import { DeliveryFiltersBar } from './delivery-filters-bar.tsx';

/** Every delivery of an endpoint, filtered through the URL, paged with "load more", with resends. */
export function DeliveryLog({ endpointId }: { endpointId: string }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const [params, setParams] = useSearchParams();
  const filters = filtersFromSearch(params);
  const openId = params.get('delivery');
  const deliveries = useDeliveries(endpointId, filtersToQuery(filters));
  const { resend, resendFailed } = useDeliveryMutations(endpointId);
  const [resending, setResending] = useState<string | null>(null);

  const setFilters = (next: DeliveryFilters) => setParams(filtersToSearch(next, params), { replace: true });
  const setOpen = (id: string | null) => {
    const next = new URLSearchParams(params);
    if (id) next.set('delivery', id);
    else next.delete('delivery');
    setParams(next);
  };

  const onResend = (id: string) => {
    setResending(id);
    resend.mutate(id, {
      onSuccess: () => notify('success', t('developers.deliveries.resent')),
      onError: (error) => notify('error', errorMessage(error, t)),
      onSettled: () => setResending(null),
    });
  };

  const period =
    filters.from && filters.to
      ? t('developers.deliveries.periodRange', {
          from: formatDate(`${filters.from}T12:00:00`, locale),
          to: formatDate(`${filters.to}T12:00:00`, locale),
        })
      : t('developers.deliveries.periodAll');
  const onResendFailed = () =>
    modals.openConfirmModal({
      title: t('developers.deliveries.resendFailedTitle'),
      children: <Text size="sm">{t('developers.deliveries.resendFailedText', { period })}</Text>,
      labels: { confirm: t('developers.deliveries.resendFailed'), cancel: t('developers.cancel') },
      centered: true,
      onConfirm: () =>
        resendFailed.mutate(periodOf(filters), {
          onSuccess: (data) =>
            notify('success', t('developers.deliveries.resentCount', { count: data.count })),
          onError: (error) => notify('error', errorMessage(error, t)),
        }),
    });

  const rows = deliveries.data?.pages.flatMap((p) => p.deliveries) ?? [];
  return (
    <Paper withBorder radius="md" p="lg">
      <Stack gap="md">
        <Group justify="space-between" align="flex-start">
          <Title order={3} size="h4">
            {t('developers.deliveries.title')}
          </Title>
          <Button
            variant="light"
            color="orange"
            leftSection={<IconRefreshAlert size={16} />}
            loading={resendFailed.isPending}
            onClick={onResendFailed}
            // On a phone the label takes two lines rather than being cut.
            h="auto"
            mih={36}
            py={6}
            styles={{ label: { whiteSpace: 'normal', textAlign: 'left' } }}
          >
            {t('developers.deliveries.resendFailed')}
          </Button>
        </Group>
        <DeliveryFiltersBar filters={filters} onChange={setFilters} />
        {deliveries.isPending ? (
          <Loader />
        ) : deliveries.isError ? (
          <Alert color="red" icon={<IconAlertCircle size={18} />}>
            {errorMessage(deliveries.error, t)}
          </Alert>
        ) : rows.length === 0 ? (
          <Text size="sm" c="dimmed" data-testid="deliveries-empty">
            {t('developers.deliveries.empty')}
          </Text>
        ) : (
          <DeliveriesTable deliveries={rows} resending={resending} onOpen={setOpen} onResend={onResend} />
        )}
        {deliveries.hasNextPage && (
          <Group justify="center">
            <Button
              variant="default"
              loading={deliveries.isFetchingNextPage}
              onClick={() => void deliveries.fetchNextPage()}
            >
              {t('developers.deliveries.loadMore')}
            </Button>
          </Group>
        )}
      </Stack>
      <DeliveryDrawer
        deliveryId={openId}
        resending={resending !== null && resending === openId}
        onResend={onResend}
        onClose={() => setOpen(null)}
      />
    </Paper>
  );
}
