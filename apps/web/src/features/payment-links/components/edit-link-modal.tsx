import '@mantine/dates/styles.css';
import { Button, Group, Modal, Stack, Textarea, TextInput } from '@mantine/core';
import { DateTimePicker } from '@mantine/dates';
import { type PaymentLinkView, type UpdatePaymentLinkBody, updatePaymentLinkBody } from '@platform/contracts';
import dayjs from 'dayjs';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { applyFieldErrors, errorMessage } from '../../../shared/forms/server-errors.ts';
import { useContractForm } from '../../../shared/forms/use-contract-form.ts';
import { useLocale } from '../../../shared/i18n/use-locale.ts';
import { notify } from '../../../shared/ui/notify.ts';
import type { LinkPatch } from '../api/payment-links-api.ts';

type Props = {
  link: PaymentLinkView;
  opened: boolean;
  saving: boolean;
  onClose: () => void;
  onSave: (patch: LinkPatch) => Promise<unknown>;
};

/** Changes what the customer sees (title, description) and the expiry date of a link. */
export function EditLinkModal({ link, opened, saving, onClose, onSave }: Props) {
  const { t } = useTranslation();
  const locale = useLocale();
  const form = useContractForm<UpdatePaymentLinkBody, UpdatePaymentLinkBody>(updatePaymentLinkBody as never, {
    title: link.title,
    description: link.description ?? '',
    expires_at: link.expires_at,
  });
  const { register, control, handleSubmit, setError, formState } = form;
  const submit = handleSubmit(async (values) => {
    try {
      await onSave({
        title: values.title,
        description: values.description ?? '',
        expires_at: values.expires_at ?? null,
      });
      notify('success', t('paymentLinks.detail.saved'));
      onClose();
    } catch (error) {
      if (!applyFieldErrors(error, ['title', 'description', 'expires_at'], setError)) {
        notify('error', errorMessage(error, t));
      }
    }
  });
  return (
    <Modal opened={opened} onClose={onClose} title={t('paymentLinks.detail.edit')} centered>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <TextInput
            label={t('paymentLinks.form.title')}
            withAsterisk
            {...register('title')}
            error={formState.errors.title?.message}
          />
          <Textarea
            label={t('paymentLinks.form.description')}
            autosize
            minRows={2}
            {...register('description')}
            error={formState.errors.description?.message}
          />
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
                error={formState.errors.expires_at?.message}
              />
            )}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('paymentLinks.form.cancel')}
            </Button>
            <Button type="submit" loading={saving}>
              {t('paymentLinks.detail.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
