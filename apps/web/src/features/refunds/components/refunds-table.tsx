import { Table, Text } from '@mantine/core';
import type { RefundItem } from '@platform/contracts';
import { formatMoney, formatPhone } from '@platform/domain';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../shared/i18n/use-locale.ts';
import { LocalizedLink } from '../../../shared/ui/localized-link.tsx';
import { PayoutStatusBadge } from '../../payouts/components/payout-status-badge.tsx';
import { formatPayoutDate } from '../../payouts/lib/payout-list-item.ts';
import { refundPaths } from '../lib/refund-paths.ts';

/** Refunds with the refunded transaction, amount, status and date. */
export function RefundsTable({ refunds }: { refunds: RefundItem[] }) {
  const { t } = useTranslation();
  const locale = useLocale();
  if (refunds.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {t('refunds.list.empty')}
      </Text>
    );
  }
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table highlightOnHover data-testid="refunds-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('refunds.columns.transaction')}</Table.Th>
            <Table.Th>{t('refunds.columns.number')}</Table.Th>
            <Table.Th>{t('refunds.columns.amount')}</Table.Th>
            <Table.Th>{t('refunds.columns.status')}</Table.Th>
            <Table.Th>{t('refunds.columns.date')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {refunds.map((r) => (
            <Table.Tr key={r._id} data-testid="refund-row">
              <Table.Td>
                <LocalizedLink to={refundPaths.detail(r._id)}>{r.transaction_reference}</LocalizedLink>
              </Table.Td>
              <Table.Td>{formatPhone(r.phoneNumber)}</Table.Td>
              <Table.Td>{formatMoney(r.amount, locale)}</Table.Td>
              <Table.Td>
                <PayoutStatusBadge status={r.status} />
              </Table.Td>
              <Table.Td>{formatPayoutDate(r.date)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
