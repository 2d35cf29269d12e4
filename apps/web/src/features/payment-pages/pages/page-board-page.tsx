import { Alert, Anchor, Loader, Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { formatMoney } from '@platform/domain';
import { IconAlertCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../shared/forms/server-errors.ts';
import { useLocale } from '../../../shared/i18n/use-locale.ts';
import { LocalizedLink } from '../../../shared/ui/localized-link.tsx';
import { usePaymentPages } from '../api/payment-pages-queries.ts';
import { ShopRequired } from '../components/shop-required.tsx';
import { conversionRate } from '../lib/page-form.ts';

function Board({ shop }: { shop: string }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const pages = usePaymentPages(shop);
  if (pages.isPending) return <Loader />;
  if (pages.isError) {
    return (
      <Alert color="red" icon={<IconAlertCircle size={18} />}>
        {errorMessage(pages.error, t)}
      </Alert>
    );
  }
  const list = pages.data;
  const views = list.reduce((sum, p) => sum + p.stats.views, 0);
  const payments = list.reduce((sum, p) => sum + p.stats.payments, 0);
  const collected = list.reduce((sum, p) => sum + p.stats.amount_collected, 0);
  const cards = [
    ['pages', String(list.length)],
    ['views', String(views)],
    ['payments', String(payments)],
    ['collected', formatMoney(collected, locale)],
    ['conversion', `${conversionRate(views, payments)} %`],
  ] as const;
  const top = [...list].sort((a, b) => b.stats.amount_collected - a.stats.amount_collected).slice(0, 5);
  return (
    <Stack gap="lg">
      <Title order={2} size="h3">
        {t('paymentPages.board.title')}
      </Title>
      <SimpleGrid cols={{ base: 2, md: 5 }}>
        {cards.map(([key, value]) => (
          <Paper key={key} withBorder radius="md" p="md">
            <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
              {t(`paymentPages.board.${key}`)}
            </Text>
            <Text size="xl" fw={700} data-testid={`board-${key}`}>
              {value}
            </Text>
          </Paper>
        ))}
      </SimpleGrid>
      <Paper withBorder radius="md" p="lg">
        <Stack gap="sm">
          <Title order={3} size="h5">
            {t('paymentPages.board.top')}
          </Title>
          {top.length === 0 ? (
            <Text size="sm" c="dimmed">
              {t('paymentPages.board.empty')}
            </Text>
          ) : (
            <Table verticalSpacing="xs" data-testid="board-top">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('paymentPages.columns.title')}</Table.Th>
                  <Table.Th>{t('paymentPages.columns.views')}</Table.Th>
                  <Table.Th>{t('paymentPages.columns.payments')}</Table.Th>
                  <Table.Th ta="right">{t('paymentPages.columns.collected')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {top.map((page) => (
                  <Table.Tr key={page._id}>
                    <Table.Td>
                      <Anchor
                        component={LocalizedLink}
                        to={`/feexpage/detail/${encodeURIComponent(page._id)}`}
                      >
                        {page.title}
                      </Anchor>
                    </Table.Td>
                    <Table.Td>{page.stats.views}</Table.Td>
                    <Table.Td>{page.stats.payments}</Table.Td>
                    <Table.Td ta="right" fw={600}>
                      {formatMoney(page.stats.amount_collected, locale)}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          )}
        </Stack>
      </Paper>
    </Stack>
  );
}

/** `/feexpage/board`: totals of the shop's pages and the best ones. */
export function PaymentPagesBoardPage() {
  return <ShopRequired>{(shop) => <Board shop={shop} />}</ShopRequired>;
}
