import { Alert, Button, Group, Loader, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { formatMoney } from '@platform/domain';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { errorMessage } from '../../../shared/forms/server-errors.ts';
import { useLocale } from '../../../shared/i18n/use-locale.ts';
import { DeadEnd } from '../../../shared/ui/dead-end.tsx';
import { LocalizedLink } from '../../../shared/ui/localized-link.tsx';
import { PayoutStatusBadge } from '../../payouts/components/payout-status-badge.tsx';
import { formatPayoutDate } from '../../payouts/lib/payout-list-item.ts';
import { useRefund, useRefundList } from '../api/refunds-queries.ts';
import { RefundsTable } from '../components/refunds-table.tsx';
import { refundPaths } from '../lib/refund-paths.ts';

function Field({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={500}>{value || '—'}</Text>
    </div>
  );
}

/** `/refund/detail/:id`: one refund, followed until its payout is final. */
export function RefundDetailPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const { id } = useParams();
  const refund = useRefund(id);
  if (refund.isLoading) return <Loader size="sm" />;
  if (refund.isError || !refund.data) return <Alert color="red">{errorMessage(refund.error, t)}</Alert>;
  const r = refund.data;
  return (
    <Stack gap="lg" maw={900} data-testid="refund-detail" data-status={r.status}>
      <Group justify="space-between">
        <Title order={2} size="h3">
          {t('refunds.detail.title')}
        </Title>
        <PayoutStatusBadge status={r.status} />
      </Group>
      <Paper withBorder radius="md" p="lg">
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
          <Field label={t('refunds.columns.transaction')} value={r.transaction_reference} />
          <Field label={t('refunds.columns.number')} value={r.phoneNumber} />
          <Field label={t('refunds.columns.amount')} value={formatMoney(r.amount, locale)} />
          <Field label={t('refunds.detail.fee')} value={formatMoney(r.fee, locale)} />
          <Field label={t('refunds.detail.payout')} value={r.payout_reference ?? ''} />
          <Field label={t('refunds.columns.date')} value={formatPayoutDate(r.date)} />
          <Field label={t('refunds.detail.completedAt')} value={formatPayoutDate(r.completed_at)} />
        </SimpleGrid>
        <Alert mt="md" color={r.status === 'SUCCESSFUL' ? 'green' : r.status === 'FAILED' ? 'red' : 'yellow'}>
          {t(`refunds.detail.explain.${r.status}`)}
        </Alert>
      </Paper>
      <Button component={LocalizedLink} to={refundPaths.list} variant="default" w="fit-content">
        {t('refunds.detail.back')}
      </Button>
    </Stack>
  );
}

/** `/refund/listDetail?id=`: one refund list with its refunds and their progress. */
export function RefundListDetailPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const [params] = useSearchParams();
  const list = useRefundList(params.get('id') ?? undefined);
  if (!params.get('id'))
    return (
      <DeadEnd
        title={t('deadEnd.refundTitle')}
        text={t('deadEnd.refundText')}
        actions={[
          { label: t('deadEnd.toRefunds'), to: refundPaths.list },
          { label: t('deadEnd.newRefund'), to: refundPaths.newList },
        ]}
      />
    );
  if (list.isLoading) return <Loader size="sm" />;
  if (list.isError || !list.data) return <Alert color="red">{errorMessage(list.error, t)}</Alert>;
  const l = list.data;
  return (
    <Stack gap="lg" data-testid="refund-list-detail">
      <div>
        <Title order={2} size="h3">
          {l.name}
        </Title>
        <Text size="sm" c="dimmed">
          {t('refunds.lists.summary', { count: l.count, total: formatMoney(l.total, locale) })} ·{' '}
          {t('refunds.lists.progressValue', { ok: l.successful, failed: l.failed, pending: l.pending })}
        </Text>
      </div>
      <Paper withBorder radius="md" p="md">
        <RefundsTable refunds={l.refunds} />
      </Paper>
      <Button component={LocalizedLink} to={refundPaths.list} variant="default" w="fit-content">
        {t('refunds.detail.back')}
      </Button>
    </Stack>
  );
}
