import { Button, Group, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { customerFields } from '@platform/contracts';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { isApiError } from '../../../shared/api/api-error.ts';
import { applyFieldErrors, errorMessage } from '../../../shared/forms/server-errors.ts';
import { useContractForm } from '../../../shared/forms/use-contract-form.ts';
import { notify } from '../../../shared/ui/notify.ts';

export type CustomerFormValues = z.output<typeof customerFields>;
export type CustomerFormDefaults = {
  phone_number: string;
  first_name: string;
  last_name: string;
  email: string;
  notes: string;
};

const FIELDS = ['phone_number', 'first_name', 'last_name', 'email', 'notes'] as const;
/** Refusals about the number itself: shown under the phone field. */
const PHONE_ERRORS: readonly string[] = ['INVALID_PHONE_NUMBER', 'CUSTOMER_EXISTS'];

export const EMPTY_CUSTOMER: CustomerFormDefaults = {
  phone_number: '',
  first_name: '',
  last_name: '',
  email: '',
  notes: '',
};

type Props = {
  defaultValues: CustomerFormDefaults;
  submitLabel: string;
  pending: boolean;
  onSubmit: (values: CustomerFormValues) => Promise<unknown>;
  onCancel: () => void;
};

/** Phone number (normalised by the server with the prefix table), names, e-mail and notes. */
export function CustomerForm({ defaultValues, submitLabel, pending, onSubmit, onCancel }: Props) {
  const { t } = useTranslation();
  const { register, handleSubmit, setError, formState } = useContractForm(customerFields, defaultValues);
  const submit = handleSubmit(async (values) => {
    try {
      await onSubmit(values);
    } catch (error) {
      if (isApiError(error) && PHONE_ERRORS.includes(error.code)) {
        setError('phone_number', { type: 'server', message: error.message });
      } else if (!applyFieldErrors(error, FIELDS, setError)) {
        notify('error', errorMessage(error, t));
      }
    }
  });
  const errors = formState.errors;
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <TextInput
          label={t('customers.form.phone')}
          description={t('customers.form.phoneHelp')}
          placeholder="+229 01 97 00 00 00"
          required
          inputMode="tel"
          error={errors.phone_number?.message}
          {...register('phone_number')}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label={t('customers.form.firstName')}
            error={errors.first_name?.message}
            {...register('first_name')}
          />
          <TextInput
            label={t('customers.form.lastName')}
            error={errors.last_name?.message}
            {...register('last_name')}
          />
        </SimpleGrid>
        <TextInput
          label={t('customers.form.email')}
          type="email"
          error={errors.email?.message as string | undefined}
          {...register('email')}
        />
        <Textarea
          label={t('customers.form.notes')}
          autosize
          minRows={2}
          error={errors.notes?.message}
          {...register('notes')}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            {t('customers.form.cancel')}
          </Button>
          <Button type="submit" loading={pending}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
