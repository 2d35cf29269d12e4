import { Alert, Badge, Group, Loader, Pagination, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { formatDateTime, formatMoney } from '@platform/domain';
import { IconAlertCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../shared/forms/server-errors.ts';
import { useLocale } from '../../../shared/i18n/use-locale.ts';
import { useCustomerPayments } from '../api/customers-queries.ts';

const COLORS: Record<string, string> = { SUCCESSFUL: 'green', PENDING: 'orange', FAILED: 'red' };

/** The payments of a customer to its shop, newest first, ten per page. */
export function CustomerPayments({ id }: { id: string }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const [page, setPage] = useState(1);
  const payments = useCustomerPayments(id, page);
  return (
    <Paper withBorder radius="md" p="lg">
      <Stack gap="md">
        <Title order={3} size="h4" c="navy.7">
          {t('customers.payments.title')}
        </Title>
        {payments.isPending ? (
          <Loader />
        ) : payments.isError ? (
          <Alert color="red" icon={<IconAlertCircle size={18} />}>
            {errorMessage(payments.error, t)}
          </Alert>
        ) : payments.data.total === 0 ? (
          <Text c="dimmed">{t('customers.payments.empty')}</Text>
        ) : (
          <>
            <Table.ScrollContainer minWidth={560}>
              <Table verticalSpacing="xs" data-testid="customer-payments">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('customers.payments.date')}</Table.Th>
                    <Table.Th>{t('customers.payments.reference')}</Table.Th>
                    <Table.Th>{t('customers.payments.network')}</Table.Th>
                    <Table.Th ta="right">{t('customers.payments.amount')}</Table.Th>
                    <Table.Th>{t('customers.payments.status')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {payments.data.payments.map((p) => (
                    <Table.Tr key={p._id}>
                      <Table.Td>{formatDateTime(p.date, locale)}</Table.Td>
                      <Table.Td>
                        <Text size="sm">{p.reference}</Text>
                        {p.description ? (
                          <Text size="xs" c="dimmed">
                            {p.description}
                          </Text>
                        ) : null}
                      </Table.Td>
                      <Table.Td>{p.reseau.toUpperCase()}</Table.Td>
                      <Table.Td ta="right">{formatMoney(p.amount, locale)}</Table.Td>
                      <Table.Td>
                        <Badge variant="light" color={COLORS[p.status] ?? 'red'}>
                          {t(
                            `customers.status.${(p.status in COLORS ? p.status : 'FAILED') as 'SUCCESSFUL' | 'PENDING' | 'FAILED'}`,
                          )}
                        </Badge>
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
            {payments.data.total > payments.data.limit ? (
              <Group justify="flex-end">
                <Pagination
                  total={Math.ceil(payments.data.total / payments.data.limit)}
                  value={page}
                  onChange={setPage}
                  size="sm"
                />
              </Group>
            ) : null}
          </>
        )}
      </Stack>
    </Paper>
  );
}
