import { Anchor, Badge, Table, Text } from '@mantine/core';
import type { SourcePayment } from '@platform/contracts';
import { formatDateTime, formatMoney, formatPhone } from '@platform/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLocale, useLocalizedPath } from '../../../shared/i18n/use-locale.ts';

const COLORS = { PENDING: 'yellow', SUCCESSFUL: 'green', FAILED: 'red' } as const;

/** The payment attempts made through a link or a page, each opening its transaction. */
export function SourcePaymentsTable({ payments }: { payments: SourcePayment[] }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const localize = useLocalizedPath();
  if (payments.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {t('paymentLinks.detail.noPayments')}
      </Text>
    );
  }
  return (
    <Table.ScrollContainer minWidth={720}>
      <Table verticalSpacing="xs" data-testid="source-payments">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('paymentLinks.payments.date')}</Table.Th>
            <Table.Th>{t('paymentLinks.payments.reference')}</Table.Th>
            <Table.Th>{t('paymentLinks.payments.phone')}</Table.Th>
            <Table.Th>{t('paymentLinks.payments.network')}</Table.Th>
            <Table.Th ta="right">{t('paymentLinks.payments.amount')}</Table.Th>
            <Table.Th>{t('paymentLinks.payments.status')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {payments.map((p) => (
            <Table.Tr key={p.transaction_id}>
              <Table.Td>{formatDateTime(p.created_at, locale)}</Table.Td>
              <Table.Td>
                <Anchor
                  component={Link}
                  to={localize(`/transactions/detail/${p.transaction_id}`)}
                  ff="monospace"
                  fz="sm"
                >
                  {p.reference}
                </Anchor>
              </Table.Td>
              <Table.Td>{formatPhone(p.phone_number)}</Table.Td>
              <Table.Td>{p.operator.toUpperCase()}</Table.Td>
              <Table.Td ta="right">{formatMoney(p.amount, locale)}</Table.Td>
              <Table.Td>
                <Badge color={COLORS[p.status]} variant="light">
                  {t(`paymentLinks.payments.${p.status}`)}
                </Badge>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
