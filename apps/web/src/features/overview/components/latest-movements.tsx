import { Anchor, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { RecentPayout, RecentTransaction } from '@platform/contracts';
import { formatDateTime, formatMoney, formatPhone } from '@platform/domain';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../shared/i18n/use-locale.ts';
import { LocalizedLink } from '../../../shared/ui/localized-link.tsx';
import { Reference } from '../../../shared/ui/reference.tsx';
import { StatusBadge } from './status-badge.tsx';

type Row = {
  _id: string;
  reference: string;
  status: string;
  amount: number;
  phoneNumber: string;
  date: string;
};

function MovementTable({
  title,
  rows,
  empty,
  linkOf,
  allTo,
  testId,
}: {
  title: string;
  rows: Row[];
  empty: string;
  linkOf: (id: string) => string;
  allTo: string;
  testId: string;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <Paper withBorder radius="md" p="lg">
      <Stack gap="sm">
        <Title order={3} size="h4" c="navy.7">
          {title}
        </Title>
        {rows.length === 0 ? (
          <Text c="dimmed" size="sm">
            {empty}
          </Text>
        ) : (
          // A list, not a table: a half-width card has no room for four columns (issue 21).
          <Stack gap={0} data-testid={testId}>
            {rows.map((row, index) => (
              <Group
                key={row._id}
                justify="space-between"
                align="flex-start"
                wrap="nowrap"
                gap="sm"
                py="xs"
                // A line between rows (an inline style: a file of its own was one more request before the first paint).
                style={index > 0 ? { borderTop: '1px solid var(--mantine-color-gray-2)' } : undefined}
                data-reference={row.reference}
              >
                <Stack gap={2} style={{ minWidth: 0 }}>
                  <Reference
                    value={row.reference}
                    render={(short) => (
                      <Anchor component={LocalizedLink} to={linkOf(row._id)} ff="monospace" fz="sm">
                        {short}
                      </Anchor>
                    )}
                  />
                  <Text size="xs" c="dimmed">
                    {formatPhone(row.phoneNumber)} · {formatDateTime(row.date, locale)}
                  </Text>
                </Stack>
                <Stack gap={4} align="flex-end" style={{ flexShrink: 0 }}>
                  <Text size="sm" fw={600} style={{ whiteSpace: 'nowrap' }}>
                    {formatMoney(row.amount, locale)}
                  </Text>
                  <StatusBadge status={row.status} />
                </Stack>
              </Group>
            ))}
          </Stack>
        )}
        <Anchor component={LocalizedLink} to={allTo} size="sm">
          {t('overview.latest.all')}
        </Anchor>
      </Stack>
    </Paper>
  );
}

/** The five latest payments and payouts of the shop. */
export function LatestMovements({
  transactions,
  payouts,
  sandbox,
  show,
}: {
  transactions: RecentTransaction[];
  payouts: RecentPayout[];
  sandbox: boolean;
  /** What the caller may see (a payout-only team member sees no payment, and the reverse). */
  show: { transactions: boolean; payouts: boolean };
}) {
  const { t } = useTranslation();
  const base = sandbox ? '/sandbox' : '';
  return (
    <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md">
      {show.transactions ? (
        <MovementTable
          title={t('overview.latest.transactions')}
          rows={transactions}
          empty={t('overview.latest.noTransactions')}
          linkOf={(id) => `${base}/transactions/detail/${id}`}
          allTo={`${base}/transactions`}
          testId="latest-transactions"
        />
      ) : null}
      {show.payouts ? (
        <MovementTable
          title={t('overview.latest.payouts')}
          rows={payouts}
          empty={t('overview.latest.noPayouts')}
          linkOf={(id) => (sandbox ? '/sandbox/payouts' : `/payouts/detail/${id}`)}
          allTo={`${base}/payouts`}
          testId="latest-payouts"
        />
      ) : null}
    </SimpleGrid>
  );
}
