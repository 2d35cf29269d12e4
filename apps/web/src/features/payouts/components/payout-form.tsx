import { Button, Group, NumberInput, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { sendPayoutBody } from '@platform/contracts';
import { OPERATOR_CODES, OPERATORS } from '@platform/domain';
import { useRef } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { useContractForm } from '../../../shared/forms/use-contract-form.ts';
import { detectNetwork } from '../../transactions/lib/detect-network.ts';

const beneficiarySchema = sendPayoutBody.pick({
  phoneNumber: true,
  network: true,
  amount: true,
  motif: true,
});
export type BeneficiaryInput = z.input<typeof beneficiarySchema>;
export type Beneficiary = { phoneNumber: string; network: string; amount: number; motif: string };

type Props = { initial: Beneficiary | null; onNext: (value: Beneficiary) => void; onCancel: () => void };

/** Step 1: the beneficiary's number (network detected from the prefix table, changeable), amount, motif. */
export function PayoutForm({ initial, onNext, onCancel }: Props) {
  const { t } = useTranslation();
  const { register, control, handleSubmit, setValue, formState } = useContractForm<
    BeneficiaryInput,
    z.output<typeof beneficiarySchema>
  >(beneficiarySchema, {
    phoneNumber: initial?.phoneNumber ?? '',
    network: initial?.network ?? '',
    amount: initial?.amount ?? '',
    motif: initial?.motif ?? '',
  });
  const network = useWatch({ control, name: 'network' });
  const pickedByHand = useRef(Boolean(initial));
  const phoneField = register('phoneNumber', {
    onChange: (e: { target: { value: string } }) => {
      if (pickedByHand.current) return;
      const detected = detectNetwork(e.target.value);
      if (detected) setValue('network', detected, { shouldValidate: formState.isSubmitted });
    },
  });

  const submit = handleSubmit((values) =>
    onNext({
      phoneNumber: values.phoneNumber,
      network: values.network,
      amount: Number(values.amount),
      motif: values.motif ?? '',
    }),
  );

  return (
    <form onSubmit={submit} noValidate data-testid="payout-form">
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label={t('payouts.form.phone')}
            placeholder={t('payouts.form.phonePlaceholder')}
            inputMode="tel"
            required
            error={formState.errors.phoneNumber?.message}
            data-testid="payout-phone"
            {...phoneField}
          />
          <Controller
            control={control}
            name="network"
            render={({ field }) => (
              <Select
                label={t('payouts.form.network')}
                description={network && !pickedByHand.current ? t('payouts.form.networkDetected') : undefined}
                data={OPERATOR_CODES.map((code) => ({ value: code, label: OPERATORS[code].displayName }))}
                value={field.value || null}
                onChange={(value) => {
                  pickedByHand.current = true;
                  field.onChange(value ?? '');
                }}
                required
                searchable
                error={formState.errors.network?.message}
                data-testid="payout-network"
              />
            )}
          />
        </SimpleGrid>
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
              onBlur={field.onBlur}
              error={formState.errors.amount?.message}
              data-testid="payout-amount"
            />
          )}
        />
        <TextInput
          label={t('payouts.form.motif')}
          description={t('payouts.form.motifHint')}
          error={formState.errors.motif?.message}
          data-testid="payout-motif"
          {...register('motif')}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            {t('payouts.form.cancel')}
          </Button>
          <Button type="submit" data-testid="payout-next">
            {t('payouts.form.next')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
