import { Button, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../shared/ui/empty-state.tsx';
import { LocalizedLink } from '../../../shared/ui/localized-link.tsx';
import { SampleDataButton } from '../../sample-data/components/sample-data-button.tsx';
import { useShellUser } from '../../shell/shell-user.ts';
import { useShops } from '../../shops/shops-context.ts';
import { usePayoutList } from '../api/payouts-queries.ts';
import { BalanceStrip } from '../components/balance-strip.tsx';
import { PayoutsTable } from '../components/payouts-table.tsx';
import { payoutPaths } from '../lib/payout-paths.ts';

type Props = {
  /** `sendmoney`: the single payouts sent from the dashboard; `payouts`: every payout of the shop. */
  variant: 'sendmoney' | 'payouts';
};

function PayoutListPage({ variant }: Props) {
  const { t } = useTranslation();
  const sandbox = useShellUser().in_sandbox;
  const paths = payoutPaths(sandbox);
  const shop = useShops().selected;
  const sendmoney = variant === 'sendmoney';
  const { list, isLoading } = usePayoutList(shop?._id, sandbox ? 0 : 1, sendmoney ? ['single'] : undefined);
  const detailPath = sendmoney ? (id: string) => `/sendmoney/detail/${encodeURIComponent(id)}` : paths.detail;
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end">
        <div>
          <Title order={2} size="h3">
            {t(sendmoney ? 'payouts.sendmoney.title' : 'payouts.list.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t(sendmoney ? 'payouts.sendmoney.intro' : 'payouts.list.intro')}
          </Text>
        </div>
        <Group>
          {!sandbox && !sendmoney ? (
            <Button component={LocalizedLink} to="/payouts/transfer" variant="default">
              {t('payouts.list.transfer')}
            </Button>
          ) : null}
          <Button
            component={LocalizedLink}
            to={sendmoney ? '/sendmoney/form' : paths.send}
            data-testid="payout-new"
          >
            {t(sendmoney ? 'payouts.sendmoney.send' : 'payouts.list.new')}
          </Button>
        </Group>
      </Group>
      <BalanceStrip shop={shop?._id} />
      <Paper withBorder radius="md" p="md">
        {isLoading ? (
          <Loader size="sm" />
        ) : list.length === 0 ? (
          <EmptyState
            testId="payouts-empty"
            title={t(sendmoney ? 'payouts.sendmoney.emptyTitle' : 'payouts.list.emptyTitle')}
            text={t(sendmoney ? 'payouts.sendmoney.emptyText' : 'payouts.list.emptyText')}
            actions={[
              {
                label: t(sendmoney ? 'payouts.sendmoney.send' : 'payouts.list.new'),
                to: sendmoney ? '/sendmoney/form' : paths.send,
              },
              ...(sandbox || sendmoney
                ? []
                : [{ label: t('payouts.list.emptyList'), to: '/payout_list/liste' }]),
            ]}
          >
            <SampleDataButton />
          </EmptyState>
        ) : (
          <PayoutsTable list={list} detailPath={detailPath} showSource={!sendmoney} />
        )}
      </Paper>
    </Stack>
  );
}

/** `/payouts` and `/sandbox/payouts`: every payout of the shop (`POST payouts/readall`). */
export function PayoutsPage() {
  return <PayoutListPage variant="payouts" />;
}

/** `/sendmoney`: the money sent one payout at a time from the dashboard. */
export function SendMoneyPage() {
  return <PayoutListPage variant="sendmoney" />;
}
