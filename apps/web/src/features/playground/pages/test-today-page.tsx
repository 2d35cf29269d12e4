import { Alert, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import type { TransactionListResponse } from '@platform/contracts';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { apiFetch } from '../../../shared/api/http.ts';
import { errorMessage } from '../../../shared/forms/server-errors.ts';
import { useShops } from '../../shops/shops-context.ts';
import { TodayTable } from '../components/today-table.tsx';

/** `/test_today`: today's (UTC) sandbox payments of the selected shop, with the simulator's outcome. */
export function TestTodayPage() {
  const { t } = useTranslation();
  const { selected } = useShops();
  const from = `${new Date().toISOString().slice(0, 10)}T00:00:00.000Z`;
  const today = useQuery({
    queryKey: ['playground', 'today', selected?._id ?? '', from],
    queryFn: () =>
      apiFetch<TransactionListResponse>(
        `/api/transactions?${new URLSearchParams({ shop: selected!._id, from, limit: '100' })}`,
      ),
    enabled: Boolean(selected),
    refetchInterval: 10_000,
  });
  return (
    <Stack gap="lg">
      <div>
        <Title order={2} size="h3" c="navy.7">
          {t('playground.today.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('playground.today.intro')}
        </Text>
      </div>
      <Paper withBorder radius="md" p="lg">
        {today.isPending ? (
          <Loader />
        ) : today.isError ? (
          <Alert color="red">{errorMessage(today.error, t)}</Alert>
        ) : today.data.items.length === 0 ? (
          <Text c="dimmed">{t('playground.today.empty')}</Text>
        ) : (
          <TodayTable payments={today.data.items} />
        )}
      </Paper>
    </Stack>
  );
}
