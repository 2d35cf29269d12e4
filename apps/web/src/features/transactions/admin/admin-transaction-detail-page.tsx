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
import { adminTransactionsApi } from './admin-transactions-api.ts';

/** `/admin/transactions/detail/{id}`: the merchant's detail view for staff, with a status re-check. */
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
  return (
    <Stack gap="lg">
      <Anchor component={Link} to={localize('/admin/transactions')} size="sm">
        {t('transactions.detail.back')}
      </Anchor>
      {detail.isPending ? (
        <Loader />
      ) : detail.isError ? (
        <Alert color="red">{errorMessage(detail.error, t)}</Alert>
      ) : (
        <>
          <Group justify="space-between">
            <Text>
              <Anchor component={Link} to={localize(`/admin/merchants/view/${detail.data.merchant._id}`)}>
                {detail.data.merchant.business_name}
              </Anchor>{' '}
              · {detail.data.shop.name}
            </Text>
            {detail.data.transaction.status === 'PENDING' ? (
              <Button
                loading={recheck.isPending}
                onClick={() => recheck.mutate()}
                data-testid="transaction-recheck"
              >
                {t('transactionsAdmin.recheck')}
              </Button>
            ) : null}
          </Group>
          <TransactionSummaryCard detail={detail.data} />
          <Grid gutter="lg">
            <Grid.Col span={{ base: 12, md: 7 }}>
              <TransactionTimeline items={detail.data.timeline} />
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 5 }}>
              <Stack gap="lg">
                <FeesCard fees={detail.data.fees} />
                <LedgerCard entries={detail.data.ledger} />
              </Stack>
            </Grid.Col>
          </Grid>
          <DeliveriesCard deliveries={detail.data.deliveries} />
        </>
      )}
    </Stack>
  );
}
