import { Anchor, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { AdminPayoutDetail } from '@platform/contracts';
import { formatDateTime, formatMoney, formatPhone, networkCountry, networkName } from '@platform/domain';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLocale, useLocalizedPath } from '../../../shared/i18n/use-locale.ts';
import { CopyAction } from '../components/copy-action.tsx';
import { StatusBadge } from '../components/status-badge.tsx';
import { KindBadge } from './admin-transactions-table.tsx';

const SOURCES = ['single', 'api', 'list', 'refund', 'withdrawal'];

function Field({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) {
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <div data-testid={testId}>{children}</div>
    </Stack>
  );
}

/** A payout or a refund for staff: what left the balance, to whom, where it stands, what it refunds. */
export function AdminPayoutSummary({ detail }: { detail: AdminPayoutDetail }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const localize = useLocalizedPath();
  const p = detail.payout;
  const none = <Text c="dimmed">{t('transactionsAdmin.payout.none')}</Text>;
  const at = (value: string | null) => (value ? formatDateTime(value, locale) : none);
  return (
    <Paper withBorder radius="md" p="lg" data-testid="payout-summary">
      <Stack gap="md">
        <Group gap="sm">
          <Title order={3} size="h4">
            {formatMoney(p.amount, locale)}
          </Title>
          <KindBadge kind={detail.kind} />
          <StatusBadge status={p.status} />
        </Group>
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="md">
          <Field label={t('transactionsAdmin.payout.reference')}>
            <Group gap={4} wrap="nowrap">
              <Text
                ff="monospace"
                size="sm"
                data-testid="detail-reference"
                style={{ wordBreak: 'break-all' }}
              >
                {p.reference}
              </Text>
              <CopyAction
                value={p.reference}
                label={t('transactions.copy.reference')}
                done={t('transactions.copy.referenceDone')}
              />
            </Group>
          </Field>
          <Field label={t('transactionsAdmin.payout.source')}>
            {SOURCES.includes(p.source) ? t(`transactionsAdmin.sources.${p.source as 'api'}`) : p.source}
          </Field>
          {detail.refund ? (
            <Field label={t('transactionsAdmin.payout.refundedTransaction')} testId="refunded-transaction">
              <Anchor
                component={Link}
                to={localize(
                  `/admin/transactions/detail/${encodeURIComponent(detail.refund.transaction._id)}`,
                )}
                ff="monospace"
                size="sm"
              >
                {detail.refund.transaction.reference}
              </Anchor>
            </Field>
          ) : null}
          {detail.refund ? (
            <Field label={t('transactionsAdmin.payout.refundReason')}>{detail.refund.reason ?? none}</Field>
          ) : null}
          <Field label={t('transactionsAdmin.payout.network')}>{networkName(p.network)}</Field>
          <Field label={t('transactionsAdmin.payout.phone')}>
            {formatPhone(p.phone_number, networkCountry(p.network))}
          </Field>
          <Field label={t('transactionsAdmin.payout.fee')}>{formatMoney(p.fee, locale)}</Field>
          <Field label={t('transactionsAdmin.payout.total')} testId="payout-total">
            {formatMoney(p.total, locale)}
          </Field>
          <Field label={t('transactionsAdmin.payout.motif')}>{p.motif ?? none}</Field>
          <Field label={t('transactionsAdmin.payout.operatorReference')}>
            {p.operator_reference ? (
              <Text ff="monospace" size="sm">
                {p.operator_reference}
              </Text>
            ) : (
              none
            )}
          </Field>
          <Field label={t('transactionsAdmin.payout.state')}>
            <Text ff="monospace" size="sm">
              {p.state}
            </Text>
          </Field>
          <Field label={t('transactionsAdmin.payout.checks')}>
            {p.checks}
            {p.next_check_at
              ? ` · ${t('transactionsAdmin.payout.nextCheck')} ${formatDateTime(p.next_check_at, locale)}`
              : ''}
          </Field>
          <Field label={t('transactionsAdmin.payout.createdAt')}>{at(p.created_at)}</Field>
          <Field label={t('transactionsAdmin.payout.submittedAt')}>{at(p.submitted_at)}</Field>
          <Field label={t('transactionsAdmin.payout.completedAt')}>{at(p.completed_at)}</Field>
          {p.status === 'FAILED' && (
            <Field label={t('transactionsAdmin.payout.reason')}>
              {[p.reason_code, p.reason_message].filter(Boolean).join(' — ') || none}
            </Field>
          )}
        </SimpleGrid>
      </Stack>
    </Paper>
  );
}
