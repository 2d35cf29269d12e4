import { Alert, Button, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle, IconChartBar, IconLayout, IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../shared/forms/server-errors.ts';
import { EmptyState } from '../../../shared/ui/empty-state.tsx';
import { LocalizedLink } from '../../../shared/ui/localized-link.tsx';
import { usePaymentPages } from '../api/payment-pages-queries.ts';
import { PagesTable } from '../components/pages-table.tsx';
import { ShopRequired } from '../components/shop-required.tsx';

function PagesList({ shop }: { shop: string }) {
  const { t } = useTranslation();
  const pages = usePaymentPages(shop);
  return (
    <Paper withBorder radius="md" p="lg">
      <Stack gap="md">
        <Group justify="space-between" align="flex-start">
          <div>
            <Title order={2} size="h3">
              {t('paymentPages.list.title')}
            </Title>
            <Text size="sm" c="dimmed">
              {t('paymentPages.list.intro')}
            </Text>
          </div>
          <Group gap="sm">
            <Button
              variant="default"
              component={LocalizedLink}
              to="/feexpage/board"
              leftSection={<IconChartBar size={16} />}
            >
              {t('paymentPages.list.board')}
            </Button>
            <Button component={LocalizedLink} to="/feexpage/paymentLink" leftSection={<IconPlus size={16} />}>
              {t('paymentPages.list.add')}
            </Button>
          </Group>
        </Group>
        {pages.isPending ? (
          <Loader />
        ) : pages.isError ? (
          <Alert color="red" icon={<IconAlertCircle size={18} />}>
            {errorMessage(pages.error, t)}
          </Alert>
        ) : pages.data.length === 0 ? (
          <EmptyState
            testId="pages-empty"
            icon={<IconLayout size={26} />}
            title={t('paymentPages.list.emptyTitle')}
            text={t('paymentPages.list.empty')}
            actions={[{ label: t('paymentPages.list.add'), to: '/feexpage/paymentLink' }]}
          />
        ) : (
          <PagesTable pages={pages.data} />
        )}
      </Stack>
    </Paper>
  );
}

/** `/feexpage`: the shop's payment pages with their statistics. */
export function PaymentPagesPage() {
  return <ShopRequired>{(shop) => <PagesList shop={shop} />}</ShopRequired>;
}
