import '@mantine/dates/styles.css';
import {
  Button,
  Checkbox,
  Group,
  Paper,
  SegmentedControl,
  Stack,
  Switch,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { DateTimePicker } from '@mantine/dates';
import { type CreatePaymentLinkInput, createPaymentLinkBody } from '@platform/contracts';
import dayjs from 'dayjs';
import 'dayjs/locale/es';
import 'dayjs/locale/fr';
import type { PaymentLinkView } from '@platform/contracts';
import { useState } from 'react';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { applyFieldErrors, errorMessage } from '../../../shared/forms/server-errors.ts';
import { useContractForm } from '../../../shared/forms/use-contract-form.ts';
import { useLocale } from '../../../shared/i18n/use-locale.ts';
import { notify } from '../../../shared/ui/notify.ts';
import { useCreatePaymentLink } from '../api/payment-links-queries.ts';
import { emptyLinkForm, type LinkFormValues, toLinkPayload } from '../lib/link-form.ts';

const SERVER_FIELDS = [
  'title',
  'description',
  'amount',
  'expires_at',
  'return_url',
  'customer.name',
  'customer.phone',
  'customer.email',
];

type Props = {
  shop: string;
  kind: 'link' | 'quicklink';
  onCreated: (link: PaymentLinkView) => void;
  onCancel: () => void;
};

/** The add form of a payment link (fixed or free amount, usage, expiry, fields) or a quick link. */
export function LinkForm({ shop, kind, onCreated, onCancel }: Props) {
  const { t } = useTranslation();
  const locale = useLocale();
  const quick = kind === 'quicklink';
  const [amountMode, setAmountMode] = useState<'fixed' | 'free'>('fixed');
  const form = useContractForm<LinkFormValues, CreatePaymentLinkInput>(
    createPaymentLinkBody,
    emptyLinkForm(shop, kind),
  );
  const { register, control, handleSubmit, setValue, setError, formState } = form;
  const errors = formState.errors;
  const create = useCreatePaymentLink();

  const submit = handleSubmit(async (values) => {
    try {
      const { link } = await create.mutateAsync(toLinkPayload(values));
      notify('success', t('paymentLinks.form.created'));
      onCreated(link);
    } catch (error) {
      if (!applyFieldErrors(error, SERVER_FIELDS, setError)) notify('error', errorMessage(error, t));
    }
  });

  return (
    <Paper withBorder radius="md" p="lg" maw={720}>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Title order={2} size="h3">
            {t(quick ? 'paymentLinks.form.newQuick' : 'paymentLinks.form.newLink')}
          </Title>
          <TextInput
            label={t('paymentLinks.form.title')}
            placeholder={t('paymentLinks.form.titlePlaceholder')}
            withAsterisk
            {...register('title')}
            error={errors.title?.message}
          />
          <Textarea
            label={t('paymentLinks.form.description')}
            autosize
            minRows={2}
            {...register('description')}
            error={errors.description?.message}
          />
          {quick && (
            <>
              <TextInput
                label={t('paymentLinks.form.customerName')}
                withAsterisk
                {...register('customer.name')}
                error={errors.customer?.name?.message}
              />
              <Group grow align="flex-start">
                <TextInput
                  label={t('paymentLinks.form.customerPhone')}
                  inputMode="tel"
                  {...register('customer.phone')}
                  error={errors.customer?.phone?.message}
                />
                <TextInput
                  label={t('paymentLinks.form.customerEmail')}
                  type="email"
                  {...register('customer.email')}
                  error={errors.customer?.email?.message}
                />
              </Group>
              <Text size="xs" c="dimmed">
                {t('paymentLinks.form.contactHint')}
              </Text>
            </>
          )}
          {!quick && (
            <Stack gap={4}>
              <Text size="sm" fw={500}>
                {t('paymentLinks.form.amountMode')}
              </Text>
              <SegmentedControl
                value={amountMode}
                data-testid="amount-mode"
                onChange={(value) => {
                  const mode = value === 'free' ? 'free' : 'fixed';
                  setAmountMode(mode);
                  setValue('amount', mode === 'free' ? null : '');
                }}
                data={[
                  { value: 'fixed', label: t('paymentLinks.amount.fixed') },
                  { value: 'free', label: t('paymentLinks.amount.free') },
                ]}
              />
            </Stack>
          )}
          {(quick || amountMode === 'fixed') && (
            <TextInput
              label={t('paymentLinks.form.amount')}
              inputMode="numeric"
              withAsterisk
              {...register('amount')}
              error={errors.amount?.message}
            />
          )}
          {!quick && (
            <Controller
              control={control}
              name="reusable"
              render={({ field }) => (
                <Switch
                  label={t('paymentLinks.form.singleUse')}
                  checked={field.value === false}
                  onChange={(event) => field.onChange(!event.currentTarget.checked)}
                />
              )}
            />
          )}
          <Controller
            control={control}
            name="expires_at"
            render={({ field }) => (
              <DateTimePicker
                label={t('paymentLinks.form.expiresAt')}
                clearable
                locale={locale}
                minDate={new Date()}
                valueFormat="DD/MM/YYYY HH:mm"
                value={field.value ? dayjs(field.value).format('YYYY-MM-DD HH:mm:ss') : null}
                onChange={(value) => field.onChange(value ? dayjs(value).toISOString() : null)}
                error={errors.expires_at?.message}
              />
            )}
          />
          {!quick && (
            <Stack gap={6}>
              <Text size="sm" fw={500}>
                {t('paymentLinks.form.collect')}
              </Text>
              <Group>
                <Checkbox label={t('paymentLinks.form.collectName')} {...register('collect.name')} />
                <Checkbox label={t('paymentLinks.form.collectEmail')} {...register('collect.email')} />
                <Checkbox label={t('paymentLinks.form.collectPhone')} {...register('collect.phone')} />
              </Group>
            </Stack>
          )}
          <TextInput
            label={t('paymentLinks.form.returnUrl')}
            type="url"
            placeholder="https://"
            {...register('return_url')}
            error={errors.return_url?.message}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onCancel}>
              {t('paymentLinks.form.cancel')}
            </Button>
            <Button type="submit" loading={create.isPending}>
              {t('paymentLinks.form.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
