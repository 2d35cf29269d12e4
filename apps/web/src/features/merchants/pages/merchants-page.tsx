import {
  Button,
  Group,
  Loader,
  Pagination,
  Paper,
  Select,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { MERCHANT_COUNTRIES, MERCHANT_STATUSES, type MerchantListQuery } from '@platform/contracts';
import { IconSearch } from '@tabler/icons-react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { getCoreRowModel, useReactTable } from '@tanstack/react-table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useLocalizedPath } from '../../../shared/i18n/use-locale.ts';
import { collectPages } from '../../../shared/lib/collect-pages.ts';
import { DataTable } from '../../../shared/ui/data-table.tsx';
import { ExportAllButtons } from '../../../shared/ui/export-all-buttons.tsx';
import { FilterBar } from '../../../shared/ui/filter-bar.tsx';
import { merchantKeys, merchantsApi } from '../api/merchants-api.ts';
import { useMerchantColumns } from '../components/merchants-columns.tsx';

const PAGE_SIZE = 20;
/** The largest page the API gives, for an export. */
const EXPORT_PAGE = 100;
const dayStart = (day: string) => (day ? new Date(`${day}T00:00:00Z`).toISOString() : undefined);
const oneOf = <V extends string>(allowed: readonly V[], value: string) => allowed.find((v) => v === value);

/**
 * `/admin/merchants`: every merchant, searched and filtered (all in the URL), paged by the server;
 * each row opens its pages; the list as filtered exports to CSV or XLSX.
 */
export function MerchantsPage() {
  const { t } = useTranslation();
  const localize = useLocalizedPath();
  const [params, setParams] = useSearchParams();
  const get = (key: string) => params.get(key) ?? '';
  const [q, setQ] = useState(get('q'));
  const page = Math.min(10_000, Math.max(1, Math.trunc(Number(get('page'))) || 1));
  const volumeMin = Number(get('volume_min'));
  const status = oneOf(MERCHANT_STATUSES, get('status'));
  const country = oneOf(MERCHANT_COUNTRIES, get('country'));
  const filters: MerchantListQuery = {
    q: get('q') || undefined,
    status,
    country,
    from: dayStart(get('from')),
    to: dayStart(get('to')),
    volume_min: get('volume_min') && Number.isInteger(volumeMin) && volumeMin >= 0 ? volumeMin : undefined,
  };
  const query: MerchantListQuery = { ...filters, page, limit: PAGE_SIZE };
  const list = useQuery({
    queryKey: merchantKeys.list(query),
    queryFn: () => merchantsApi.list(query),
    placeholderData: keepPreviousData,
  });
  const set = (key: string, value: string | null) => {
    const next = new URLSearchParams(params);
    if (value) next.set(key, value);
    else next.delete(key);
    next.delete('page');
    setParams(next);
  };
  const columns = useMerchantColumns();
  const table = useReactTable({
    data: list.data?.items ?? [],
    columns,
    getCoreRowModel: getCoreRowModel(),
    getRowId: (m) => m._id,
    // The server orders the list (newest first) and pages it.
    enableSorting: false,
  });
  const total = list.data?.total ?? 0;
  const exportAll = () =>
    collectPages(1, async (n: number) => {
      const answer = await merchantsApi.list({ ...filters, page: n, limit: EXPORT_PAGE });
      return { items: answer.items, next: n * EXPORT_PAGE < answer.total ? n + 1 : null };
    });
  const activeFilters = ['status', 'country', 'from', 'to', 'volume_min'].filter((k) => get(k)).length;

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end">
        <div>
          <Title order={2} size="h3">
            {t('merchants.list.title')}
          </Title>
          <Text size="sm" c="dimmed" data-testid="merchants-count">
            {t('merchants.list.count', { count: total })}
          </Text>
        </div>
        <Group gap="sm">
          <Button
            component={Link}
            to={localize('/admin/merchants/agents')}
            variant="default"
            data-testid="agents-link"
          >
            {t('commercialArea.agents.link')}
          </Button>
          <Button component={Link} to={localize('/admin/merchants/send-mail')} variant="light">
            {t('merchants.mail.title')}
          </Button>
        </Group>
      </Group>
      <Paper withBorder radius="md" p="md">
        <Stack gap="md">
          <FilterBar
            active={activeFilters}
            testId="merchants-filters"
            search={
              <TextInput
                label={t('merchants.list.search')}
                leftSection={<IconSearch size={16} />}
                value={q}
                onChange={(e) => setQ(e.currentTarget.value)}
                onBlur={() => set('q', q.trim())}
                onKeyDown={(e) => e.key === 'Enter' && set('q', q.trim())}
                maxLength={100}
                w={{ base: '100%', sm: 280 }}
                data-testid="merchants-search"
              />
            }
          >
            <Select
              label={t('merchants.list.status')}
              clearable
              value={status ?? null}
              onChange={(v) => set('status', v)}
              data={MERCHANT_STATUSES.map((s) => ({ value: s, label: t(`merchants.status.${s}`) }))}
              w={{ base: '100%', sm: 170 }}
            />
            <Select
              label={t('merchants.list.country')}
              clearable
              value={country ?? null}
              onChange={(v) => set('country', v)}
              data={MERCHANT_COUNTRIES.map((c) => ({ value: c, label: t(`merchants.country.${c}`) }))}
              w={{ base: '100%', sm: 170 }}
            />
            <TextInput
              type="date"
              label={t('merchants.list.from')}
              value={get('from')}
              onChange={(e) => set('from', e.currentTarget.value)}
            />
            <TextInput
              type="date"
              label={t('merchants.list.to')}
              value={get('to')}
              onChange={(e) => set('to', e.currentTarget.value)}
            />
            <TextInput
              type="number"
              min={0}
              label={t('merchants.list.volumeMin')}
              defaultValue={get('volume_min')}
              onBlur={(e) => set('volume_min', e.currentTarget.value)}
              w={{ base: '100%', sm: 190 }}
            />
            <ExportAllButtons
              table={table}
              name={t('merchants.list.exportName')}
              load={exportAll}
              disabled={total === 0}
            />
          </FilterBar>
          {list.isPending ? (
            <Loader />
          ) : total === 0 ? (
            <Text size="sm" c="dimmed">
              {t('merchants.list.empty')}
            </Text>
          ) : (
            <DataTable
              table={table}
              testId="merchants-table"
              rowAttributes={(m) => ({ 'data-testid': 'merchant-row', 'data-merchant': m._id })}
            />
          )}
          {total > PAGE_SIZE ? (
            <Pagination
              total={Math.ceil(total / PAGE_SIZE)}
              value={page}
              onChange={(p) => {
                const next = new URLSearchParams(params);
                if (p > 1) next.set('page', String(p));
                else next.delete('page');
                setParams(next);
              }}
              size="sm"
            />
          ) : null}
        </Stack>
      </Paper>
    </Stack>
  );
}
