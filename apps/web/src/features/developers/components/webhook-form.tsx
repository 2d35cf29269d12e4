import { Button, Checkbox, Group, Stack, Switch, Text, Textarea, TextInput } from '@mantine/core';
import { WEBHOOK_EVENT_TYPES } from '@platform/contracts';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../shared/api/api-error.ts';
import { applyFieldErrors, errorMessage } from '../../../shared/forms/server-errors.ts';
import { useContractForm } from '../../../shared/forms/use-contract-form.ts';
import { notify } from '../../../shared/ui/notify.ts';
import {
  httpsMissing,
  type WebhookFormInput,
  type WebhookFormValues,
  webhookFormSchema,
} from '../lib/webhook-form-schema.ts';

const FIELDS = ['url', 'events', 'description', 'enabled'] as const;
/** Refusals of the address itself: shown under the URL field. */
const URL_ERRORS: readonly string[] = ['WEBHOOK_HTTPS_REQUIRED', 'WEBHOOK_TARGET_REFUSED'];

type Props = {
  sandbox: boolean;
  defaultValues: WebhookFormInput;
  submitLabel: string;
  pending: boolean;
  /** Saves; a rejection puts the server's field errors under the inputs, or shows a toast. */
  onSubmit: (values: WebhookFormValues) => Promise<unknown>;
  onCancel: () => void;
};

/** URL (https in live), events (none = all), description, enabled. */
export function WebhookForm({ sandbox, defaultValues, submitLabel, pending, onSubmit, onCancel }: Props) {
  const { t } = useTranslation();
  const form = useContractForm(webhookFormSchema, defaultValues);
  const { register, control, handleSubmit, setError, formState } = form;

  const submit = handleSubmit(async (values) => {
    if (httpsMissing(values.url, sandbox)) {
      setError('url', { type: 'https', message: t('developers.form.httpsRequired') });
      return;
    }
    try {
      await onSubmit(values);
    } catch (error) {
      if (isApiError(error) && URL_ERRORS.includes(error.code)) {
        setError('url', { type: 'server', message: error.message });
      } else if (!applyFieldErrors(error, FIELDS, setError)) {
        notify('error', errorMessage(error, t));
      }
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <TextInput
          label={t('developers.form.url')}
          placeholder={sandbox ? 'http://example.com/webhooks' : 'https://example.com/webhooks'}
          description={sandbox ? t('developers.form.urlHelpSandbox') : t('developers.form.urlHelpLive')}
          required
          error={formState.errors.url?.message}
          {...register('url')}
        />
        <Controller
          control={control}
          name="events"
          render={({ field }) => (
            <Checkbox.Group
              label={t('developers.form.events')}
              description={t('developers.form.eventsHelp')}
              value={field.value ?? []}
              onChange={field.onChange}
            >
              <Group mt="xs">
                {WEBHOOK_EVENT_TYPES.map((event) => (
                  <Checkbox key={event} value={event} label={event} />
                ))}
              </Group>
            </Checkbox.Group>
          )}
        />
        <Textarea
          label={t('developers.form.description')}
          autosize
          minRows={2}
          error={formState.errors.description?.message}
          {...register('description')}
        />
        <Controller
          control={control}
          name="enabled"
          render={({ field }) => (
            <Switch
              label={t('developers.form.enabled')}
              description={t('developers.form.enabledHelp')}
              checked={field.value}
              onChange={(e) => field.onChange(e.currentTarget.checked)}
            />
          )}
        />
        <Text size="xs" c="dimmed">
          {t('developers.form.liveNote')}
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            {t('developers.cancel')}
          </Button>
          <Button type="submit" loading={pending}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
