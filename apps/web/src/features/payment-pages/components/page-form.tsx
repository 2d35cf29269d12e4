import {
  Button,
  ColorInput,
  FileInput,
  Group,
  Image,
  Paper,
  SegmentedControl,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import {
  type CreatePaymentPageInput,
  createPaymentPageBody,
  type PaymentPageView,
} from '@platform/contracts';
import { IconPhoto } from '@tabler/icons-react';
import { useState } from 'react';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { applyFieldErrors, errorMessage } from '../../../shared/forms/server-errors.ts';
import { useContractForm } from '../../../shared/forms/use-contract-form.ts';
import { notify } from '../../../shared/ui/notify.ts';
import { useCreatePaymentPage, useUploadPageImage } from '../api/payment-pages-queries.ts';
import { emptyPageForm, type PageFormValues, toPagePayload } from '../lib/page-form.ts';
import { PageItemsEditor } from './page-items-editor.tsx';

const SERVER_FIELDS = ['title', 'slug', 'description', 'image_id', 'amount_type', 'items', 'brand_color'];
const TYPES = ['fixed', 'products', 'free'] as const;

type Props = { shop: string; onCreated: (page: PaymentPageView) => void; onCancel: () => void };

/** The add form of a payment page: text, image, what the customer pays, brand colour. */
export function PageForm({ shop, onCreated, onCancel }: Props) {
  const { t } = useTranslation();
  const form = useContractForm<PageFormValues, CreatePaymentPageInput>(
    createPaymentPageBody,
    emptyPageForm(shop),
  );
  const { register, control, handleSubmit, setValue, setError, watch, formState } = form;
  const errors = formState.errors;
  const amountType = watch('amount_type');
  const create = useCreatePaymentPage();
  const upload = useUploadPageImage();
  const [preview, setPreview] = useState<string | null>(null);
  const [imageError, setImageError] = useState<string | null>(null);

  const chooseImage = async (file: File | null) => {
    setImageError(null);
    setValue('image_id', null);
    setPreview(null);
    if (!file) return;
    try {
      const image = await upload.mutateAsync(file);
      setValue('image_id', image._id);
      setPreview(image.url);
    } catch (error) {
      setImageError(errorMessage(error, t));
    }
  };

  const submit = handleSubmit(async (values) => {
    try {
      const { page } = await create.mutateAsync(toPagePayload(values));
      notify('success', t('paymentPages.form.created'));
      onCreated(page);
    } catch (error) {
      if (!applyFieldErrors(error, SERVER_FIELDS, setError)) notify('error', errorMessage(error, t));
    }
  });

  return (
    <Paper withBorder radius="md" p="lg" maw={720}>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Title order={2} size="h3">
            {t('paymentPages.form.new')}
          </Title>
          <TextInput
            label={t('paymentPages.form.title')}
            withAsterisk
            {...register('title')}
            error={errors.title?.message}
          />
          <TextInput
            label={t('paymentPages.form.slug')}
            description={t('paymentPages.form.slugHint')}
            {...register('slug')}
            error={errors.slug?.message}
          />
          <Textarea
            label={t('paymentPages.form.description')}
            autosize
            minRows={3}
            {...register('description')}
            error={errors.description?.message}
          />
          <FileInput
            label={t('paymentPages.form.image')}
            placeholder={t('paymentPages.form.imagePlaceholder')}
            accept="image/png,image/jpeg"
            clearable
            leftSection={<IconPhoto size={16} />}
            onChange={chooseImage}
            error={imageError ?? errors.image_id?.message}
            description={upload.isPending ? t('paymentPages.form.uploading') : undefined}
            data-testid="page-image"
          />
          {preview && <Image src={preview} alt="" mah={160} w="auto" fit="contain" radius="sm" />}
          <Stack gap={4}>
            <Text size="sm" fw={500}>
              {t('paymentPages.form.amountType')}
            </Text>
            <Controller
              control={control}
              name="amount_type"
              render={({ field }) => (
                <SegmentedControl
                  value={field.value}
                  onChange={(value) => {
                    field.onChange(value);
                    setValue('items', value === 'free' ? [] : [{ name: '', price: '' }]);
                  }}
                  data={TYPES.map((type) => ({ value: type, label: t(`paymentPages.amountType.${type}`) }))}
                />
              )}
            />
          </Stack>
          {amountType !== 'free' && (
            <PageItemsEditor
              key={amountType}
              form={form as unknown as UseFormReturn<PageFormValues, unknown, unknown>}
              products={amountType === 'products'}
            />
          )}
          <Controller
            control={control}
            name="brand_color"
            render={({ field }) => (
              <ColorInput
                label={t('paymentPages.form.brandColor')}
                format="hex"
                value={field.value ?? ''}
                onChange={field.onChange}
                error={errors.brand_color?.message}
              />
            )}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onCancel}>
              {t('paymentPages.form.cancel')}
            </Button>
            <Button type="submit" loading={create.isPending} disabled={upload.isPending}>
              {t('paymentPages.form.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
