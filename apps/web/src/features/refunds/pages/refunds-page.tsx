import { Alert, Button, Group, Loader, Paper, Stack, Table, Tabs, Text, Title } from '@mantine/core';
import { formatMoney } from '@platform/domain';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../shared/forms/server-errors.ts';
import { useLocale } from '../../../shared/i18n/use-locale.ts';
import { LocalizedLink } from '../../../shared/ui/localized-link.tsx';
import { formatPayoutDate } from '../../payouts/lib/payout-list-item.ts';
import { useShops } from '../../shops/shops-context.ts';
import { useRefundLists, useRefunds } from '../api/refunds-queries.ts';
import { RefundsTable } from '../components/refunds-table.tsx';
import { refundPaths } from '../lib/refund-paths.ts';

/** `/refund`: the refunds of the shop and the refund lists. */
export function RefundsPage() {
  const { t } = useTranslation();
  const locale = useLocale();
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
              <RefundsTable refunds={refunds.data ?? []} />
            )}
          </Tabs.Panel>
          <Tabs.Panel value="lists">
            {(lists.data ?? []).length === 0 ? (
              <Text size="sm" c="dimmed">
                {t('refunds.lists.empty')}
              </Text>
            ) : (
              <Table highlightOnHover>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('refunds.lists.name')}</Table.Th>
                    <Table.Th>{t('refunds.lists.count')}</Table.Th>
                    <Table.Th>{t('refunds.lists.total')}</Table.Th>
                    <Table.Th>{t('refunds.lists.progress')}</Table.Th>
                    <Table.Th>{t('refunds.columns.date')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {(lists.data ?? []).map((l) => (
                    <Table.Tr key={l._id}>
                      <Table.Td>
                        <LocalizedLink to={refundPaths.listDetail(l._id)}>{l.name}</LocalizedLink>
                      </Table.Td>
                      <Table.Td>{l.count}</Table.Td>
                      <Table.Td>{formatMoney(l.total, locale)}</Table.Td>
                      <Table.Td>
                        {t('refunds.lists.progressValue', {
                          ok: l.successful,
                          failed: l.failed,
                          pending: l.pending,
                        })}
                      </Table.Td>
                      <Table.Td>{formatPayoutDate(l.date)}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            )}
          </Tabs.Panel>
        </Tabs>
      </Paper>
    </Stack>
  );
}
