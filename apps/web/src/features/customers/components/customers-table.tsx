import { Anchor, Table, Text } from '@mantine/core';
import type { CustomerView } from '@platform/contracts';
import { formatDate, formatMoney, formatPhone } from '@platform/domain';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../shared/i18n/use-locale.ts';
import { LocalizedLink } from '../../../shared/ui/localized-link.tsx';
import { customerName } from '../lib/customer-paths.ts';

type Props = {
  customers: CustomerView[];
  /** The detail page of a row (live), or null to open it with `onOpen` (sandbox). */
  detailOf: ((id: string) => string) | null;
  onOpen: (customer: CustomerView) => void;
};

/** One line per customer: name, phone, e-mail, payments and what they paid. */
export function CustomersTable({ customers, detailOf, onOpen }: Props) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <Table.ScrollContainer minWidth={760}>
      <Table verticalSpacing="sm" highlightOnHover data-testid="customers-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('customers.fields.name')}</Table.Th>
            <Table.Th>{t('customers.fields.phone')}</Table.Th>
            <Table.Th>{t('customers.fields.email')}</Table.Th>
            <Table.Th ta="right">{t('customers.fields.payments')}</Table.Th>
            <Table.Th ta="right">{t('customers.fields.amountPaid')}</Table.Th>
            <Table.Th>{t('customers.fields.createdAt')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {customers.map((c) => {
            const name = customerName(c) ?? t('customers.unnamed');
            return (
              <Table.Tr key={c._id} data-testid="customer-row">
                <Table.Td>
                  {detailOf ? (
                    <Anchor component={LocalizedLink} to={detailOf(c._id)}>
                      {name}
                    </Anchor>
                  ) : (
                    <Anchor component="button" type="button" onClick={() => onOpen(c)}>
                      {name}
                    </Anchor>
                  )}
                </Table.Td>
                <Table.Td>{formatPhone(c.phoneNumber)}</Table.Td>
                <Table.Td>
                  <Text size="sm">{c.email ?? '—'}</Text>
                </Table.Td>
                <Table.Td ta="right">{c.payments}</Table.Td>
                <Table.Td ta="right">{formatMoney(c.amount_paid, locale)}</Table.Td>
                <Table.Td>{formatDate(c.created_at, locale)}</Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
