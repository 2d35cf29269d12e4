import { Button, Group, Loader, Paper, SegmentedControl, Select, Stack, Text, Title } from '@mantine/core';
import {
  ADMIN_TRANSACTION_KINDS,
  type AdminTransactionKind,
  type AdminTransactionListQuery,
} from '@platform/contracts';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { errorMessage } from '../../../shared/forms/server-errors.ts';
import { useLocale } from '../../../shared/i18n/use-locale.ts';
import { notify } from '../../../shared/ui/notify.ts';
import { MerchantPicker, ShopPicker } from '../../merchants/components/merchant-shop-picker.tsx';
import { ListPager } from '../components/list-pager.tsx';
import { TransactionsFilters } from '../components/transactions-filters.tsx';
import {
  type ListState,
  stateFromSearch,
  stateToFilters,
  stateToSearch,
  withFilters,
} from '../lib/list-state.ts';
import { formatCount } from '../lib/transaction-format.ts';
import { adminTransactionsApi } from './admin-transactions-api.ts';
import { AdminTransactionsTable } from './admin-transactions-table.tsx';

/**
 * `/admin/transactions`: every merchant's collections, payouts and refunds, with the merchant
 * list's filters (the same components and URL state) plus mode, kind, merchant and shop (pickers);
 * CSV / XLSX export.
 */
export function AdminTransactionsPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => stateFromSearch(params), [params]);
  const mode = params.get('mode') === 'SANDBOX' ? 'SANDBOX' : 'LIVE';
  const merchant = params.get('merchant') ?? '';
  const shop = params.get('shop') ?? '';
  const kindParam = params.get('kind');
  const kind = (ADMIN_TRANSACTION_KINDS as readonly string[]).includes(kindParam ?? '')
    ? (kindParam as AdminTransactionKind)
    : '';
  const scope = {
    mode,
    merchant: merchant || undefined,
    shop: shop || undefined,
    kind: kind || undefined,
  } as const;
  const setState = (next: ListState, extra: Record<string, string> = {}) => {
    const search = stateToSearch(next);
    const merged: Record<string, string> = { mode, merchant, shop, kind, ...extra };
    for (const [k, v] of Object.entries(merged)) if (v) search.set(k, v);
    setParams(search);
  };
  const filters = useMemo(() => stateToFilters(state), [state]);
  const query: AdminTransactionListQuery = {
    ...scope,
    ...filters,
    limit: state.size,
    ...(state.cursor ? { cursor: state.cursor } : {}),
  };
  const list = useQuery({
    queryKey: ['admin-transactions', query],
    queryFn: () => adminTransactionsApi.list(query),
  });
  const rows = list.data?.items ?? [];
  const restart = { ...state, cursor: null, page: 1 };
  const exportAs = async (format: 'csv' | 'xlsx') => {
    try {
      await adminTransactionsApi.export({ ...scope, ...filters }, format);
    } catch (error) {
      notify('error', errorMessage(error, t));
    }
  };

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end">
        <div>
          <Title order={2} size="h3">
            {t('transactionsAdmin.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('transactions.list.count', {
              count: list.data?.total ?? 0,
              formatted: formatCount(list.data?.total ?? 0, list.data?.total_exact ?? true, locale),
            })}
          </Text>
        </div>
        <Group gap="sm">
          <Button variant="default" onClick={() => exportAs('csv')} disabled={rows.length === 0}>
            CSV
          </Button>
          <Button variant="default" onClick={() => exportAs('xlsx')} disabled={rows.length === 0}>
            XLSX
          </Button>
        </Group>
      </Group>
      <Paper withBorder radius="md" p="md">
        <Stack gap="md">
          <Group gap="sm" align="flex-end">
            <SegmentedControl
              value={mode}
              onChange={(v) => setState(restart, { mode: v, shop: '' })}
              data={[
                { value: 'LIVE', label: t('merchants.mode.LIVE') },
                { value: 'SANDBOX', label: t('merchants.mode.SANDBOX') },
              ]}
            />
            <Select
              label={t('transactionsAdmin.kind')}
              data={[
                { value: 'ALL', label: t('transactionsAdmin.allKinds') },
                ...ADMIN_TRANSACTION_KINDS.map((k) => ({
                  value: k,
                  label: t(`transactionsAdmin.kinds.${k}`),
                })),
              ]}
              value={kind || 'ALL'}
              onChange={(v) => setState(restart, { kind: v && v !== 'ALL' ? v : '' })}
              allowDeselect={false}
              w={190}
              data-testid="transaction-kind-filter"
            />
            <MerchantPicker
              label={t('transactionsAdmin.merchant')}
              value={merchant || null}
              onChange={(v) => setState(restart, { merchant: v ?? '', shop: '' })}
              testId="transaction-merchant-filter"
              w={260}
            />
            <ShopPicker
              label={t('transactionsAdmin.shop')}
              merchantId={merchant || null}
              mode={mode}
              value={shop || null}
              onChange={(v) => setState(restart, { shop: v ?? '' })}
              testId="transaction-shop-filter"
              w={220}
            />
          </Group>
          <TransactionsFilters state={state} onChange={(next) => setState(next)} />
          {list.isPending ? (
            <Loader />
          ) : rows.length === 0 ? (
            <Text size="sm" c="dimmed">
              {t('transactions.list.empty')}
            </Text>
          ) : (
            <AdminTransactionsTable
              rows={rows}
              sort={state.sort}
              order={state.order}
              onSort={(sort, order) => setState(withFilters(state, { sort, order }))}
            />
          )}
          <ListPager
            page={state.page}
            size={state.size}
            prev={Boolean(list.data?.prev_cursor)}
            next={Boolean(list.data?.next_cursor)}
            onPrev={() =>
              setState(
                state.page <= 2 || !list.data?.prev_cursor
                  ? { ...state, cursor: null, page: 1 }
                  : { ...state, cursor: list.data.prev_cursor, page: state.page - 1 },
              )
            }
            onNext={() =>
              list.data?.next_cursor &&
              setState({ ...state, cursor: list.data.next_cursor, page: state.page + 1 })
            }
            onSize={(size) => setState(withFilters(state, { size }))}
          />
        </Stack>
      </Paper>
    </Stack>
  );
}
