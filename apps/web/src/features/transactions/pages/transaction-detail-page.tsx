import { Alert, Anchor, Grid, Group, Loader, Stack } from '@mantine/core';
import { IconAlertCircle, IconArrowLeft } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { errorMessage } from '../../../shared/forms/server-errors.ts';
import { useLocalizedPath } from '../../../shared/i18n/use-locale.ts';
import { ReceiptButton } from '../../receipts/components/receipt-button.tsx';
import { TransactionRefundsCard } from '../../refunds/components/transaction-refunds-card.tsx';
import { useShellUser } from '../../shell/shell-user.ts';
import { useShops } from '../../shops/shops-context.ts';
import { useTransactionDetail } from '../api/transactions-queries.ts';
import { DeliveriesCard, LedgerCard } from '../components/ledger-card.tsx';
import { FeesCard, TransactionSummaryCard } from '../components/transaction-summary-card.tsx';
import { TransactionTimeline } from '../components/transaction-timeline.tsx';
import { transactionPaths } from '../lib/transaction-paths.ts';

/** `/transactions/detail/{id}` and its sandbox twin; an open transaction is followed until final. */
export function TransactionDetailPage() {
  const { t } = useTranslation();
  const localize = useLocalizedPath();
  const paths = transactionPaths(useShellUser().in_sandbox);
  const shop = useShops().selected;
  const id = useParams().id;
  const detail = useTransactionDetail(shop?._id, id, true);

  return (
    <Stack gap="lg">
      <Group justify="space-between">
        <Anchor component={Link} to={localize(paths.list)} size="sm">
          <IconArrowLeft size={14} style={{ verticalAlign: 'middle' }} /> {t('transactions.detail.back')}
        </Anchor>
        {detail.data?.transaction.status === 'SUCCESSFUL' ? (
          <ReceiptButton kind="transaction" shop={shop?._id} id={detail.data.transaction._id} />
        ) : null}
      </Group>
      {detail.isPending ? (
        <Loader />
      ) : detail.isError ? (
        <Alert color="red" icon={<IconAlertCircle size={18} />} data-testid="transaction-error">
          {errorMessage(detail.error, t)}
        </Alert>
      ) : (
        <>
          <TransactionSummaryCard detail={detail.data} />
          {detail.data.transaction.status === 'SUCCESSFUL' ? (
            <TransactionRefundsCard transactionId={detail.data.transaction._id} />
          ) : null}
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
