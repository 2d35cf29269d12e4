import { PasswordInput, Stack, Text } from '@mantine/core';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

type Values = { password: string; password_confirmation: string };

type Props = {
  register: UseFormRegister<Values>;
  errors: FieldErrors<Values>;
  passwordLabel?: string;
};

/** New password and its confirmation, with the strength hint. */
export function PasswordFields({ register, errors, passwordLabel }: Props) {
  const { t } = useTranslation();
  const toggle = { 'aria-label': t('common.showPassword') };
  return (
    <Stack gap="md">
      <Stack gap={4}>
        <PasswordInput
          label={passwordLabel ?? t('common.password')}
          autoComplete="new-password"
          visibilityToggleButtonProps={toggle}
          error={errors.password?.message}
          {...register('password')}
        />
        {errors.password ? null : (
          <Text size="xs" c="dimmed">
            {t('common.passwordHint')}
          </Text>
        )}
      </Stack>
      <PasswordInput
        label={t('common.passwordConfirmation')}
        autoComplete="new-password"
        visibilityToggleButtonProps={toggle}
        error={errors.password_confirmation?.message}
        {...register('password_confirmation')}
      />
    </Stack>
  );
}
