import { Button, Group, NumberInput, Select, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { OPERATOR_CODES, OPERATORS, type OperatorCode } from '@platform/domain';
import { useRef } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { applyFieldErrors, errorMessage } from '../../../shared/forms/server-errors.ts';
import { useContractForm } from '../../../shared/forms/use-contract-form.ts';
import { notify } from '../../../shared/ui/notify.ts';
import { detectNetwork } from '../lib/detect-network.ts';
import {
  type RequestFormInput,
  type RequestFormValues,
  requestFormSchema,
} from '../lib/request-form-schema.ts';

const FIELDS = [
  'phoneNumber',
  'network',
  'amount',
  'description',
  'first_name',
  'last_name',
  'email',
] as const;
/** Refusals about the number: shown under the phone field. */
const PHONE_ERRORS = ['INVALID_PHONE_NUMBER', 'NETWORK_MISMATCH'];

type Props = {
  pending: boolean;
  onSubmit: (values: RequestFormValues) => Promise<unknown>;
  onCancel: () => void;
};

/** Phone (network detected from the prefix table, changeable), amount, description, optional customer. */
export function RequestForm({ pending, onSubmit, onCancel }: Props) {
  const { t } = useTranslation();
  const form = useContractForm<RequestFormInput, RequestFormValues>(requestFormSchema, {
    phoneNumber: '',
    description: '',
    first_name: '',
    last_name: '',
    email: '',
  });
  const { register, control, handleSubmit, setError, setValue, formState } = form;
  const network = useWatch({ control, name: 'network' }) as OperatorCode | undefined;
  // Once the merchant picks a network by hand, typing the number no longer changes it.
  const pickedByHand = useRef(false);
  const phoneField = register('phoneNumber', {
    onChange: (e: { target: { value: string } }) => {
      if (pickedByHand.current) return;
      const detected = detectNetwork(e.target.value);
      if (detected) setValue('network', detected, { shouldValidate: formState.isSubmitted });
    },
  });
  const detected = network && !pickedByHand.current;

  const submit = handleSubmit(async (values) => {
    try {
      await onSubmit(values);
    } catch (error) {
      const code = (error as { code?: string }).code ?? '';
      if (PHONE_ERRORS.includes(code))
        setError('phoneNumber', { type: 'server', message: errorMessage(error, t) });
      else if (code === 'INVALID_AMOUNT')
        setError('amount', { type: 'server', message: errorMessage(error, t) });
      else if (!applyFieldErrors(error, FIELDS, setError)) notify('error', errorMessage(error, t));
    }
  });

  return (
    <form onSubmit={submit} noValidate data-testid="request-form">
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label={t('transactions.add.phone')}
            placeholder={t('transactions.add.phonePlaceholder')}
            inputMode="tel"
            required
            error={formState.errors.phoneNumber?.message}
            {...phoneField}
          />
          <Controller
            control={control}
            name="network"
            render={({ field }) => (
              <Select
                size="md"
                label={t('transactions.add.network')}
                description={
                  detected
                    ? t('transactions.add.networkDetected')
                    : !network
                      ? t('transactions.add.networkUnknown')
                      : undefined
                }
                data={OPERATOR_CODES.map((code) => ({ value: code, label: OPERATORS[code].displayName }))}
                value={field.value ?? null}
                onChange={(value) => {
                  pickedByHand.current = true;
                  field.onChange(value ?? undefined);
                }}
                required
                searchable
                error={formState.errors.network?.message}
              />
            )}
          />
        </SimpleGrid>
        <Controller
          control={control}
          name="amount"
          render={({ field }) => (
            <NumberInput
              size="md"
              label={t('transactions.add.amount')}
              required
              min={1}
              allowDecimal={false}
              allowNegative={false}
              thousandSeparator=" "
              value={typeof field.value === 'number' || typeof field.value === 'string' ? field.value : ''}
              onChange={(value) => field.onChange(value === '' ? undefined : value)}
              onBlur={field.onBlur}
              error={formState.errors.amount?.message}
            />
          )}
        />
        <Textarea
          size="md"
          label={t('transactions.add.description')}
          autosize
          minRows={2}
          error={formState.errors.description?.message}
          {...register('description')}
        />
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <TextInput
            label={t('transactions.add.firstName')}
            error={formState.errors.first_name?.message}
            {...register('first_name')}
          />
          <TextInput
            label={t('transactions.add.lastName')}
            error={formState.errors.last_name?.message}
            {...register('last_name')}
          />
          <TextInput
            label={t('transactions.add.email')}
            type="email"
            error={formState.errors.email?.message}
            {...register('email')}
          />
        </SimpleGrid>
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            {t('transactions.add.cancel')}
          </Button>
          <Button type="submit" loading={pending} data-testid="request-submit">
            {t('transactions.add.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
