import { Anchor, Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import type { RecentPayout, RecentTransaction } from '@platform/contracts';
import { formatDateTime, formatMoney, formatPhone } from '@platform/domain';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../shared/i18n/use-locale.ts';
import { LocalizedLink } from '../../../shared/ui/localized-link.tsx';
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
          <Table.ScrollContainer minWidth={420}>
            <Table verticalSpacing="xs" data-testid={testId}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('overview.latest.reference')}</Table.Th>
                  <Table.Th>{t('overview.latest.phone')}</Table.Th>
                  <Table.Th ta="right">{t('overview.latest.amount')}</Table.Th>
                  <Table.Th>{t('overview.latest.status')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((row) => (
                  <Table.Tr key={row._id}>
                    <Table.Td>
                      <Anchor component={LocalizedLink} to={linkOf(row._id)} size="sm">
                        {row.reference}
                      </Anchor>
                      <Text size="xs" c="dimmed">
                        {formatDateTime(row.date, locale)}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      <Text size="sm">{formatPhone(row.phoneNumber)}</Text>
                    </Table.Td>
                    <Table.Td ta="right">
                      <Text size="sm" fw={600}>
                        {formatMoney(row.amount, locale)}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      <StatusBadge status={row.status} />
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
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
