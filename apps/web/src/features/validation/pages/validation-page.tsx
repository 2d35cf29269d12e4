import { Alert, Badge, Group, Loader, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import type { MerchantValidationResponse, ValidationState } from '@platform/contracts';
import { canManageShops, ruleMessage } from '@platform/domain';
import { IconAlertCircle, IconBan } from '@tabler/icons-react';
import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { applyFieldErrors, errorMessage } from '../../../shared/forms/server-errors.ts';
import { useContractForm } from '../../../shared/forms/use-contract-form.ts';
import { useLocale, useLocalizedPath } from '../../../shared/i18n/use-locale.ts';
import { notify } from '../../../shared/ui/notify.ts';
import { FormErrorAlert } from '../../auth/components/form-error-alert.tsx';
import { IdentityForm } from '../../auth/components/identity-form.tsx';
import {
  IDENTITY_TEXT_FIELDS,
  type IdentityFormInput,
  type IdentityFormOutput,
} from '../../auth/identity-schema.ts';
import { useShellUser } from '../../shell/shell-user.ts';
import { useMyValidation, useSendValidation } from '../api/validation-api.ts';
import { DecisionHistory } from '../components/decision-history.tsx';
import { DocumentsOnlyForm } from '../components/documents-only-form.tsx';
import { DocumentsStatus } from '../components/documents-status.tsx';
import { type ValidationFormInput, validationForm, validationFormData } from '../validation-form-schema.ts';

const STATE_COLORS: Record<ValidationState, string> = {
  TO_SEND: 'orange',
  SENT: 'blue',
  REFUSED: 'red',
  VALIDATED: 'green',
};

/** The identity, business fields and documents, prefilled with what the merchant sent before. */
function FileForm({ file }: { file: MerchantValidationResponse }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const navigate = useNavigate();
  const localize = useLocalizedPath();
  const send = useSendValidation();
  const identity = file.identity ?? {};
  const defaults = Object.fromEntries(
    IDENTITY_TEXT_FIELDS.map((f) => [f, identity[f] ?? '']),
  ) as unknown as ValidationFormInput;
  const form = useContractForm(validationForm, { ...defaults, id_document_expires_on: '' });

  const submit = (values: IdentityFormOutput) => {
    const missing = file.required_documents.filter((kind) => !(values as Record<string, unknown>)[kind]);
    for (const kind of missing)
      form.setError(kind, { type: 'required', message: ruleMessage(locale, 'required') });
    if (missing.length > 0) return;
    send.mutate(validationFormData(values), {
      onSuccess: (answer) => {
        notify('success', answer.message);
        navigate(localize('/validation/success'));
      },
      onError: (error) =>
        applyFieldErrors(
          error,
          [...IDENTITY_TEXT_FIELDS, 'id_document', 'business_document', 'id_document_expires_on'],
          form.setError,
        ),
    });
  };

  return (
    <Paper withBorder radius="md" p="lg">
      <Stack gap="md">
        <TextInput
          type="date"
          label={`${t('validation.merchant.expiresOn')} (${t('common.optional')})`}
          error={form.formState.errors.id_document_expires_on?.message}
          {...form.register('id_document_expires_on')}
        />
        {/* The sign-up identity step's form: the same fields and documents (documents already
            standing need not be sent again, which this form's schema allows). */}
        <IdentityForm
          form={form as unknown as UseFormReturn<IdentityFormInput, unknown, IdentityFormOutput>}
          onSubmit={submit}
          pending={send.isPending}
          alert={<FormErrorAlert>{send.error ? errorMessage(send.error, t) : null}</FormErrorAlert>}
        />
      </Stack>
    </Paper>
  );
}

/**
 * /validation: the merchant's validation file — its state (to send, sent, refused with staff's
 * reasons per document, validated), the documents, the form to send or re-send, the decisions.
 */
export function ValidationPage() {
  const { t } = useTranslation();
  const user = useShellUser();
  const mine = useMyValidation();
  const navigate = useNavigate();
  const localize = useLocalizedPath();
  const send = useSendValidation();
  if (mine.isPending) return <Loader />;
  if (mine.isError)
    return (
      <Alert color="red" icon={<IconAlertCircle size={18} />}>
        {errorMessage(mine.error, t)}
      </Alert>
    );
  const file = mine.data;
  const editable = file.state === 'TO_SEND' || file.state === 'REFUSED';
  const conformity = file.state === 'VALIDATED' && file.required_documents.length > 0;
  return (
    <Stack gap="lg" maw={960}>
      <Paper withBorder radius="md" p="lg">
        <Stack gap="xs">
          <Group justify="space-between">
            <Title order={2} size="h3" c="navy.7">
              {t('validation.merchant.title')}
            </Title>
            <Badge size="lg" color={STATE_COLORS[file.state]} data-testid="validation-state">
              {t(`validation.merchant.states.${file.state}`)}
            </Badge>
          </Group>
          <Text size="sm" c="dimmed">
            {t('validation.merchant.intro')}
          </Text>
          <Text>
            {conformity
              ? t('validation.merchant.conformityAsk')
              : t(`validation.merchant.stateText.${file.state}`)}
          </Text>
        </Stack>
      </Paper>
      {file.suspended ? (
        <Alert color="red" icon={<IconBan size={18} />}>
          {t('validation.merchant.suspended')}
        </Alert>
      ) : null}
      <DocumentsStatus documents={file.documents} />
      {editable && canManageShops(user) ? <FileForm file={file} /> : null}
      {conformity && canManageShops(user) ? (
        <Paper withBorder radius="md" p="lg">
          <DocumentsOnlyForm
            required={file.required_documents}
            pending={send.isPending}
            onSubmit={(values) =>
              send.mutate(validationFormData(values), {
                onSuccess: (answer) => {
                  notify('success', answer.message);
                  navigate(localize('/validation/success'));
                },
                onError: (error) => notify('error', errorMessage(error, t)),
              })
            }
          />
        </Paper>
      ) : null}
      <DecisionHistory decisions={file.decisions} title={t('validation.merchant.history')} />
    </Stack>
  );
}
