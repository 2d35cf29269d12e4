import { Alert, Loader, Paper, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import type { StaffActionView } from '@platform/contracts';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { errorMessage } from '../../../shared/forms/server-errors.ts';
import { collectPages } from '../../../shared/lib/collect-pages.ts';
import { FilterBar } from '../../../shared/ui/filter-bar.tsx';
import { type ActionFilters, staffApi, useActionFacets, useStaffActions } from '../api/staff-api.ts';
import { ActionsTable } from '../components/actions-table.tsx';

/** The largest page the API gives, for an export. */
const EXPORT_PAGE = 100;
const FILTERS = ['staff', 'action', 'merchant', 'from', 'to'] as const;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A day (YYYY-MM-DD) as the instant the API filters on: its start, or the next day's start. */
const dayStart = (day: string, next = false) => {
  if (!DAY.test(day)) return undefined;
  const d = new Date(`${day}T00:00:00`);
  if (Number.isNaN(d.getTime())) return undefined;
  if (next) d.setDate(d.getDate() + 1);
  return d.toISOString();
};

/**
 * /admin/actions: the whole audit trail with filters (staff user, action, merchant, dates) kept in
 * the URL; exported to CSV or XLSX as filtered.
 */
export function ActionsPage() {
  const { t } = useTranslation();
  const facets = useActionFacets();
  const [params, setParams] = useSearchParams();
  const get = (key: (typeof FILTERS)[number]) => params.get(key) ?? '';
  const set = (key: (typeof FILTERS)[number], value: string | null) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set(key, value);
        else next.delete(key);
        return next;
      },
      { replace: key === 'merchant' },
    );
  const filters: ActionFilters = {
    ...(get('staff') ? { staff: get('staff') } : {}),
    ...(get('action') ? { action: get('action') } : {}),
    ...(get('merchant').trim() ? { merchant: get('merchant').trim() } : {}),
    ...(dayStart(get('from')) ? { from: dayStart(get('from')) } : {}),
    ...(dayStart(get('to'), true) ? { to: dayStart(get('to'), true) } : {}),
  };
  const trail = useStaffActions(filters);
  const exportAll = () =>
    collectPages<StaffActionView, string | undefined>(undefined, async (cursor) => {
      const page = await staffApi.actions(filters, cursor, EXPORT_PAGE);
      return { items: page.actions, next: page.next_cursor ?? null };
    });
  return (
    <Stack gap="lg">
      <Paper withBorder radius="md" p="lg">
        <Stack gap="sm">
          <Title order={2} size="h3" c="navy.7">
            {t('staff.actions.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('staff.actions.intro')}
          </Text>
          <FilterBar
            active={FILTERS.filter((k) => k !== 'staff' && get(k)).length}
            testId="actions-filters"
            search={
              <Select
                label={t('staff.actions.who')}
                clearable
                searchable
                value={get('staff') || null}
                onChange={(v) => set('staff', v)}
                data={(facets.data?.staff ?? []).map((s) => ({
                  value: s._id,
                  label: `${s.name} (${s.email})`,
                }))}
                w={{ base: '100%', sm: 260 }}
                data-testid="filter-staff"
              />
            }
          >
            <Select
              label={t('staff.actions.what')}
              clearable
              searchable
              value={get('action') || null}
              onChange={(v) => set('action', v)}
              data={facets.data?.actions ?? []}
              w={{ base: '100%', sm: 240 }}
              data-testid="filter-action"
            />
            <TextInput
              label={t('staff.actions.merchantId')}
              value={get('merchant')}
              onChange={(e) => set('merchant', e.currentTarget.value)}
              maxLength={64}
            />
            <TextInput
              type="date"
              label={t('staff.actions.from')}
              value={get('from')}
              onChange={(e) => set('from', e.currentTarget.value)}
            />
            <TextInput
              type="date"
              label={t('staff.actions.to')}
              value={get('to')}
              onChange={(e) => set('to', e.currentTarget.value)}
            />
          </FilterBar>
        </Stack>
      </Paper>
      <Paper withBorder radius="md" p="lg">
        {trail.isPending ? <Loader /> : null}
        {trail.isError ? <Alert color="red">{errorMessage(trail.error, t)}</Alert> : null}
        {trail.data ? (
          <ActionsTable
            actions={trail.data.pages.flatMap((p) => p.actions)}
            withMerchant
            hasMore={trail.hasNextPage}
            loadingMore={trail.isFetchingNextPage}
            onMore={() => void trail.fetchNextPage()}
            exportAll={exportAll}
          />
        ) : null}
      </Paper>
    </Stack>
  );
}
