import { Button, Group, Paper, Select, SimpleGrid, Stack, TextInput, Title } from '@mantine/core';
import { businessDetailsBody, COUNTRIES, type SettingsResponse } from '@platform/contracts';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../shared/api/api-error.ts';
import { applyFieldErrors, errorMessage } from '../../../shared/forms/server-errors.ts';
import { useContractForm } from '../../../shared/forms/use-contract-form.ts';
import { notify } from '../../../shared/ui/notify.ts';
import { settingsApi, useSettingsMutation } from '../api/settings-api.ts';

const FIELDS = ['trade_name', 'address', 'country', 'support_phone', 'support_email'] as const;

/** Trade name, address, country and support contact: shown on receipts and the checkout. */
export function BusinessCard({ settings }: { settings: SettingsResponse }) {
  const { t } = useTranslation();
  const save = useSettingsMutation(settingsApi.business);
  const b = settings.business;
  const { register, control, handleSubmit, setError, formState } = useContractForm(businessDetailsBody, {
    trade_name: b.trade_name,
    address: b.address ?? '',
    country: b.country as (typeof COUNTRIES)[number],
    support_phone: b.support_phone ?? '',
    support_email: b.support_email ?? '',
  });
  const submit = handleSubmit(async (values) => {
    try {
      await save.mutateAsync(values);
      notify('success', t('settings.saved'));
    } catch (error) {
      if (isApiError(error) && error.code === 'INVALID_PHONE_NUMBER') {
        setError('support_phone', { type: 'server', message: error.message });
      } else if (!applyFieldErrors(error, FIELDS, setError)) notify('error', errorMessage(error, t));
    }
  });
  const e = formState.errors;
  return (
    <Paper withBorder radius="md" p="lg">
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Title order={3} size="h4" c="navy.7">
            {t('settings.business.title')}
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              label={t('settings.business.tradeName')}
              required
              error={e.trade_name?.message}
              disabled={!settings.can_edit}
              data-testid="trade-name"
              {...register('trade_name')}
            />
            <Controller
              control={control}
              name="country"
              render={({ field }) => (
                <Select
                  label={t('settings.business.country')}
                  allowDeselect={false}
                  disabled={!settings.can_edit}
                  data={COUNTRIES.map((c) => ({ value: c, label: t(`settings.countries.${c}`) }))}
                  value={field.value}
                  onChange={(v) => field.onChange(v)}
                />
              )}
            />
            <TextInput
              label={t('settings.business.address')}
              error={e.address?.message}
              disabled={!settings.can_edit}
              {...register('address')}
            />
            <TextInput
              label={t('settings.business.supportPhone')}
              error={e.support_phone?.message}
              disabled={!settings.can_edit}
              {...register('support_phone')}
            />
            <TextInput
              label={t('settings.business.supportEmail')}
              type="email"
              error={e.support_email?.message}
              disabled={!settings.can_edit}
              {...register('support_email')}
            />
          </SimpleGrid>
          {settings.can_edit ? (
            <Group justify="flex-end">
              <Button type="submit" loading={save.isPending} data-testid="save-business">
                {t('settings.save')}
              </Button>
            </Group>
          ) : null}
        </Stack>
      </form>
    </Paper>
  );
}
