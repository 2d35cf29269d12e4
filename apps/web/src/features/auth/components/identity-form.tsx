import { Button, FileInput, NativeSelect, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { ID_DOCUMENT_TYPES, LEGAL_FORMS } from '@platform/contracts';
import { IconFileUpload } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { IdentityFormInput, IdentityFormOutput } from '../identity-schema.ts';

const ACCEPT = 'image/png,image/jpeg,application/pdf,.png,.jpg,.jpeg,.pdf';

type Props = {
  form: UseFormReturn<IdentityFormInput, unknown, IdentityFormOutput>;
  onSubmit: (values: IdentityFormOutput) => void;
  pending: boolean;
  alert: ReactNode;
};

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap="md">
      <Title order={2} size="h4" c="navy.7">
        {title}
      </Title>
      {children}
    </Stack>
  );
}

/** Identity, business details and documents of the sign-up's identity step. */
export function IdentityForm({ form, onSubmit, pending, alert }: Props) {
  const { t } = useTranslation();
  const { register, handleSubmit, control, formState } = form;
  const errors = formState.errors;
  const optional = (label: string) => `${label} (${t('common.optional')})`;
  const placeholder = { value: '', label: t('common.selectPlaceholder') };

  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)}>
      <Stack gap="xl">
        {alert}
        <Section title={t('auth.identity.person')}>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <TextInput
              label={t('auth.identity.phone')}
              placeholder={t('auth.identity.phonePlaceholder')}
              type="tel"
              autoComplete="tel"
              error={errors.phone?.message}
              {...register('phone')}
            />
            <TextInput
              label={t('auth.identity.birthDate')}
              type="date"
              autoComplete="bday"
              error={errors.birth_date?.message}
              {...register('birth_date')}
            />
            <NativeSelect
              label={t('auth.identity.idDocumentType')}
              data={[
                placeholder,
                ...ID_DOCUMENT_TYPES.map((v) => ({ value: v, label: t(`auth.identity.idTypes.${v}`) })),
              ]}
              error={errors.id_document_type?.message}
              {...register('id_document_type')}
            />
            <TextInput
              label={t('auth.identity.idDocumentNumber')}
              error={errors.id_document_number?.message}
              {...register('id_document_number')}
            />
          </SimpleGrid>
        </Section>

        <Section title={t('auth.identity.business')}>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <NativeSelect
              label={t('auth.identity.legalForm')}
              data={[
                placeholder,
                ...LEGAL_FORMS.map((v) => ({ value: v, label: t(`auth.identity.legalForms.${v}`) })),
              ]}
              error={errors.legal_form?.message}
              {...register('legal_form')}
            />
            <TextInput
              label={t('auth.identity.activity')}
              placeholder={t('auth.identity.activityPlaceholder')}
              error={errors.activity?.message}
              {...register('activity')}
            />
            <TextInput
              label={optional(t('auth.identity.tradeRegisterNumber'))}
              error={errors.trade_register_number?.message}
              {...register('trade_register_number')}
            />
            <TextInput
              label={optional(t('auth.identity.taxId'))}
              error={errors.tax_id?.message}
              {...register('tax_id')}
            />
            <TextInput
              label={t('auth.identity.address')}
              autoComplete="street-address"
              error={errors.address?.message}
              {...register('address')}
            />
            <TextInput
              label={t('auth.identity.city')}
              autoComplete="address-level2"
              error={errors.city?.message}
              {...register('city')}
            />
          </SimpleGrid>
          <TextInput
            label={optional(t('auth.identity.website'))}
            type="url"
            autoComplete="url"
            placeholder="https://"
            error={errors.website?.message}
            {...register('website')}
          />
        </Section>

        <Section title={t('auth.identity.documents')}>
          <Text size="sm" c="dimmed" mt={-8}>
            {t('auth.identity.fileHint')}
          </Text>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <Controller
              control={control}
              name="id_document"
              render={({ field }) => (
                <FileInput
                  label={t('auth.identity.idDocument')}
                  placeholder={t('auth.identity.filePlaceholder')}
                  accept={ACCEPT}
                  clearable
                  leftSection={<IconFileUpload size={18} />}
                  value={field.value ?? null}
                  onChange={(file) => field.onChange(file ?? undefined)}
                  onBlur={field.onBlur}
                  error={errors.id_document?.message}
                  fileInputProps={{ 'data-testid': 'id-document-file' } as object}
                />
              )}
            />
            <Controller
              control={control}
              name="business_document"
              render={({ field }) => (
                <FileInput
                  label={optional(t('auth.identity.businessDocument'))}
                  placeholder={t('auth.identity.filePlaceholder')}
                  accept={ACCEPT}
                  clearable
                  leftSection={<IconFileUpload size={18} />}
                  value={field.value ?? null}
                  onChange={(file) => field.onChange(file)}
                  onBlur={field.onBlur}
                  error={errors.business_document?.message}
                  fileInputProps={{ 'data-testid': 'business-document-file' } as object}
                />
              )}
            />
          </SimpleGrid>
        </Section>

        <Button type="submit" size="md" loading={pending} style={{ alignSelf: 'flex-end' }} miw={200}>
          {t('auth.identity.submit')}
        </Button>
      </Stack>
    </form>
  );
}
