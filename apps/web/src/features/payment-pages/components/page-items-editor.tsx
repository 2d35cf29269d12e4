import { ActionIcon, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { type UseFormReturn, useFieldArray } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { PageFormValues } from '../lib/page-form.ts';

type Props = { form: UseFormReturn<PageFormValues, unknown, unknown>; products: boolean };

/** The amounts (or products with a name and a price) a page offers. */
export function PageItemsEditor({ form, products }: Props) {
  const { t } = useTranslation();
  const { fields, append, remove } = useFieldArray({ control: form.control, name: 'items' });
  const errors = form.formState.errors.items;
  /**
   * A row's field whose typing clears its error and the list's own (a server's "Ce champ est
   * obligatoire" stayed under a filled amount); the resolver puts back what is still wrong.
   */
  const fresh = (name: `items.${number}.name` | `items.${number}.price`) => {
    const field = form.register(name);
    return {
      ...field,
      onChange: (event: React.ChangeEvent<HTMLInputElement>) => {
        form.clearErrors([name, 'items']);
        return field.onChange(event);
      },
    };
  };
  return (
    <Stack gap="xs">
      <Text size="sm" fw={500}>
        {t(products ? 'paymentPages.form.products' : 'paymentPages.form.items')}
      </Text>
      {fields.map((field, index) => (
        <Group key={field.id} align="flex-start" wrap="nowrap">
          {products && (
            <TextInput
              style={{ flex: 2 }}
              placeholder={t('paymentPages.form.itemName')}
              aria-label={t('paymentPages.form.itemName')}
              {...fresh(`items.${index}.name`)}
              error={errors?.[index]?.name?.message}
            />
          )}
          <TextInput
            style={{ flex: 1 }}
            inputMode="numeric"
            placeholder={t(products ? 'paymentPages.form.itemPrice' : 'paymentPages.form.itemAmount')}
            aria-label={t(products ? 'paymentPages.form.itemPrice' : 'paymentPages.form.itemAmount')}
            {...fresh(`items.${index}.price`)}
            error={errors?.[index]?.price?.message}
          />
          <ActionIcon
            variant="subtle"
            color="red"
            size="lg"
            aria-label={t('paymentPages.form.removeItem')}
            disabled={fields.length === 1}
            onClick={() => remove(index)}
          >
            <IconTrash size={16} />
          </ActionIcon>
        </Group>
      ))}
      {errors?.message ? (
        <Text size="xs" c="red">
          {errors.message}
        </Text>
      ) : null}
      <Group>
        <Button
          variant="light"
          size="xs"
          leftSection={<IconPlus size={14} />}
          disabled={fields.length >= 20}
          onClick={() => append({ name: '', price: '' })}
        >
          {t('paymentPages.form.addItem')}
        </Button>
      </Group>
    </Stack>
  );
}
