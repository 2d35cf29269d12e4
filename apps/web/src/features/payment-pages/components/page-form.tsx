import {
  Box,
  Button,
  ColorInput,
  FileInput,
  Grid,
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
import { useShopBrand } from '../../payment-links/api/use-shop-brand.ts';
import {
  useCreatePaymentPage,
  usePaymentPageMutations,
  useUploadPageImage,
} from '../api/payment-pages-queries.ts';
import {
  emptyPageForm,
  type PageFormValues,
  pageFormOf,
  toPagePatch,
  toPagePayload,
} from '../lib/page-form.ts';
import { PageItemsEditor } from './page-items-editor.tsx';
import { PagePreview } from './page-preview.tsx';

const SERVER_FIELDS = ['title', 'slug', 'description', 'image_id', 'amount_type', 'items', 'brand_color'];
const TYPES = ['fixed', 'products', 'free'] as const;

type Props = {
  shop: string;
  /** The page to edit; a new page without it. */
  page?: PaymentPageView;
  onSaved: (page: PaymentPageView) => void;
  onCancel: () => void;
};

/**
 * The builder of a payment page (add and edit): text, image, what the customer pays, brand
 * colour, with the public page's live preview beside it. An edited page keeps its address (slug).
 */
export function PageForm({ shop, page, onSaved, onCancel }: Props) {
  const { t } = useTranslation();
  const editing = Boolean(page);
  const form = useContractForm<PageFormValues, CreatePaymentPageInput>(
    createPaymentPageBody as never,
    page ? pageFormOf(page) : emptyPageForm(shop),
  );
  const { register, control, handleSubmit, setValue, setError, watch, getValues, formState } = form;
  const errors = formState.errors;
  const amountType = watch('amount_type');
  const create = useCreatePaymentPage();
  const { update } = usePaymentPageMutations(page?._id ?? '');
  const upload = useUploadPageImage();
  const brand = useShopBrand(shop);
  const [preview, setPreview] = useState<string | null>(page?.image_url ?? null);
  const [imageError, setImageError] = useState<string | null>(null);
  const live = watch();

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
      if (page) {
        const saved = await update.mutateAsync(toPagePatch(values, getValues('items')));
        notify('success', t('paymentPages.form.saved'));
        onSaved(saved.page);
      } else {
        const created = await create.mutateAsync(toPagePayload(values));
        notify('success', t('paymentPages.form.created'));
        onSaved(created.page);
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
                {editing ? t('paymentPages.form.edit', { title: page?.title }) : t('paymentPages.form.new')}
              </Title>
              <TextInput
                label={t('paymentPages.form.title')}
                withAsterisk
                {...register('title')}
                error={errors.title?.message}
              />
              <TextInput
                label={t('paymentPages.form.slug')}
                description={t(editing ? 'paymentPages.form.slugFixed' : 'paymentPages.form.slugHint')}
                disabled={editing}
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
              {preview && (
                <Group align="flex-end" gap="sm">
                  <Image src={preview} alt="" mah={160} w="auto" fit="contain" radius="sm" />
                  <Button variant="subtle" color="red" size="xs" onClick={() => chooseImage(null)}>
                    {t('paymentPages.form.removeImage')}
                  </Button>
                </Group>
              )}
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
                      data={TYPES.map((type) => ({
                        value: type,
                        label: t(`paymentPages.amountType.${type}`),
                      }))}
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
                <Button
                  type="submit"
                  loading={create.isPending || update.isPending}
                  disabled={upload.isPending}
                >
                  {t(editing ? 'paymentPages.form.save' : 'paymentPages.form.submit')}
                </Button>
              </Group>
            </Stack>
          </form>
        </Paper>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 5 }}>
        <Box pos="sticky" top={16}>
          <PagePreview
            shop={brand}
            values={{
              title: live.title ?? '',
              description: live.description ?? '',
              brandColor: live.brand_color ?? '',
              imageUrl: preview,
              amountType: live.amount_type ?? 'fixed',
              items: live.items ?? [],
            }}
          />
        </Box>
      </Grid.Col>
    </Grid>
  );
}
