import { Alert, Button, Group, Loader, Stack, Table, Text } from '@mantine/core';
import { formatMoney, formatPhone, networkCountry, networkName } from '@platform/domain';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../shared/forms/server-errors.ts';
import { useLocale } from '../../../shared/i18n/use-locale.ts';
import { usePayoutFee } from '../api/payouts-queries.ts';
import type { Beneficiary } from './payout-form.tsx';

type Props = { shop: string; beneficiary: Beneficiary; onBack: () => void; onConfirm: () => void };

/** Step 2: what the beneficiary receives, the fee and the total leaving the balance, before confirming. */
export function PayoutSummary({ shop, beneficiary, onBack, onConfirm }: Props) {
  const { t } = useTranslation();
  const locale = useLocale();
  const fee = usePayoutFee(shop, beneficiary.network, beneficiary.amount);
  const money = (value: number) => formatMoney(value, locale);
  const network = networkName(beneficiary.network);

  if (fee.isLoading) return <Loader size="sm" />;
  if (fee.isError || !fee.data) {
    return (
      <Stack>
        <Alert color="red">{errorMessage(fee.error, t)}</Alert>
        <Group justify="flex-end">
          <Button variant="default" onClick={onBack}>
            {t('payouts.form.back')}
          </Button>
        </Group>
      </Stack>
    );
  }
  const short = fee.data.total > fee.data.available;
  const rows: [string, string, string][] = [
    [
      t('payouts.summary.beneficiary'),
      formatPhone(beneficiary.phoneNumber, networkCountry(beneficiary.network)),
      'beneficiary',
    ],
    [t('payouts.summary.network'), network, 'network'],
    [t('payouts.summary.amount'), money(fee.data.amount), 'amount'],
    [t('payouts.summary.fee'), money(fee.data.fee), 'fee'],
    [t('payouts.summary.total'), money(fee.data.total), 'total'],
    [t('payouts.summary.available'), money(fee.data.available), 'available'],
  ];
  return (
    <Stack gap="md" data-testid="payout-summary">
      <Table withRowBorders={false} verticalSpacing={6}>
        <Table.Tbody>
          {rows.map(([label, value, key]) => (
            <Table.Tr key={key}>
              <Table.Td>
                <Text size="sm" c="dimmed">
                  {label}
                </Text>
              </Table.Td>
              <Table.Td data-testid={`summary-${key}`}>
                <Text fw={key === 'total' ? 700 : 500}>{value}</Text>
              </Table.Td>
            </Table.Tr>
          ))}
          {beneficiary.motif ? (
            <Table.Tr>
              <Table.Td>
                <Text size="sm" c="dimmed">
                  {t('payouts.form.motif')}
                </Text>
              </Table.Td>
              <Table.Td>{beneficiary.motif}</Table.Td>
            </Table.Tr>
          ) : null}
        </Table.Tbody>
      </Table>
      {short ? <Alert color="red">{t('payouts.summary.short')}</Alert> : null}
      <Group justify="flex-end">
        <Button variant="default" onClick={onBack}>
          {t('payouts.form.back')}
        </Button>
        <Button onClick={onConfirm} disabled={short} data-testid="payout-confirm">
          {t('payouts.summary.confirm')}
        </Button>
      </Group>
    </Stack>
  );
}
