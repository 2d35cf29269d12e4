import { Badge, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import type { TransactionDetailResponse } from '@platform/contracts';
import { formatDateTime, formatMoney } from '@platform/domain';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../shared/i18n/use-locale.ts';
import { ledgerKindLabel } from '../lib/ledger-kind.ts';
import { networkName } from '../lib/transaction-format.ts';

type Detail = TransactionDetailResponse;
const ACCOUNT_KINDS = ['available', 'pending', 'reserve', 'platform_fees', 'operator_clearing'];

/** The ledger entries of the transaction and each posting (credit > 0, debit < 0). */
export function LedgerCard({ entries }: { entries: Detail['ledger'] }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const accountName = (kind: string, operator: string | null) => {
    const name = ACCOUNT_KINDS.includes(kind) ? t(`transactions.accounts.${kind as 'available'}`) : kind;
    return operator ? `${name} · ${networkName(operator)}` : name;
  };
  return (
    <Paper withBorder radius="md" p="lg" data-testid="ledger-card">
      <Stack gap="sm">
        <Title order={3} size="h5">
          {t('transactions.detail.ledger')}
        </Title>
        {entries.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('transactions.detail.ledgerEmpty')}
          </Text>
        ) : (
          entries.map((entry) => (
            <Stack key={entry._id} gap={4} data-testid="ledger-entry">
              <Group gap="xs" wrap="wrap">
                <Text size="sm" fw={600} data-testid="ledger-kind" data-kind={entry.kind}>
                  {ledgerKindLabel(entry.kind, t)}
                </Text>
                <Text size="xs" c="dimmed">
                  {formatDateTime(entry.created_at, locale)}
                </Text>
              </Group>
              <Table withRowBorders={false} verticalSpacing={2}>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('transactions.detail.account')}</Table.Th>
                    <Table.Th ta="right">{t('transactions.detail.posting')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {entry.postings.map((p) => (
                    <Table.Tr key={p.account} data-testid="ledger-posting" data-account-kind={p.kind}>
                      <Table.Td>{accountName(p.kind, p.operator)}</Table.Td>
                      <Table.Td
                        ta="right"
                        c={p.amount < 0 ? 'red' : 'green'}
                        style={{ whiteSpace: 'nowrap' }}
                      >
                        {p.amount > 0 ? '+' : ''}
                        {formatMoney(p.amount, locale)}
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Stack>
          ))
        )}
      </Stack>
    </Paper>
  );
}

/** The webhook deliveries made for the transaction (one per event and endpoint). */
export function DeliveriesCard({ deliveries }: { deliveries: Detail['deliveries'] }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const color = (status: string) =>
    status === 'succeeded' ? 'green' : status === 'failed' ? 'red' : 'yellow';
  return (
    <Paper withBorder radius="md" p="lg" data-testid="deliveries-card">
      <Stack gap="sm">
        <Title order={3} size="h5">
          {t('transactions.detail.deliveries')}
        </Title>
        {deliveries.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('transactions.detail.deliveriesEmpty')}
          </Text>
        ) : (
          <Table.ScrollContainer minWidth={0}>
            <Table verticalSpacing={4}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('transactions.detail.event')}</Table.Th>
                  <Table.Th>{t('transactions.detail.endpoint')}</Table.Th>
                  <Table.Th>{t('transactions.detail.attempts')}</Table.Th>
                  <Table.Th>{t('transactions.detail.lastCode')}</Table.Th>
                  <Table.Th />
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {deliveries.map((d) => (
                  <Table.Tr key={d._id} data-testid="delivery-row">
                    <Table.Td>{d.event_type}</Table.Td>
                    <Table.Td style={{ wordBreak: 'break-all' }}>{d.endpoint_url}</Table.Td>
                    <Table.Td>{d.attempts}</Table.Td>
                    <Table.Td>{d.last_status_code ?? '—'}</Table.Td>
                    <Table.Td>
                      <Badge color={color(d.status)} variant="light">
                        {t(`developers.deliveries.state.${d.status as 'pending'}`, {
                          defaultValue: d.status,
                        })}
                      </Badge>
                      <Text size="xs" c="dimmed">
                        {formatDateTime(d.updated_at, locale)}
                      </Text>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Stack>
    </Paper>
  );
}
