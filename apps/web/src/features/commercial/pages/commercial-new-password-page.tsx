import { Alert, Button, Stack } from '@mantine/core';
import { type SetPasswordBody, setPasswordBody } from '@platform/contracts';
import { IconLock } from '@tabler/icons-react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { applyFieldErrors, errorMessage } from '../../../shared/forms/server-errors.ts';
import { useContractForm } from '../../../shared/forms/use-contract-form.ts';
import { useLocalizedPath } from '../../../shared/i18n/use-locale.ts';
import { notify } from '../../../shared/ui/notify.ts';
import { PageLoader } from '../../../shared/ui/page-loader.tsx';
import { authApi, authKeys } from '../../auth/api/auth-api.ts';
import { AuthPage } from '../../auth/components/auth-page.tsx';
import { FormErrorAlert } from '../../auth/components/form-error-alert.tsx';
import { PasswordFields } from '../../auth/components/password-fields.tsx';

/**
 * /commercial/signin/newpassword/:id: the link e-mailed to a new agent (or after a reset): checks
 * it, sets the password, then back to /commercial/signin.
 */
export function CommercialNewPasswordPage() {
  const { id = '' } = useParams();
  const { t } = useTranslation();
  const navigate = useNavigate();
  const localize = useLocalizedPath();
  const check = useQuery({
    queryKey: authKeys.resetToken(id),
    queryFn: () => authApi.checkResetToken(id),
    retry: false,
  });
  const { register, handleSubmit, setError, formState } = useContractForm(setPasswordBody, {
    password: '',
    password_confirmation: '',
  });
  const save = useMutation({
    mutationFn: (body: SetPasswordBody) => authApi.resetPassword(id, body),
    onSuccess: (answer) => {
      notify('success', answer.message || t('commercialArea.newPassword.success'));
      navigate(localize('/commercial/signin'), { replace: true });
    },
    onError: (error) => applyFieldErrors(error, ['password', 'password_confirmation'], setError),
  });

  if (check.isPending) return <PageLoader label={t('commercialArea.newPassword.checking')} />;
  return (
    <AuthPage
      icon={<IconLock size={28} />}
      title={t('commercialArea.newPassword.title')}
      subtitle={
        check.data ? t('commercialArea.newPassword.subtitle', { email: check.data.email }) : undefined
      }
    >
      {check.error ? (
        <Alert color="red" data-testid="link-invalid">
          {t('commercialArea.newPassword.invalid')}
        </Alert>
      ) : (
        <form noValidate onSubmit={handleSubmit((values) => save.mutate(values))}>
          <Stack gap="md">
            <FormErrorAlert>{save.error ? errorMessage(save.error, t) : null}</FormErrorAlert>
            <PasswordFields
              register={register}
              errors={formState.errors}
              passwordLabel={t('common.password')}
            />
            <Button type="submit" fullWidth loading={save.isPending}>
              {t('commercialArea.newPassword.submit')}
            </Button>
          </Stack>
        </form>
      )}
    </AuthPage>
  );
}
