import { Button, Group, Modal, PasswordInput, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../shared/forms/server-errors.ts';

type Props = {
  opened: boolean;
  text: string;
  onClose: () => void;
  /** Resolves when the server accepted the password; a rejection shows its message under the field. */
  onConfirm: (password: string) => Promise<unknown>;
};

/** 'Confirmation de Mot de Passe' before money leaves (Continuer / Annuler, show/hide toggle). */
export function PasswordConfirmModal({ opened, text, onClose, onConfirm }: Props) {
  const { t } = useTranslation();
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const close = () => {
    setPassword('');
    setError(null);
    onClose();
  };

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (!password) {
      setError(t('payoutLists.confirm.required'));
      return;
    }
    setBusy(true);
    try {
      await onConfirm(password);
      setPassword('');
      setError(null);
    } catch (failure) {
      setError(errorMessage(failure, t));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal opened={opened} onClose={close} title={t('payoutLists.confirm.title')} centered>
      <form noValidate onSubmit={submit}>
        <Stack gap="md">
          <Text size="sm">{text}</Text>
          <PasswordInput
            label={t('payoutLists.confirm.password')}
            autoComplete="current-password"
            data-autofocus
            value={password}
            onChange={(e) => setPassword(e.currentTarget.value)}
            error={error}
            visibilityToggleButtonProps={{ 'aria-label': t('common.showPassword') }}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {t('payoutLists.confirm.cancel')}
            </Button>
            <Button type="submit" loading={busy}>
              {t('payoutLists.confirm.continue')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
