import {
  ActionIcon,
  Button,
  Checkbox,
  FileInput,
  Group,
  Image,
  Modal,
  NumberInput,
  Stack,
  TagsInput,
  Textarea,
  TextInput,
} from '@mantine/core';
import { createMarketProductBody, type MarketProductView } from '@platform/contracts';
import { MARKET_PHOTOS_MAX } from '@platform/domain';
import { IconPhoto, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { applyFieldErrors, errorMessage } from '../../../shared/forms/server-errors.ts';
import { useContractForm } from '../../../shared/forms/use-contract-form.ts';
import { notify } from '../../../shared/ui/notify.ts';
import { useMarketMutations } from '../api/market-queries.ts';

type Values = z.input<typeof createMarketProductBody>;
type Output = z.output<typeof createMarketProductBody>;
type Photo = { _id: string; url: string };
const FIELDS = ['name', 'description', 'price', 'stock', 'categories', 'photos'];

type Props = { shop: string; product: MarketProductView | null; onClose: () => void };

/** Adds a product or changes one: name, description, price, stock or unlimited, on sale, categories, photos. */
export function ProductForm({ shop, product, onClose }: Props) {
  const { t } = useTranslation();
  const { createProduct, updateProduct, uploadPhoto } = useMarketMutations(shop);
  const [photos, setPhotos] = useState<Photo[]>(product?.photos ?? []);
  const [photoError, setPhotoError] = useState<string | null>(null);
  const form = useContractForm<Values, Output>(createMarketProductBody, {
    shop,
    name: product?.name ?? '',
    description: product?.description ?? '',
    price: product ? String(product.price) : '',
    stock: product ? product.stock : 10,
    active: product?.active ?? true,
    categories: product?.categories ?? [],
    photos: product?.photos.map((p) => p._id) ?? [],
  });
  const { register, control, handleSubmit, setError, setValue, watch, formState } = form;
  const errors = formState.errors;
  const stock = watch('stock');

  const addPhoto = async (file: File | null) => {
    setPhotoError(null);
    if (!file) return;
    try {
      const photo = await uploadPhoto.mutateAsync(file);
      const next = [...photos, photo].slice(0, MARKET_PHOTOS_MAX);
      setPhotos(next);
      setValue(
        'photos',
        next.map((p) => p._id),
      );
    } catch (error) {
      setPhotoError(errorMessage(error, t));
    }
  };
  const removePhoto = (id: string) => {
    const next = photos.filter((p) => p._id !== id);
    setPhotos(next);
    setValue(
      'photos',
      next.map((p) => p._id),
    );
  };

  const submit = handleSubmit(async (values) => {
    const body = {
      name: values.name,
      description: values.description,
      price: String(values.price),
      stock: values.stock,
      active: values.active,
      categories: values.categories,
      photos: values.photos,
    };
    try {
      if (product) {
        await updateProduct.mutateAsync({ id: product._id, body });
        notify('success', t('market.products.updated'));
      } else {
        await createProduct.mutateAsync(body);
        notify('success', t('market.products.created'));
      }
      onClose();
    } catch (error) {
      if (!applyFieldErrors(error, FIELDS, setError)) notify('error', errorMessage(error, t));
    }
  });

  return (
    <Modal
      opened
      onClose={onClose}
      title={product ? t('market.products.edit') : t('market.products.add')}
      size="lg"
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <TextInput
            label={t('market.products.name')}
            withAsterisk
            {...register('name')}
            error={errors.name?.message}
          />
          <Textarea
            label={t('market.products.description')}
            autosize
            minRows={2}
            {...register('description')}
            error={errors.description?.message}
          />
          <TextInput
            label={t('market.products.price')}
            withAsterisk
            inputMode="numeric"
            {...register('price')}
            error={errors.price?.message}
          />
          <Group align="flex-end">
            <Controller
              control={control}
              name="stock"
              render={({ field }) => (
                <NumberInput
                  label={t('market.products.stock')}
                  min={0}
                  allowDecimal={false}
                  disabled={field.value === null}
                  value={field.value ?? ''}
                  onChange={(value) => field.onChange(typeof value === 'number' ? value : 0)}
                  error={errors.stock?.message}
                  w={160}
                />
              )}
            />
            <Checkbox
              label={t('market.products.unlimited')}
              checked={stock === null}
              onChange={(event) => setValue('stock', event.currentTarget.checked ? null : 0)}
              mb={8}
            />
          </Group>
          <Controller
            control={control}
            name="categories"
            render={({ field }) => (
              <TagsInput
                label={t('market.products.categories')}
                description={t('market.products.categoriesHint')}
                value={field.value ?? []}
                onChange={field.onChange}
                maxTags={10}
              />
            )}
          />
          <FileInput
            label={t('market.products.photos')}
            description={
              uploadPhoto.isPending ? t('market.products.uploading') : t('market.products.photosHint')
            }
            accept="image/png,image/jpeg"
            leftSection={<IconPhoto size={16} />}
            onChange={addPhoto}
            value={null}
            disabled={photos.length >= MARKET_PHOTOS_MAX}
            error={photoError ?? errors.photos?.message}
            data-testid="product-photo"
          />
          {photos.length > 0 && (
            <Group gap="xs">
              {photos.map((photo) => (
                <div key={photo._id} style={{ position: 'relative' }}>
                  <Image src={photo.url} alt="" w={72} h={72} fit="cover" radius="sm" />
                  <ActionIcon
                    size="xs"
                    color="red"
                    variant="filled"
                    style={{ position: 'absolute', top: 2, right: 2 }}
                    aria-label={t('market.products.removePhoto')}
                    onClick={() => removePhoto(photo._id)}
                  >
                    <IconX size={12} />
                  </ActionIcon>
                </div>
              ))}
            </Group>
          )}
          <Checkbox label={t('market.products.active')} {...register('active')} />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('market.products.cancel')}
            </Button>
            <Button type="submit" loading={createProduct.isPending || updateProduct.isPending}>
              {t('market.products.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
