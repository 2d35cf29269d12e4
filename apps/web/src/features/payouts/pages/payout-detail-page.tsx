import { Alert, Button, Group, Loader, Paper, SimpleGrid, Stack, Text, Timeline, Title } from '@mantine/core';
import { formatMoney, formatPhone, networkCountry, networkName } from '@platform/domain';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { errorMessage } from '../../../shared/forms/server-errors.ts';
import { useLocale } from '../../../shared/i18n/use-locale.ts';
import { DeadEnd } from '../../../shared/ui/dead-end.tsx';
import { LocalizedLink } from '../../../shared/ui/localized-link.tsx';
import { ReceiptButton } from '../../receipts/components/receipt-button.tsx';
import { useShellUser } from '../../shell/shell-user.ts';
import { usePayoutDetail } from '../api/payouts-queries.ts';
import { PayoutStatusBadge } from '../components/payout-status-badge.tsx';
import { formatPayoutDate } from '../lib/payout-list-item.ts';
import { payoutPaths } from '../lib/payout-paths.ts';

function Field({ label, value, testId }: { label: string; value: string; testId?: string }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={500} data-testid={testId}>
        {value || '—'}
      </Text>
    </div>
  );
}

/**
 * `/payouts/detail/:id`, `/sendmoney/detail/:id`, and `/payouts/payoutDetail?id=` (sandbox too):
 * one payout with its fee, total, reason of a failure and timeline; followed while pending.
 */
export function PayoutDetailPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const params = useParams();
  const [search] = useSearchParams();
  const id = params.id ?? search.get('id') ?? undefined;
  const sandbox = useShellUser().in_sandbox;
  const detail = usePayoutDetail(id);
  const back =
    params.id && window.location.pathname.includes('/sendmoney/') ? '/sendmoney' : payoutPaths(sandbox).list;
  const money = (value: number) => formatMoney(value, locale);

  if (!id)
    return (
      <DeadEnd
        title={t('deadEnd.payoutTitle')}
        text={t('deadEnd.payoutText')}
        actions={[
          { label: t('deadEnd.toPayouts'), to: payoutPaths(sandbox).list },
          { label: t('deadEnd.newPayout'), to: payoutPaths(sandbox).send },
        ]}
      />
    );
  if (detail.isLoading) return <Loader size="sm" />;
  if (detail.isError || !detail.data) {
    return (
      <Stack>
        <Alert color="red">{errorMessage(detail.error, t)}</Alert>
        <Button component={LocalizedLink} to={back} variant="default" w="fit-content">
          {t('payouts.detail.back')}
        </Button>
      </Stack>
    );
  }
  const p = detail.data;
  return (
    <Stack gap="lg" maw={900} data-testid="payout-detail">
      <Group justify="space-between">
        <div>
          <Title order={2} size="h3">
            {t('payouts.detail.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {p.reference}
          </Text>
        </div>
        <Group>
          <PayoutStatusBadge status={p.status} />
          {p.status === 'SUCCESSFUL' ? <ReceiptButton kind="payout" shop={p.shop} id={p._id} /> : null}
          <Button component={LocalizedLink} to={back} variant="default">
            {t('payouts.detail.back')}
          </Button>
        </Group>
      </Group>
      <Paper withBorder radius="md" p="lg">
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
          <Field
            label={t('payouts.list.columns.number')}
            value={formatPhone(p.phoneNumber, networkCountry(p.reseau))}
          />
          <Field label={t('payouts.list.columns.network')} value={networkName(p.reseau)} />
          <Field label={t('payouts.summary.amount')} value={money(p.amount_sent)} testId="detail-amount" />
          <Field label={t('payouts.summary.fee')} value={money(p.fee)} />
          <Field label={t('payouts.summary.total')} value={money(p.total)} />
          <Field label={t('payouts.list.columns.motif')} value={p.description ?? ''} />
          <Field
            label={t('payouts.list.columns.source')}
            value={t(`payouts.list.source.${p.source}`, { defaultValue: p.source })}
          />
          <Field label={t('payouts.list.columns.date')} value={formatPayoutDate(p.date)} />
          <Field label={t('payouts.detail.completedAt')} value={formatPayoutDate(p.completed_at)} />
        </SimpleGrid>
        {p.status === 'FAILED' ? (
          <Alert color="red" mt="md" title={t('payouts.detail.reason')}>
            {p.reason_message ?? p.reason ?? ''}
          </Alert>
        ) : null}
      </Paper>
      <Paper withBorder radius="md" p="lg">
        <Title order={3} size="h5" mb="md">
          {t('payouts.detail.timeline')}
        </Title>
        <Timeline bulletSize={14} lineWidth={2}>
          {p.events.map((e) => (
            <Timeline.Item
              key={`${e.kind}-${e.date}-${e.status ?? ''}`}
              title={t(`payouts.detail.events.${e.kind.replace('.', '_')}`, { defaultValue: e.kind })}
            >
              <Text size="xs" c="dimmed">
                {formatPayoutDate(e.date)}
                {e.status ? ` · ${t(`payouts.operatorStatus.${e.status}`, { defaultValue: e.status })}` : ''}
              </Text>
            </Timeline.Item>
          ))}
        </Timeline>
      </Paper>
    </Stack>
  );
}
