import { Alert, Button, Group, Loader, Paper, Stack, Tabs, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../shared/forms/server-errors.ts';
import { EmptyState } from '../../../shared/ui/empty-state.tsx';
import { LocalizedLink } from '../../../shared/ui/localized-link.tsx';
import { useShops } from '../../shops/shops-context.ts';
import { useRefundLists, useRefunds } from '../api/refunds-queries.ts';
import { RefundListsTable } from '../components/refund-lists-table.tsx';
import { RefundsList } from '../components/refunds-table.tsx';
import { refundPaths } from '../lib/refund-paths.ts';

/** `/refund`: the refunds of the shop and the refund lists. */
export function RefundsPage() {
  const { t } = useTranslation();
  const shop = useShops().selected;
  const refunds = useRefunds(shop?._id);
  const lists = useRefundLists(shop?._id);
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end">
        <div>
          <Title order={2} size="h3">
            {t('refunds.list.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('refunds.list.intro')}
          </Text>
        </div>
        <Button component={LocalizedLink} to={refundPaths.newList} data-testid="refund-new">
          {t('refunds.list.new')}
        </Button>
      </Group>
      <Paper withBorder radius="md" p="md">
        <Tabs defaultValue="refunds">
          <Tabs.List mb="md">
            <Tabs.Tab value="refunds">{t('refunds.list.tabRefunds')}</Tabs.Tab>
            <Tabs.Tab value="lists">{t('refunds.list.tabLists')}</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="refunds">
            {refunds.isLoading ? (
              <Loader size="sm" />
            ) : refunds.isError ? (
              <Alert color="red">{errorMessage(refunds.error, t)}</Alert>
            ) : (
              <RefundsList
                refunds={refunds.data ?? []}
                empty={
                  <EmptyState
                    testId="refunds-empty"
                    title={t('refunds.list.emptyTitle')}
                    text={t('refunds.list.emptyText')}
                    actions={[
                      { label: t('refunds.list.emptyFromTransactions'), to: '/transactions' },
                      { label: t('refunds.list.emptyNewList'), to: refundPaths.newList },
                    ]}
                  />
                }
              />
            )}
          </Tabs.Panel>
          <Tabs.Panel value="lists">
            {(lists.data ?? []).length === 0 ? (
              <Text size="sm" c="dimmed">
                {t('refunds.lists.empty')}
              </Text>
            ) : (
              <RefundListsTable lists={lists.data ?? []} />
            )}
          </Tabs.Panel>
        </Tabs>
      </Paper>
    </Stack>
  );
}
