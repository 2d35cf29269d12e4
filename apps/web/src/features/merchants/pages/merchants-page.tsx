import {
  Anchor,
  Button,
  Group,
  Loader,
  Pagination,
  Paper,
  Select,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { MERCHANT_COUNTRIES, MERCHANT_STATUSES, type MerchantListQuery } from '@platform/contracts';
import { formatDate, formatMoney } from '@platform/domain';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useLocale, useLocalizedPath } from '../../../shared/i18n/use-locale.ts';
import { merchantKeys, merchantsApi } from '../api/merchants-api.ts';
import { StaffStatusBadge } from '../components/staff-status-badge.tsx';

const PAGE_SIZE = 20;
const dayStart = (day: string) => (day ? new Date(`${day}T00:00:00Z`).toISOString() : undefined);

/** `/admin/merchants`: every merchant, searched and filtered; each row opens its pages. */
export function MerchantsPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const localize = useLocalizedPath();
  const [params, setParams] = useSearchParams();
  const get = (key: string) => params.get(key) ?? '';
  const [q, setQ] = useState(get('q'));
  const page = Number(get('page') || 1);
  const query: MerchantListQuery = {
    q: get('q') || undefined,
    status: (get('status') || undefined) as MerchantListQuery['status'],
    country: (get('country') || undefined) as MerchantListQuery['country'],
    from: dayStart(get('from')),
    to: dayStart(get('to')),
    volume_min: get('volume_min') ? Number(get('volume_min')) : undefined,
    page,
    limit: PAGE_SIZE,
  };
  const list = useQuery({ queryKey: merchantKeys.list(query), queryFn: () => merchantsApi.list(query) });
  const set = (key: string, value: string | null) => {
    const next = new URLSearchParams(params);
    if (value) next.set(key, value);
    else next.delete(key);
    next.delete('page');
    setParams(next);
  };

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end">
        <div>
          <Title order={2} size="h3">
            {t('merchants.list.title')}
          </Title>
          <Text size="sm" c="dimmed" data-testid="merchants-count">
            {t('merchants.list.count', { count: list.data?.total ?? 0 })}
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
          <Group gap="sm" align="flex-end" wrap="wrap">
            <TextInput
              label={t('merchants.list.search')}
              value={q}
              onChange={(e) => setQ(e.currentTarget.value)}
              onBlur={() => set('q', q.trim())}
              onKeyDown={(e) => e.key === 'Enter' && set('q', q.trim())}
              data-testid="merchants-search"
            />
            <Select
              label={t('merchants.list.status')}
              clearable
              value={get('status') || null}
              onChange={(v) => set('status', v)}
              data={MERCHANT_STATUSES.map((s) => ({ value: s, label: t(`merchants.status.${s}`) }))}
            />
            <Select
              label={t('merchants.list.country')}
              clearable
              value={get('country') || null}
              onChange={(v) => set('country', v)}
              data={MERCHANT_COUNTRIES.map((c) => ({ value: c, label: t(`merchants.country.${c}`) }))}
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
            />
          </Group>
          {list.isPending ? (
            <Loader />
          ) : (
            <Table.ScrollContainer minWidth={720}>
              <Table highlightOnHover data-testid="merchants-table">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('merchants.list.name')}</Table.Th>
                    <Table.Th>{t('merchants.list.owner')}</Table.Th>
                    <Table.Th>{t('merchants.list.country')}</Table.Th>
                    <Table.Th>{t('merchants.list.status')}</Table.Th>
                    <Table.Th>{t('merchants.list.volume')}</Table.Th>
                    <Table.Th>{t('merchants.list.created')}</Table.Th>
                    <Table.Th />
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {(list.data?.items ?? []).map((m) => (
                    <Table.Tr key={m._id}>
                      <Table.Td>
                        <Anchor component={Link} to={localize(`/admin/merchants/view/${m._id}`)}>
                          {m.business_name}
                        </Anchor>
                      </Table.Td>
                      <Table.Td>{m.owner_email ?? '—'}</Table.Td>
                      <Table.Td>{t(`merchants.country.${m.country}`, { defaultValue: m.country })}</Table.Td>
                      <Table.Td>
                        <StaffStatusBadge status={m.status} />
                      </Table.Td>
                      <Table.Td>{formatMoney(m.volume, locale)}</Table.Td>
                      <Table.Td>{formatDate(m.created_at, locale)}</Table.Td>
                      <Table.Td>
                        <Group gap="xs" wrap="nowrap">
                          <Anchor size="sm" component={Link} to={localize(`/admin/merchants/solde/${m._id}`)}>
                            {t('merchants.nav.balance')}
                          </Anchor>
                          <Anchor size="sm" component={Link} to={localize(`/admin/merchants/taxe/${m._id}`)}>
                            {t('merchants.nav.fees')}
                          </Anchor>
                        </Group>
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )}
          {list.data?.items.length === 0 ? (
            <Text size="sm" c="dimmed">
              {t('merchants.list.empty')}
            </Text>
          ) : null}
          <Pagination
            total={Math.max(1, Math.ceil((list.data?.total ?? 0) / PAGE_SIZE))}
            value={page}
            onChange={(p) => {
              const next = new URLSearchParams(params);
              next.set('page', String(p));
              setParams(next);
            }}
          />
        </Stack>
      </Paper>
    </Stack>
  );
}
