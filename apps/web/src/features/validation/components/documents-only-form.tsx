import { Button, FileInput, Stack, TextInput } from '@mantine/core';
import type { IdentityDocumentField } from '@platform/contracts';
import { ruleMessage } from '@platform/domain';
import { IconFileUpload } from '@tabler/icons-react';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useContractForm } from '../../../shared/forms/use-contract-form.ts';
import { useLocale } from '../../../shared/i18n/use-locale.ts';
import { type DocumentsOnlyOutput, documentsOnlyForm } from '../validation-form-schema.ts';

const ACCEPT = 'image/png,image/jpeg,application/pdf,.png,.jpg,.jpeg,.pdf';

type Props = {
  required: IdentityDocumentField[];
  pending: boolean;
  onSubmit: (values: DocumentsOnlyOutput) => void;
};

/** The documents a conformity review asked for, and nothing else. */
export function DocumentsOnlyForm({ required, pending, onSubmit }: Props) {
  const { t } = useTranslation();
  const locale = useLocale();
  const form = useContractForm(documentsOnlyForm, { id_document_expires_on: '' });
  const { control, handleSubmit, formState, setError, register } = form;
  const submit = handleSubmit((values) => {
    const missing = required.filter((kind) => !values[kind]);
    for (const kind of missing)
      setError(kind, { type: 'required', message: ruleMessage(locale, 'required') });
    if (missing.length === 0) onSubmit(values);
  });
  return (
    <form noValidate onSubmit={submit}>
      <Stack gap="md">
        {required.map((kind) => (
          <Controller
            key={kind}
            control={control}
            name={kind}
            render={({ field }) => (
              <FileInput
                label={t(`validation.kinds.${kind}`)}
                placeholder={t('auth.identity.filePlaceholder')}
                accept={ACCEPT}
                clearable
                leftSection={<IconFileUpload size={18} />}
                value={field.value ?? null}
                onChange={(file) => field.onChange(file)}
                error={formState.errors[kind]?.message}
                fileInputProps={{ 'data-testid': `${kind.replace('_', '-')}-file` } as object}
              />
            )}
          />
        ))}
        {required.includes('id_document') ? (
          <TextInput
            type="date"
            label={`${t('validation.merchant.expiresOn')} (${t('common.optional')})`}
            error={formState.errors.id_document_expires_on?.message}
            {...register('id_document_expires_on')}
          />
        ) : null}
        <Button type="submit" loading={pending} style={{ alignSelf: 'flex-end' }}>
          {t('validation.merchant.sendDocuments')}
        </Button>
      </Stack>
    </form>
  );
}
