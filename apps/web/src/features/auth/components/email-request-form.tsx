import { Anchor, Button, Stack, TextInput } from '@mantine/core';
import { type EmailOnlyBody, emailOnlyBody } from '@platform/contracts';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { applyFieldErrors, errorMessage } from '../../../shared/forms/server-errors.ts';
import { useContractForm } from '../../../shared/forms/use-contract-form.ts';
import { LocalizedLink } from '../../../shared/ui/localized-link.tsx';
import { FormErrorAlert } from './form-error-alert.tsx';

/**
 * An e-mail address, one request, then the next page: the form of "forgot password" and "send
 * the confirmation link again", with the server's field errors under the field.
 */
export function EmailRequestForm(props: {
  submitLabel: string;
  send: (body: EmailOnlyBody) => Promise<unknown>;
  onSent: (body: EmailOnlyBody) => void;
}) {
  const { t } = useTranslation();
  const { register, handleSubmit, setError, formState } = useContractForm(emailOnlyBody, { email: '' });
  const request = useMutation({
    mutationFn: props.send,
    onSuccess: (_answer, body) => props.onSent(body),
    onError: (error) => applyFieldErrors(error, ['email'], setError),
  });

  return (
    <form noValidate onSubmit={handleSubmit((values) => request.mutate(values))}>
      <Stack gap="md">
        <FormErrorAlert>{request.error ? errorMessage(request.error, t) : null}</FormErrorAlert>
        <TextInput
          label={t('common.email')}
          placeholder={t('common.emailPlaceholder')}
          type="email"
          autoComplete="email"
          error={formState.errors.email?.message}
          {...register('email')}
        />
        <Button type="submit" fullWidth loading={request.isPending}>
          {props.submitLabel}
        </Button>
        <Anchor component={LocalizedLink} to="/signin" size="sm" ta="center">
          {t('common.backToSignin')}
        </Anchor>
      </Stack>
    </form>
  );
}
