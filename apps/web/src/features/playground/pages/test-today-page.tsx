import { Alert, Badge, Loader, Paper, Stack, Table, Text, Title } from '@mantine/core';
import type { TransactionListResponse } from '@platform/contracts';
import { formatDateTime, formatMoney, formatPhone } from '@platform/domain';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { apiFetch } from '../../../shared/api/http.ts';
import { errorMessage } from '../../../shared/forms/server-errors.ts';
import { useLocale } from '../../../shared/i18n/use-locale.ts';
import { TEST_ENDINGS } from '../../developers/lib/code-examples.ts';
import { useShops } from '../../shops/shops-context.ts';

/** What the simulator does with a number: its last two digits (the developers page's table). */
function outcomeKey(phone: string) {
  const ending = phone.replace(/\D/g, '').slice(-2);
  const known = TEST_ENDINGS.find((e) => e === ending);
  return known
    ? (`developers.testNumbers.outcomes.e${known}` as const)
    : ('playground.today.otherEnding' as const);
}

/** `/test_today`: today's (UTC) sandbox payments of the selected shop, with the simulator's outcome. */
export function TestTodayPage() {
  const { t } = useTranslation();
  const locale = useLocale();
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
          <Table.ScrollContainer minWidth={760}>
            <Table striped data-testid="today-activity">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('playground.today.time')}</Table.Th>
                  <Table.Th>{t('playground.today.reference')}</Table.Th>
                  <Table.Th>{t('playground.today.number')}</Table.Th>
                  <Table.Th>{t('playground.today.amount')}</Table.Th>
                  <Table.Th>{t('playground.today.status')}</Table.Th>
                  <Table.Th>{t('playground.today.outcome')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {today.data.items.map((row) => (
                  <Table.Tr key={row._id}>
                    <Table.Td>{formatDateTime(row.created_at, locale)}</Table.Td>
                    <Table.Td>{row.reference}</Table.Td>
                    <Table.Td>
                      {row.type === 'CARD' ? t('playground.today.card') : formatPhone(row.phone_number)}
                    </Table.Td>
                    <Table.Td>{formatMoney(row.amount, locale)}</Table.Td>
                    <Table.Td>
                      <Badge variant="light">{row.status}</Badge>
                    </Table.Td>
                    <Table.Td>{row.type === 'CARD' ? '—' : t(outcomeKey(row.phone_number))}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Paper>
    </Stack>
  );
}
