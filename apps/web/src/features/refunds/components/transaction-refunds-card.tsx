import { Button, Group, Modal, NumberInput, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { formatMoney, hasPermission } from '@platform/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../shared/forms/server-errors.ts';
import { useLocale } from '../../../shared/i18n/use-locale.ts';
import { notify } from '../../../shared/ui/notify.ts';
import { ConfirmPasswordModal } from '../../payouts/components/confirm-password-modal.tsx';
import { useShellUser } from '../../shell/shell-user.ts';
import { useCreateRefund, useTransactionRefunds } from '../api/refunds-queries.ts';
import { RefundsTable } from './refunds-table.tsx';

/**
 * The refunds of a successful collection on its detail page: what was refunded, what is left, each
 * refund with its status, and 'Rembourser' (full or partial, confirmed by the password). Shown to
 * users holding the `refund` permission only.
 */
export function TransactionRefundsCard({ transactionId }: { transactionId: string }) {
  const user = useShellUser();
  const allowed = hasPermission(user, 'refund');
  const refunds = useTransactionRefunds(transactionId, allowed);
  if (!allowed || !refunds.data) return null;
  const data = refunds.data;
  if (!data.refundable && data.refunds.length === 0) return null;
  return <RefundsCardBody data={data} />;
}

function RefundsCardBody({ data }: { data: NonNullable<ReturnType<typeof useTransactionRefunds>['data']> }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const create = useCreateRefund();
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [amount, setAmount] = useState<number | string>(data.remaining);
  const [reason, setReason] = useState('');
  const [amountError, setAmountError] = useState<string | null>(null);
  const [passwordError, setPasswordError] = useState<string | null>(null);

  const open = () => {
    setAmount(data.remaining);
    setReason('');
    setAmountError(null);
    setEditing(true);
  };
  const next = () => {
    const value = typeof amount === 'number' ? amount : Number.NaN;
    if (!Number.isInteger(value) || value < 1) return setAmountError(t('refunds.newList.error.min'));
    if (value > data.remaining) {
      return setAmountError(t('refunds.newList.error.max', { max: formatMoney(data.remaining, locale) }));
    }
    setEditing(false);
    setConfirming(true);
  };
  const confirm = async (password: string) => {
    setPasswordError(null);
    try {
      const answer = await create.mutateAsync({
        transaction: data.transaction,
        amount: Number(amount),
        ...(reason.trim() ? { reason: reason.trim() } : {}),
        password,
      });
      setConfirming(false);
      notify('success', answer.message);
    } catch (error) {
      const code = (error as { code?: string }).code;
      if (code === 'WRONG_PASSWORD' || code === 'TOO_MANY_PASSWORD_CHECKS') {
        setPasswordError(errorMessage(error, t));
      } else {
        setConfirming(false);
        notify('error', errorMessage(error, t));
      }
    }
  };

  return (
    <Paper withBorder radius="md" p="lg" data-testid="transaction-refunds">
      <Stack gap="md">
        <Group justify="space-between" wrap="wrap" gap="sm">
          <div>
            <Title order={3} size="h5">
              {t('refunds.ofTransaction.title')}
            </Title>
            <Text size="sm" c="dimmed" data-testid="transaction-refunds-summary">
              {t('refunds.ofTransaction.summary', {
                refunded: formatMoney(data.refunded, locale),
                remaining: formatMoney(data.remaining, locale),
              })}
            </Text>
          </div>
          {data.refundable ? (
            <Button onClick={open} data-testid="transaction-refund">
              {t('refunds.ofTransaction.refund')}
            </Button>
          ) : null}
        </Group>
        {data.refunds.length > 0 ? <RefundsTable refunds={data.refunds} /> : null}
      </Stack>
      <Modal
        opened={editing}
        onClose={() => setEditing(false)}
        title={t('refunds.ofTransaction.modal')}
        centered
      >
        <form
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            next();
          }}
        >
          <Stack gap="md">
            <NumberInput
              label={t('refunds.newList.amount')}
              description={t('refunds.ofTransaction.max', { max: formatMoney(data.remaining, locale) })}
              value={amount}
              onChange={(v) => {
                setAmount(v);
                setAmountError(null);
              }}
              min={1}
              max={data.remaining}
              allowDecimal={false}
              allowNegative={false}
              thousandSeparator=" "
              error={amountError}
              data-autofocus
              data-testid="transaction-refund-amount"
            />
            <TextInput
              label={t('refunds.ofTransaction.reason')}
              value={reason}
              maxLength={255}
              onChange={(e) => setReason(e.currentTarget.value)}
            />
            <Text size="xs" c="dimmed">
              {t('refunds.summary.feeNote')}
            </Text>
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={() => setEditing(false)}>
                {t('sandbox.cancel')}
              </Button>
              <Button type="submit" data-testid="transaction-refund-next">
                {t('refunds.newList.next')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Modal>
      <ConfirmPasswordModal
        opened={confirming}
        text={t('refunds.summary.password')}
        pending={create.isPending}
        error={passwordError}
        onConfirm={(password) => void confirm(password)}
        onClose={() => {
          setConfirming(false);
          setPasswordError(null);
        }}
      />
    </Paper>
  );
}
