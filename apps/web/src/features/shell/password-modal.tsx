import { Button, Group, Modal, PasswordInput, Stack, Text } from '@mantine/core';
import { checkPasswordBody } from '@platform/contracts';
import { MODES } from '@platform/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { errorMessage } from '../../shared/forms/server-errors.ts';
import { useContractForm } from '../../shared/forms/use-contract-form.ts';
import { useLocalizedPath } from '../../shared/i18n/use-locale.ts';
import { notify } from '../../shared/ui/notify.ts';
import { authApi } from '../auth/api/auth-api.ts';
import { shopKeys } from '../shops/api/shops-api.ts';
import { storeInSandbox, storeShopSession } from '../shops/shop-storage.ts';
import { currentUserKey } from './use-current-user.ts';

const passwordOnly = checkPasswordBody.pick({ password: true });

type Props = {
  /** Where the confirmation leads: into the sandbox or back to live; null keeps the modal closed. */
  target: 'sandbox' | 'live' | null;
  onClose: () => void;
};

/**
 * 'Confirmation de Mot de Passe': the server checks the password and moves the session; on success
 * the shops of the other mode are loaded (the first one selected) and the user lands on its dashboard.
 */
export function PasswordModal({ target, onClose }: Props) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const localize = useLocalizedPath();
  const queryClient = useQueryClient();
  const form = useContractForm(passwordOnly, { password: '' });
  const { register, handleSubmit, formState, setError, reset } = form;

  const close = () => {
    reset();
    onClose();
  };

  const check = useMutation({
    mutationFn: ({ password, mode }: { password: string; mode: 0 | 1 }) => authApi.switchMode(password, mode),
    onMutate: () => notify('info', t('sandbox.processing'), { loading: true }),
    onSuccess: async (answer) => {
      notify('success', answer.message);
      storeInSandbox(answer.in_sandbox);
      storeShopSession(null);
      queryClient.setQueryData(currentUserKey, (old: { user: object } | undefined) =>
        old ? { user: { ...old.user, in_sandbox: answer.in_sandbox } } : old,
      );
      void queryClient.invalidateQueries({ queryKey: shopKeys.all });
      void queryClient.invalidateQueries({ queryKey: currentUserKey });
      close();
      navigate(localize(answer.in_sandbox ? '/sandbox/dashboard' : '/dashboard'));
    },
    onError: (error) => {
      const message = errorMessage(error, t);
      notify('error', message);
      setError('password', { type: 'server', message });
    },
  });

  const submit = handleSubmit(({ password }) =>
    check.mutate({ password, mode: target === 'sandbox' ? MODES.sandbox : MODES.live }),
  );

  return (
    <Modal opened={target !== null} onClose={close} title={t('sandbox.passwordTitle')} centered>
      <form noValidate onSubmit={submit}>
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            {target === 'live' ? t('sandbox.passwordTextLive') : t('sandbox.passwordTextSandbox')}
          </Text>
          <PasswordInput
            label={t('common.password')}
            autoComplete="current-password"
            data-autofocus
            visibilityToggleButtonProps={{ 'aria-label': t('common.showPassword') }}
            error={formState.errors.password?.message}
            {...register('password')}
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close} disabled={check.isPending}>
              {t('sandbox.cancel')}
            </Button>
            <Button type="submit" loading={check.isPending}>
              {t('sandbox.continue')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
