import { Button, Group, TextInput } from '@mantine/core';
import { type RenameShopBody, renameShopBody } from '@platform/contracts';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { contractResolver } from '../../../shared/forms/contract-resolver.ts';
import { useLocale } from '../../../shared/i18n/use-locale.ts';

type Props = {
  defaultName?: string;
  submitLabel: string;
  pending?: boolean;
  onSubmit: (name: string) => void;
  onCancel?: () => void;
};

/**
 * The shop name field of the create and rename modals (spec section 5): checked on each input with
 * the shared rule ('Ce champ est obligatoire', 'Format non valide'); the submit button is hidden
 * while the name is not valid.
 */
export function ShopNameForm({ defaultName = '', submitLabel, pending = false, onSubmit, onCancel }: Props) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { register, handleSubmit, formState } = useForm<RenameShopBody>({
    resolver: contractResolver(renameShopBody, locale),
    mode: 'onChange',
    defaultValues: { name: defaultName },
  });
  const { errors, isValid } = formState;

  return (
    <form noValidate onSubmit={handleSubmit(({ name }) => onSubmit(name.trim()))}>
      <TextInput
        label={t('shops.name')}
        placeholder={t('shops.namePlaceholder')}
        autoComplete="off"
        data-autofocus
        error={errors.name?.message}
        {...register('name')}
      />
      <Group justify="flex-end" mt="lg" gap="sm">
        {onCancel ? (
          <Button variant="default" onClick={onCancel}>
            {t('shops.cancel')}
          </Button>
        ) : null}
        {isValid ? (
          <Button type="submit" loading={pending}>
            {submitLabel}
          </Button>
        ) : null}
      </Group>
    </form>
  );
}
