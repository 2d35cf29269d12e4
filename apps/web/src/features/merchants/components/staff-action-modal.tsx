import { Button, Group, Modal, PasswordInput, Stack, Text, Textarea } from '@mantine/core';
import { staffDecisionBody } from '@platform/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useContractForm } from '../../../shared/forms/use-contract-form.ts';

type Props = {
  opened: boolean;
  /** What is about to happen, in a sentence. */
  text: string;
  pending: boolean;
  /** Fields of the action itself (an external reference…), shown above the reason. */
  children?: ReactNode;
  onConfirm: (body: { reason: string; password: string }) => void;
  onClose: () => void;
};

/**
 * 'Confirmation de Mot de Passe' of a staff action that moves money or grants access: a reason
 * (kept in the audit trail) and the staff member's password, both sent with the request.
 */
export function StaffActionModal({ opened, text, pending, children, onConfirm, onClose }: Props) {
  const { t } = useTranslation();
  const { register, handleSubmit, formState, reset } = useContractForm(staffDecisionBody, {
    reason: '',
    password: '',
  });
  const close = () => {
    reset();
    onClose();
  };
  return (
    <Modal opened={opened} onClose={close} title={t('sandbox.passwordTitle')} centered>
      <form
        noValidate
        onSubmit={handleSubmit((body) => {
          onConfirm(body);
          reset();
        })}
      >
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            {text}
          </Text>
          {children}
          <Textarea
            label={t('merchants.staff.reason')}
            autosize
            minRows={2}
            data-testid="staff-reason"
            error={formState.errors.reason?.message}
            {...register('reason')}
          />
          <PasswordInput
            label={t('common.password')}
            autoComplete="current-password"
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
