import { Button, Group, Modal, PasswordInput, Stack, Text } from '@mantine/core';
import { checkPasswordBody } from '@platform/contracts';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useContractForm } from '../../../shared/forms/use-contract-form.ts';

const passwordOnly = checkPasswordBody.pick({ password: true });

type Props = {
  opened: boolean;
  text: string;
  pending: boolean;
  /** The server's refusal of the last attempt (wrong password…), shown under the field. */
  error: string | null;
  onConfirm: (password: string) => void;
  onClose: () => void;
};

/**
 * 'Confirmation de Mot de Passe' before money leaves: the password goes with the request itself,
 * and the server checks it (throttled like a sign-in) before anything is held or sent.
 */
export function ConfirmPasswordModal({ opened, text, pending, error, onConfirm, onClose }: Props) {
  const { t } = useTranslation();
  const { register, handleSubmit, formState, setError, reset } = useContractForm(passwordOnly, {
    password: '',
  });
  useEffect(() => {
    if (error) setError('password', { type: 'server', message: error });
  }, [error, setError]);
  const close = () => {
    reset();
    onClose();
  };
  return (
    <Modal opened={opened} onClose={close} title={t('sandbox.passwordTitle')} centered>
      <form noValidate onSubmit={handleSubmit(({ password }) => onConfirm(password))}>
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            {text}
          </Text>
          <PasswordInput
            label={t('common.password')}
            autoComplete="current-password"
            data-autofocus
            data-testid="confirm-password"
            visibilityToggleButtonProps={{ 'aria-label': t('common.showPassword') }}
            error={formState.errors.password?.message}
            {...register('password')}
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close} disabled={pending}>
              {t('sandbox.cancel')}
            </Button>
            <Button type="submit" loading={pending} data-testid="confirm-password-submit">
              {t('sandbox.continue')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
