import { Paper, Table, Text } from '@mantine/core';
import type { SummaryKind, SummaryResponse } from '@platform/contracts';
import { formatMoney } from '@platform/domain';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../shared/i18n/use-locale.ts';

const KINDS: SummaryKind[] = ['collection', 'payout', 'refund'];

/** The period report: per kind, one line per network and a total line; the net effect at the end. */
export function SummaryTable({ summary }: { summary: SummaryResponse }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const money = (value: number) => formatMoney(value, locale);
  return (
    <Paper withBorder radius="md" p="lg">
      <Table.ScrollContainer minWidth={720}>
        <Table verticalSpacing="xs" data-testid="summary-table">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('overview.summary.kind')}</Table.Th>
              <Table.Th>{t('overview.summary.network')}</Table.Th>
              <Table.Th ta="right">{t('overview.summary.count')}</Table.Th>
              <Table.Th ta="right">{t('overview.summary.failed')}</Table.Th>
              <Table.Th ta="right">{t('overview.summary.amount')}</Table.Th>
              <Table.Th ta="right">{t('overview.summary.fees')}</Table.Th>
              <Table.Th ta="right">{t('overview.summary.net')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {KINDS.flatMap((kind) => {
              const total = summary.totals[kind];
              const lines = summary.rows.filter((r) => r.kind === kind);
              return [
                ...lines.map((row) => (
                  <Table.Tr key={`${kind}-${row.network}`} data-testid={`summary-${kind}-${row.network}`}>
                    <Table.Td>{t(`overview.summary.kinds.${kind}`)}</Table.Td>
                    <Table.Td>{row.label}</Table.Td>
                    <Table.Td ta="right">{row.count}</Table.Td>
                    <Table.Td ta="right">{row.failed}</Table.Td>
                    <Table.Td ta="right">{money(row.amount)}</Table.Td>
                    <Table.Td ta="right">{money(row.fees)}</Table.Td>
                    <Table.Td ta="right">{money(row.net)}</Table.Td>
                  </Table.Tr>
                )),
                <Table.Tr key={`${kind}-total`} fw={700} bg="gray.0" data-testid={`summary-${kind}-total`}>
                  <Table.Td>{t(`overview.summary.kinds.${kind}`)}</Table.Td>
                  <Table.Td>{t('overview.summary.total')}</Table.Td>
                  <Table.Td ta="right">{total.count}</Table.Td>
                  <Table.Td ta="right">{total.failed}</Table.Td>
                  <Table.Td ta="right">{money(total.amount)}</Table.Td>
                  <Table.Td ta="right">{money(total.fees)}</Table.Td>
                  <Table.Td ta="right">{money(total.net)}</Table.Td>
                </Table.Tr>,
              ];
            })}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Text mt="md" fw={700} data-testid="summary-net" data-amount={summary.net}>
        {t('overview.summary.balanceEffect', { amount: money(summary.net) })}
      </Text>
    </Paper>
  );
}
