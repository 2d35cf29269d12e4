import { Button, Group, NumberInput, Select, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { createCardRequestBody } from '@platform/contracts';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { isApiError } from '../../../shared/api/api-error.ts';
import { applyFieldErrors, errorMessage } from '../../../shared/forms/server-errors.ts';
import { useContractForm } from '../../../shared/forms/use-contract-form.ts';
import { notify } from '../../../shared/ui/notify.ts';

export type CardRequestValues = z.output<typeof createCardRequestBody>;
const FIELDS = [
  'business_name',
  'activity',
  'country',
  'phone_number',
  'monthly_volume',
  'website',
  'message',
] as const;
const COUNTRIES = ['BJ', 'TG', 'CI', 'SN'] as const;

type Props = {
  businessName: string;
  pending: boolean;
  onSubmit: (values: CardRequestValues) => Promise<unknown>;
};

/** Business details, expected monthly card volume, website and a message to the team. */
export function CardRequestForm({ businessName, pending, onSubmit }: Props) {
  const { t } = useTranslation();
  const { register, control, handleSubmit, setError, formState } = useContractForm(createCardRequestBody, {
    business_name: businessName,
    activity: '',
    country: 'BJ',
    phone_number: '',
    website: '',
    message: '',
  });
  const errors = formState.errors;
  const submit = handleSubmit(async (values) => {
    try {
      await onSubmit(values);
    } catch (error) {
      if (isApiError(error) && error.code === 'INVALID_PHONE_NUMBER') {
        setError('phone_number', { type: 'server', message: error.message });
      } else if (!applyFieldErrors(error, FIELDS, setError)) {
        notify('error', errorMessage(error, t));
      }
    }
  });
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label={t('cardRequests.form.businessName')}
            required
            error={errors.business_name?.message}
            {...register('business_name')}
          />
          <TextInput
            label={t('cardRequests.form.activity')}
            placeholder={t('cardRequests.form.activityPlaceholder')}
            required
            error={errors.activity?.message}
            {...register('activity')}
          />
          <Controller
            control={control}
            name="country"
            render={({ field }) => (
              <Select
                label={t('cardRequests.form.country')}
                required
                allowDeselect={false}
                data={COUNTRIES.map((code) => ({ value: code, label: t(`cardRequests.countries.${code}`) }))}
                value={field.value ?? null}
                onChange={(value) => field.onChange(value)}
                error={errors.country?.message}
              />
            )}
          />
          <TextInput
            label={t('cardRequests.form.phone')}
            required
            inputMode="tel"
            error={errors.phone_number?.message}
            {...register('phone_number')}
          />
          <Controller
            control={control}
            name="monthly_volume"
            render={({ field }) => (
              <NumberInput
                label={t('cardRequests.form.volume')}
                description={t('cardRequests.form.volumeHelp')}
                required
                allowDecimal={false}
                allowNegative={false}
                thousandSeparator=" "
                suffix=" XOF"
                value={field.value ?? ''}
                onChange={(value) => field.onChange(typeof value === 'number' ? value : undefined)}
                onBlur={field.onBlur}
                error={errors.monthly_volume?.message}
              />
            )}
          />
          <TextInput
            label={t('cardRequests.form.website')}
            placeholder="https://"
            error={errors.website?.message as string | undefined}
            {...register('website')}
          />
        </SimpleGrid>
        <Textarea
          label={t('cardRequests.form.message')}
          autosize
          minRows={3}
          error={errors.message?.message}
          {...register('message')}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={pending}>
            {t('cardRequests.form.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
