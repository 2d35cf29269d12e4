import { Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { TransactionDetailResponse } from '@platform/contracts';
import { formatDateTime, formatMoney, formatPhone, networkCountry, networkName } from '@platform/domain';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../shared/i18n/use-locale.ts';
import { customerName } from '../lib/transaction-format.ts';
import { CopyAction } from './copy-action.tsx';
import { StatusBadge } from './status-badge.tsx';

type Detail = TransactionDetailResponse;

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

/** Who paid, how, where it stands, with copy buttons for the reference, the number and the page link. */
export function TransactionSummaryCard({ detail }: { detail: Detail }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const tx = detail.transaction;
  const none = <Text c="dimmed">{t('transactions.detail.none')}</Text>;
  const knownSources = ['api', 'link', 'page', 'checkout', 'dashboard'];
  return (
    <Paper withBorder radius="md" p="lg">
      <Stack gap="md">
        <Group justify="space-between">
          <Group gap="sm">
            <Title order={3} size="h4">
              {formatMoney(tx.amount, locale)}
            </Title>
            <StatusBadge status={tx.status} />
          </Group>
          <Group gap={4}>
            <Text size="sm" c="dimmed">
              {t('transactions.copy.link')}
            </Text>
            <CopyAction
              value={window.location.href}
              label={t('transactions.copy.link')}
              done={t('transactions.copy.linkDone')}
              testId="copy-link"
            />
          </Group>
        </Group>
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="md">
          <Field label={t('transactions.detail.reference')}>
            <Group gap={4} wrap="nowrap">
              <Text
                ff="monospace"
                size="sm"
                data-testid="detail-reference"
                style={{ wordBreak: 'break-all' }}
              >
                {tx.reference}
              </Text>
              <CopyAction
                value={tx.reference}
                label={t('transactions.copy.reference')}
                done={t('transactions.copy.referenceDone')}
                testId="copy-reference"
              />
            </Group>
          </Field>
          <Field label={t('transactions.detail.merchantReference')}>{tx.merchant_reference ?? none}</Field>
          <Field label={t('transactions.detail.operatorReference')}>
            {tx.operator_reference ? (
              <Text ff="monospace" size="sm">
                {tx.operator_reference}
              </Text>
            ) : (
              none
            )}
          </Field>
          <Field label={t('transactions.detail.phone')}>
            <Group gap={4} wrap="nowrap">
              <Text size="sm">{formatPhone(tx.phone_number, networkCountry(tx.network))}</Text>
              <CopyAction
                value={tx.phone_number}
                label={t('transactions.copy.phone')}
                done={t('transactions.copy.phoneDone')}
              />
            </Group>
          </Field>
          <Field label={t('transactions.detail.network')} testId="detail-network">
            {networkName(tx.network)} · {t(`transactions.type.${tx.type}`)}
          </Field>
          <Field label={t('transactions.detail.source')}>
            {knownSources.includes(tx.source) ? t(`transactions.source.${tx.source as 'api'}`) : tx.source}
          </Field>
          <Field label={t('transactions.detail.customer')}>
            {customerName(tx.first_name, tx.last_name) ?? none}
          </Field>
          <Field label={t('transactions.detail.email')}>{tx.email ?? none}</Field>
          <Field label={t('transactions.detail.description')}>{tx.description ?? none}</Field>
          <Field label={t('transactions.detail.createdAt')}>{formatDateTime(tx.created_at, locale)}</Field>
          <Field label={t('transactions.detail.completedAt')}>
            {tx.completed_at ? formatDateTime(tx.completed_at, locale) : none}
          </Field>
          {tx.status === 'FAILED' && (
            <Field label={t('transactions.detail.reason')}>
              {[tx.reason_code, tx.reason_message].filter(Boolean).join(' — ') || none}
            </Field>
          )}
        </SimpleGrid>
      </Stack>
    </Paper>
  );
}

/** Amount, fee, what the customer paid and what the shop gets. */
export function FeesCard({ fees }: { fees: Detail['fees'] }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const line = (label: string, value: number, testId: string, strong = false) => (
    <Group justify="space-between">
      <Text size="sm">{label}</Text>
      <Text size="sm" fw={strong ? 700 : 500} data-testid={testId}>
        {formatMoney(value, locale)}
      </Text>
    </Group>
  );
  return (
    <Paper withBorder radius="md" p="lg" data-testid="fees-card">
      <Stack gap="xs">
        <Title order={3} size="h5">
          {t('transactions.detail.fees')}
        </Title>
        {line(t('transactions.detail.amount'), fees.amount, 'fees-amount')}
        {line(t('transactions.detail.fee'), fees.fee, 'fees-fee')}
        {line(t('transactions.detail.customerPays'), fees.customer_pays, 'fees-customer-pays')}
        {line(t('transactions.detail.merchantReceives'), fees.merchant_receives, 'fees-net', true)}
        <Text size="xs" c="dimmed">
          {t('transactions.detail.feePaidBy')}{' '}
          {fees.fee_paid_by === 'customer'
            ? t('transactions.detail.feePaidByCustomer')
            : t('transactions.detail.feePaidByMerchant')}
        </Text>
      </Stack>
    </Paper>
  );
}
