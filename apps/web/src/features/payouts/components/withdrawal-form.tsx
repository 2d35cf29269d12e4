import {
  Button,
  Group,
  NumberInput,
  PasswordInput,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  TextInput,
} from '@mantine/core';
import { type WithdrawalBody, withdrawalBody } from '@platform/contracts';
import { OPERATOR_CODES, OPERATORS } from '@platform/domain';
import { Controller, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { applyFieldErrors, errorMessage } from '../../../shared/forms/server-errors.ts';
import { useContractForm } from '../../../shared/forms/use-contract-form.ts';
import { notify } from '../../../shared/ui/notify.ts';
import { useCreateWithdrawal } from '../api/payouts-queries.ts';

const FIELDS = [
  'amount',
  'bankName',
  'accountHolder',
  'accountNumber',
  'phoneNumber',
  'network',
  'note',
  'password',
];

/** A withdrawal request to a bank account (IBAN/RIB) or a wallet, confirmed with the password. */
export function WithdrawalForm({ shop, onCreated }: { shop: string; onCreated: (id: string) => void }) {
  const { t } = useTranslation();
  const create = useCreateWithdrawal();
  const form = useContractForm<WithdrawalBody, z.output<typeof withdrawalBody>>(withdrawalBody, {
    shop,
    method: 'bank',
    amount: '',
    bankName: '',
    accountHolder: '',
    accountNumber: '',
    note: '',
    password: '',
  });
  const { register, control, handleSubmit, formState, setError, reset } = form;
  const method = useWatch({ control, name: 'method' });

  const submit = handleSubmit(async (values) => {
    try {
      const body: WithdrawalBody = {
        shop,
        method: values.method,
        amount: Number(values.amount),
        password: values.password,
        ...(values.note ? { note: values.note } : {}),
        ...(values.method === 'bank'
          ? {
              bankName: values.bankName,
              accountHolder: values.accountHolder,
              accountNumber: values.accountNumber,
            }
          : { phoneNumber: values.phoneNumber, network: values.network }),
      };
      const answer = await create.mutateAsync(body);
      notify('success', answer.message);
      reset({ shop, method: values.method, amount: '', password: '', note: '' });
      onCreated(answer._id);
    } catch (error) {
      const code = (error as { code?: string }).code ?? '';
      const message = errorMessage(error, t);
      if (code === 'WRONG_PASSWORD') setError('password', { type: 'server', message });
      else if (code === 'INSUFFICIENT_BALANCE' || code === 'INVALID_AMOUNT')
        setError('amount', { type: 'server', message });
      else if (code === 'INVALID_PHONE_NUMBER' || code === 'NETWORK_MISMATCH')
        setError('phoneNumber', { type: 'server', message });
      else if (!applyFieldErrors(error, FIELDS, setError)) notify('error', message);
    }
  });

  return (
    <form onSubmit={submit} noValidate data-testid="withdrawal-form">
      <Stack gap="md">
        <Controller
          control={control}
          name="method"
          render={({ field }) => (
            <SegmentedControl
              value={field.value}
              onChange={field.onChange}
              data={[
                { value: 'bank', label: t('payouts.withdrawals.bank') },
                { value: 'wallet', label: t('payouts.withdrawals.wallet') },
              ]}
            />
          )}
        />
        <Controller
          control={control}
          name="amount"
          render={({ field }) => (
            <NumberInput
              label={t('payouts.form.amount')}
              required
              min={1}
              allowDecimal={false}
              allowNegative={false}
              thousandSeparator=" "
              value={typeof field.value === 'number' || typeof field.value === 'string' ? field.value : ''}
              onChange={(value) => field.onChange(value === '' ? undefined : value)}
              error={formState.errors.amount?.message}
            />
          )}
        />
        {method === 'bank' ? (
          <SimpleGrid cols={1}>
            <TextInput
              label={t('payouts.withdrawals.bankName')}
              required
              error={formState.errors.bankName?.message}
              {...register('bankName')}
            />
            <TextInput
              label={t('payouts.withdrawals.holder')}
              required
              error={formState.errors.accountHolder?.message}
              {...register('accountHolder')}
            />
            <TextInput
              label={t('payouts.withdrawals.accountNumber')}
              description={t('payouts.withdrawals.accountNumberHint')}
              required
              error={formState.errors.accountNumber?.message}
              {...register('accountNumber')}
            />
          </SimpleGrid>
        ) : (
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              label={t('payouts.form.phone')}
              required
              inputMode="tel"
              error={formState.errors.phoneNumber?.message}
              {...register('phoneNumber')}
            />
            <Controller
              control={control}
              name="network"
              render={({ field }) => (
                <Select
                  label={t('payouts.form.network')}
                  required
                  data={OPERATOR_CODES.map((code) => ({ value: code, label: OPERATORS[code].displayName }))}
                  value={field.value ?? null}
                  onChange={(value) => field.onChange(value ?? undefined)}
                  error={formState.errors.network?.message}
                />
              )}
            />
          </SimpleGrid>
        )}
        <TextInput
          label={t('payouts.withdrawals.note')}
          error={formState.errors.note?.message}
          {...register('note')}
        />
        <PasswordInput
          label={t('payouts.withdrawals.password')}
          autoComplete="current-password"
          required
          error={formState.errors.password?.message}
          {...register('password')}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={create.isPending}>
            {t('payouts.withdrawals.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
