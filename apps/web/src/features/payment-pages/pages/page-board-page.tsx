import { Alert, Loader, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { formatMoney } from '@platform/domain';
import { IconAlertCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../shared/forms/server-errors.ts';
import { useLocale } from '../../../shared/i18n/use-locale.ts';
import { usePaymentPages } from '../api/payment-pages-queries.ts';
import { BoardTable } from '../components/board-table.tsx';
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
          {list.length === 0 ? (
            <Text size="sm" c="dimmed">
              {t('paymentPages.board.empty')}
            </Text>
          ) : (
            <BoardTable pages={list} />
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
