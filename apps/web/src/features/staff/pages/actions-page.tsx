import { Alert, Group, Loader, Paper, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../shared/forms/server-errors.ts';
import { type ActionFilters, useActionFacets, useStaffActions } from '../api/staff-api.ts';
import { ActionsTable } from '../components/actions-table.tsx';

/** A day (YYYY-MM-DD) as the instant the API filters on: its start, or the next day's start. */
const dayStart = (day: string, next = false) => {
  if (!day) return undefined;
  const d = new Date(`${day}T00:00:00`);
  if (next) d.setDate(d.getDate() + 1);
  return d.toISOString();
};

/** /admin/actions: the whole audit trail with filters (staff user, action, merchant, dates). */
export function ActionsPage() {
  const { t } = useTranslation();
  const facets = useActionFacets();
  const [staff, setStaff] = useState<string | null>(null);
  const [action, setAction] = useState<string | null>(null);
  const [merchant, setMerchant] = useState('');
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const filters: ActionFilters = {
    ...(staff ? { staff } : {}),
    ...(action ? { action } : {}),
    ...(merchant.trim() ? { merchant: merchant.trim() } : {}),
    ...(from ? { from: dayStart(from) } : {}),
    ...(to ? { to: dayStart(to, true) } : {}),
  };
  const trail = useStaffActions(filters);
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
          <Group align="flex-end" wrap="wrap">
            <Select
              label={t('staff.actions.who')}
              clearable
              searchable
              value={staff}
              onChange={setStaff}
              data={(facets.data?.staff ?? []).map((s) => ({
                value: s._id,
                label: `${s.name} (${s.email})`,
              }))}
              data-testid="filter-staff"
            />
            <Select
              label={t('staff.actions.what')}
              clearable
              searchable
              value={action}
              onChange={setAction}
              data={facets.data?.actions ?? []}
              data-testid="filter-action"
            />
            <TextInput
              label={t('staff.actions.merchantId')}
              value={merchant}
              onChange={(e) => setMerchant(e.currentTarget.value)}
            />
            <TextInput
              type="date"
              label={t('staff.actions.from')}
              value={from}
              onChange={(e) => setFrom(e.currentTarget.value)}
            />
            <TextInput
              type="date"
              label={t('staff.actions.to')}
              value={to}
              onChange={(e) => setTo(e.currentTarget.value)}
            />
          </Group>
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
          />
        ) : null}
      </Paper>
    </Stack>
  );
}
