import { Badge, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { CustomerView } from '@platform/contracts';
import { formatDateTime, formatMoney, formatPhone } from '@platform/domain';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../shared/i18n/use-locale.ts';
import { customerName } from '../lib/customer-paths.ts';

function Field({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) {
  return (
    <div>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text fw={500} component="div" data-testid={testId}>
        {children}
      </Text>
    </div>
  );
}

/** A customer's details and the totals of its successful payments. */
export function CustomerCard({ customer, actions }: { customer: CustomerView; actions?: ReactNode }) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <Paper withBorder radius="md" p="lg">
      <Stack gap="md">
        <Group justify="space-between" align="flex-start">
          <div>
            <Title order={2} size="h3" c="navy.7" data-testid="customer-name">
              {customerName(customer) ?? t('customers.unnamed')}
            </Title>
            <Badge variant="light" mt={4}>
              {t(`customers.sources.${customer.source}`)}
            </Badge>
          </div>
          {actions}
        </Group>
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
          <Field label={t('customers.fields.phone')} testId="customer-phone">
            {formatPhone(customer.phoneNumber)}
          </Field>
          <Field label={t('customers.fields.network')}>{customer.network?.toUpperCase() ?? '—'}</Field>
          <Field label={t('customers.fields.email')} testId="customer-email">
            {customer.email ?? '—'}
          </Field>
          <Field label={t('customers.fields.payments')}>{customer.payments}</Field>
          <Field label={t('customers.fields.amountPaid')}>{formatMoney(customer.amount_paid, locale)}</Field>
          <Field label={t('customers.fields.lastPayment')}>
            {customer.last_payment_at ? formatDateTime(customer.last_payment_at, locale) : '—'}
          </Field>
          <Field label={t('customers.fields.createdAt')}>{formatDateTime(customer.created_at, locale)}</Field>
        </SimpleGrid>
        {customer.notes ? (
          <Field label={t('customers.fields.notes')} testId="customer-notes">
            <Text style={{ whiteSpace: 'pre-wrap' }}>{customer.notes}</Text>
          </Field>
        ) : null}
      </Stack>
    </Paper>
  );
}
