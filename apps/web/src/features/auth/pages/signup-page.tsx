import { Anchor, Button, NativeSelect, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { COUNTRIES, type SignupBody, signupBody } from '@platform/contracts';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { applyFieldErrors, errorMessage } from '../../../shared/forms/server-errors.ts';
import { useContractForm } from '../../../shared/forms/use-contract-form.ts';
import { useLocalizedPath } from '../../../shared/i18n/use-locale.ts';
import { LocalizedLink } from '../../../shared/ui/localized-link.tsx';
// Growth: the code of a referral or agent link goes with the sign-up.
import { SignupCodeBanner, useSignupCodes } from '../../referral/components/signup-code-banner.tsx';
import { authApi } from '../api/auth-api.ts';
import { AuthPage } from '../components/auth-page.tsx';
import { FormErrorAlert } from '../components/form-error-alert.tsx';
import { SignupProgress } from '../components/signup-progress.tsx';

const FIELDS = ['first_name', 'last_name', 'email', 'country', 'business_name'] as const;

/** /signup: who you are and your business; a confirmation link follows by e-mail. */
export function SignUpPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const localize = useLocalizedPath();
  const { register, handleSubmit, setError, formState } = useContractForm(signupBody, {
    first_name: '',
    last_name: '',
    business_name: '',
    email: '',
  });
  const errors = formState.errors;
  const codes = useSignupCodes();

  const signup = useMutation({
    mutationFn: (body: SignupBody) => authApi.signup(body),
    onSuccess: (_answer, body) =>
      navigate(localize(`/signup/checkmail?email=${encodeURIComponent(body.email)}`)),
    onError: (error) => applyFieldErrors(error, FIELDS, setError),
  });

  const countries = [
    { value: '', label: t('common.selectPlaceholder') },
    ...COUNTRIES.map((code) => ({ value: code, label: t(`auth.signup.countries.${code}`) })),
  ];

  return (
    <AuthPage
      above={<SignupProgress step="account" />}
      title={t('auth.signup.title')}
      subtitle={t('auth.signup.subtitle')}
    >
      <form noValidate onSubmit={handleSubmit((values) => signup.mutate({ ...values, ...codes }))}>
        <Stack gap="md">
          <SignupCodeBanner />
          <FormErrorAlert>{signup.error ? errorMessage(signup.error, t) : null}</FormErrorAlert>
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
            <TextInput
              label={t('auth.signup.firstName')}
              autoComplete="given-name"
              error={errors.first_name?.message}
              {...register('first_name')}
            />
            <TextInput
              label={t('auth.signup.lastName')}
              autoComplete="family-name"
              error={errors.last_name?.message}
              {...register('last_name')}
            />
          </SimpleGrid>
          <TextInput
            label={t('auth.signup.businessName')}
            autoComplete="organization"
            error={errors.business_name?.message}
            {...register('business_name')}
          />
          <NativeSelect
            label={t('auth.signup.country')}
            data={countries}
            error={errors.country?.message}
            {...register('country')}
          />
          <TextInput
            label={t('auth.signup.email')}
            placeholder={t('common.emailPlaceholder')}
            type="email"
            autoComplete="email"
            error={errors.email?.message}
            {...register('email')}
          />
          <Button type="submit" fullWidth loading={signup.isPending}>
            {t('auth.signup.submit')}
          </Button>
          <Text size="sm" ta="center" c="dimmed">
            {t('auth.signup.hasAccount')}{' '}
            <Anchor component={LocalizedLink} to="/signin" fw={600}>
              {t('auth.signup.signinLink')}
            </Anchor>
          </Text>
        </Stack>
      </form>
    </AuthPage>
  );
}
