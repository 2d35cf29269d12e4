import '@mantine/dates/styles.css';
import {
  Alert,
  Box,
  Button,
  Checkbox,
  Grid,
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
import { useCreatePaymentLink, usePaymentLinkMutations } from '../api/payment-links-queries.ts';
import { useShopBrand } from '../api/use-shop-brand.ts';
import {
  emptyLinkForm,
  isPaidLocked,
  type LinkFormValues,
  linkFormOf,
  toLinkPatch,
  toLinkPayload,
} from '../lib/link-form.ts';
import { LinkPreview } from './link-preview.tsx';

const SERVER_FIELDS = [
  'title',
  'description',
  'amount',
  'expires_at',
  'return_url',
  'customer.name',
  'customer.phone',
  'customer.email',
  'collect',
  'reusable',
];

type Props = {
  shop: string;
  kind: 'link' | 'quicklink';
  /** The link to edit; a new link without it. */
  link?: PaymentLinkView;
  onSaved: (link: PaymentLinkView) => void;
  onCancel: () => void;
};

/**
 * The form of a payment link (fixed or free amount, usage, expiry, fields) or a quick link, to
 * add or edit one, with its checkout's live preview beside it. A paid link keeps its amount, usage
 * and customer (shown, not editable).
 */
export function LinkForm({ shop, kind, link, onSaved, onCancel }: Props) {
  const { t } = useTranslation();
  const locale = useLocale();
  const quick = kind === 'quicklink';
  const locked = link ? isPaidLocked(link) : false;
  const [amountMode, setAmountMode] = useState<'fixed' | 'free'>(link?.amount === null ? 'free' : 'fixed');
  const form = useContractForm<LinkFormValues, CreatePaymentLinkInput>(
    createPaymentLinkBody,
    link ? linkFormOf(link) : emptyLinkForm(shop, kind),
  );
  const { register, control, handleSubmit, setValue, setError, watch, formState } = form;
  const errors = formState.errors;
  const create = useCreatePaymentLink();
  const { update } = usePaymentLinkMutations(link?._id ?? '');
  const brand = useShopBrand(shop);
  const live = watch();

  const submit = handleSubmit(async (values) => {
    try {
      if (link) {
        const saved = await update.mutateAsync(toLinkPatch(values, link));
        notify('success', t('paymentLinks.detail.saved'));
        onSaved(saved.link);
      } else {
        const created = await create.mutateAsync(toLinkPayload(values));
        notify('success', t('paymentLinks.form.created'));
        onSaved(created.link);
      }
    } catch (error) {
      if (!applyFieldErrors(error, SERVER_FIELDS, setError)) notify('error', errorMessage(error, t));
    }
  });

  return (
    <Grid gutter="lg" align="flex-start">
      <Grid.Col span={{ base: 12, md: 7 }}>
        <Paper withBorder radius="md" p="lg">
          <form onSubmit={submit} noValidate>
            <Stack gap="md">
              <Title order={2} size="h3">
                {link
                  ? t('paymentLinks.form.edit', { title: link.title })
                  : t(quick ? 'paymentLinks.form.newQuick' : 'paymentLinks.form.newLink')}
              </Title>
              {locked && (
                <Alert color="blue" variant="light" data-testid="link-paid-locked">
                  {t('paymentLinks.form.paidLocked')}
                </Alert>
              )}
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
                    readOnly={locked}
                    withAsterisk
                    {...register('customer.name')}
                    error={errors.customer?.name?.message}
                  />
                  <Group grow align="flex-start">
                    <TextInput
                      label={t('paymentLinks.form.customerPhone')}
                      readOnly={locked}
                      inputMode="tel"
                      {...register('customer.phone')}
                      error={errors.customer?.phone?.message}
                    />
                    <TextInput
                      label={t('paymentLinks.form.customerEmail')}
                      readOnly={locked}
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
                    disabled={locked}
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
                  readOnly={locked}
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
                      disabled={locked}
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
                <Button type="submit" loading={create.isPending || update.isPending}>
                  {t(link ? 'paymentLinks.detail.save' : 'paymentLinks.form.submit')}
                </Button>
              </Group>
            </Stack>
          </form>
        </Paper>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 5 }}>
        <Box pos="sticky" top={16}>
          <LinkPreview
            shop={brand}
            values={{
              title: live.title ?? '',
              description: live.description ?? '',
              amount: !quick && amountMode === 'free' ? null : (live.amount ?? ''),
              collect: {
                name: !quick && Boolean(live.collect?.name),
                email: !quick && Boolean(live.collect?.email),
                phone: !quick && Boolean(live.collect?.phone),
              },
              customerName: quick ? (live.customer?.name ?? '') : null,
            }}
          />
        </Box>
      </Grid.Col>
    </Grid>
  );
}
