import { Alert, Anchor, Button, Grid, Group, Loader, Stack, Text } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { errorMessage } from '../../../shared/forms/server-errors.ts';
import { useLocalizedPath } from '../../../shared/i18n/use-locale.ts';
import { notify } from '../../../shared/ui/notify.ts';
import { DeliveriesCard, LedgerCard } from '../components/ledger-card.tsx';
import { FeesCard, TransactionSummaryCard } from '../components/transaction-summary-card.tsx';
import { TransactionTimeline } from '../components/transaction-timeline.tsx';
import { AdminPayoutSummary } from './admin-payout-summary.tsx';
import { adminTransactionsApi } from './admin-transactions-api.ts';

/**
 * `/admin/transactions/detail/{id}`: a collection (the merchant's detail view), a payout or a
 * refund, for staff: operator exchanges, ledger entries, webhooks, and a status re-check while open.
 */
export function AdminTransactionDetailPage() {
  const { t } = useTranslation();
  const localize = useLocalizedPath();
  const id = useParams().id ?? '';
  const queryClient = useQueryClient();
  const detail = useQuery({
    queryKey: ['admin-transactions', 'detail', id],
    queryFn: () => adminTransactionsApi.detail(id),
  });
  const recheck = useMutation({
    mutationFn: () => adminTransactionsApi.recheck(id),
    onSuccess: (answer) => {
      notify('success', answer.message);
      void queryClient.invalidateQueries({ queryKey: ['admin-transactions', 'detail', id] });
    },
    onError: (error) => notify('error', errorMessage(error, t)),
  });
  if (detail.isPending) return <Loader />;
  if (detail.isError) return <Alert color="red">{errorMessage(detail.error, t)}</Alert>;
  const data = detail.data;
  const status = data.kind === 'COLLECTION' ? data.transaction.status : data.payout.status;
  return (
    <Stack gap="lg" data-testid="admin-transaction-detail" data-kind={data.kind}>
      <Anchor component={Link} to={localize('/admin/transactions')} size="sm">
        {t('transactions.detail.back')}
      </Anchor>
      <Group justify="space-between">
        <Text data-testid="detail-whose">
          <Anchor component={Link} to={localize(`/admin/merchants/view/${data.merchant._id}`)}>
            {data.merchant.business_name}
          </Anchor>{' '}
          · {data.shop.name}
        </Text>
        {status === 'PENDING' ? (
          <Button
            loading={recheck.isPending}
            onClick={() => recheck.mutate()}
            data-testid="transaction-recheck"
          >
            {t('transactionsAdmin.recheck')}
          </Button>
        ) : null}
      </Group>
      {data.kind === 'COLLECTION' ? (
        <TransactionSummaryCard detail={data} />
      ) : (
        <AdminPayoutSummary detail={data} />
      )}
      <Grid gutter="lg">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <TransactionTimeline items={data.timeline} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Stack gap="lg">
            {data.kind === 'COLLECTION' ? <FeesCard fees={data.fees} /> : null}
            <LedgerCard entries={data.ledger} />
          </Stack>
        </Grid.Col>
      </Grid>
      <DeliveriesCard deliveries={data.deliveries} />
    </Stack>
  );
}
