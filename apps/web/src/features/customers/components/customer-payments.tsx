import { Alert, Badge, Group, Loader, Pagination, Paper, Stack, Text, Title } from '@mantine/core';
import { formatDateTime, formatMoney } from '@platform/domain';
import { IconAlertCircle } from '@tabler/icons-react';
import { type ColumnDef, getCoreRowModel, useReactTable } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../shared/forms/server-errors.ts';
import { useLocale } from '../../../shared/i18n/use-locale.ts';
import { DataTable } from '../../../shared/ui/data-table.tsx';
import { useCustomerPayments } from '../api/customers-queries.ts';

const COLORS: Record<string, string> = { SUCCESSFUL: 'green', PENDING: 'orange', FAILED: 'red' };

type Payment = NonNullable<ReturnType<typeof useCustomerPayments>['data']>['payments'][number];
type Status = 'SUCCESSFUL' | 'PENDING' | 'FAILED';

/** The payments as a DataTable (a card each on a phone: amount and status in view). */
function PaymentsTable({ payments }: { payments: Payment[] }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const columns = useMemo<ColumnDef<Payment>[]>(
    () => [
      {
        id: 'date',
        header: t('customers.payments.date'),
        meta: { nowrap: true },
        cell: ({ row }) => formatDateTime(row.original.date, locale),
      },
      {
        id: 'reference',
        header: t('customers.payments.reference'),
        meta: { card: 'title' },
        cell: ({ row }) => (
          <>
            <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
              {row.original.reference}
            </Text>
            {row.original.description ? (
              <Text size="xs" c="dimmed">
                {row.original.description}
              </Text>
            ) : null}
          </>
        ),
      },
      {
        id: 'network',
        header: t('customers.payments.network'),
        cell: ({ row }) => row.original.reseau.toUpperCase(),
      },
      {
        id: 'amount',
        header: t('customers.payments.amount'),
        meta: { card: 'amount', align: 'right', nowrap: true },
        cell: ({ row }) => formatMoney(row.original.amount, locale),
      },
      {
        id: 'status',
        header: t('customers.payments.status'),
        meta: { card: 'status', nowrap: true },
        cell: ({ row }) => {
          const status = (row.original.status in COLORS ? row.original.status : 'FAILED') as Status;
          return (
            <Badge variant="light" color={COLORS[status]}>
              {t(`customers.status.${status}`)}
            </Badge>
          );
        },
      },
    ],
    [t, locale],
  );
  const table = useReactTable({
    data: payments,
    columns,
    getCoreRowModel: getCoreRowModel(),
    getRowId: (p) => p._id,
  });
  return <DataTable table={table} testId="customer-payments" striped={false} />;
}

/** The payments of a customer to its shop, newest first, ten per page. */
export function CustomerPayments({ id }: { id: string }) {
  const { t } = useTranslation();
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
            <PaymentsTable payments={payments.data.payments} />
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
