import { Button, Checkbox, Paper, ScrollArea, Stack, Text, Title } from '@mantine/core';
import { termsBody } from '@platform/contracts';
import { IconFileText } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { errorMessage } from '../../../shared/forms/server-errors.ts';
import { useContractForm } from '../../../shared/forms/use-contract-form.ts';
import { useLocalizedPath } from '../../../shared/i18n/use-locale.ts';
import { authApi } from '../api/auth-api.ts';
import { AuthPage } from '../components/auth-page.tsx';
import { FormErrorAlert } from '../components/form-error-alert.tsx';
import { SignupProgress } from '../components/signup-progress.tsx';
import { TicketPending } from '../components/ticket-pending.tsx';
import { isDeadLink } from '../hooks/link-errors.ts';
import { useSignupTicket } from '../hooks/use-signup-ticket.ts';

const SECTIONS = ['service', 'kyc', 'fees', 'security', 'data'] as const;

/** /signup/terms/:id: the terms, and a required checkbox. */
export function TermsPage() {
  const { id } = useParams();
  const { t } = useTranslation();
  const navigate = useNavigate();
  const localize = useLocalizedPath();
  const signup = useSignupTicket(id, 'terms');
  const { register, handleSubmit, formState } = useContractForm(termsBody);

  const accept = useMutation({
    mutationFn: () => authApi.acceptTerms(id ?? ''),
    onSuccess: (answer) => signup.goToStep(answer.step),
    onError: (error) => {
      if (isDeadLink(error)) navigate(localize('/signup/linkexpired'), { replace: true });
    },
  });

  if (signup.data?.step !== 'terms') return <TicketPending error={signup.error} />;

  return (
    <AuthPage
      wide
      above={<SignupProgress step="terms" />}
      icon={<IconFileText size={28} />}
      title={t('auth.terms.title')}
      subtitle={t('auth.terms.subtitle')}
    >
      <form noValidate onSubmit={handleSubmit(() => accept.mutate())}>
        <Stack gap="lg">
          <FormErrorAlert>{accept.error ? errorMessage(accept.error, t) : null}</FormErrorAlert>
          <Paper withBorder radius="md">
            <ScrollArea.Autosize mah={320} type="auto" offsetScrollbars>
              <Stack gap="md" p="lg" tabIndex={0} aria-label={t('auth.terms.title')}>
                {SECTIONS.map((section) => (
                  <Stack key={section} gap={4}>
                    <Title order={3} size="h5" c="navy.7">
                      {t(`auth.terms.sections.${section}Title`)}
                    </Title>
                    <Text size="sm">{t(`auth.terms.sections.${section}`)}</Text>
                  </Stack>
                ))}
              </Stack>
            </ScrollArea.Autosize>
          </Paper>
          <Checkbox
            label={t('auth.terms.accept')}
            error={formState.errors.accepted?.message}
            {...register('accepted')}
          />
          <Button type="submit" loading={accept.isPending} style={{ alignSelf: 'flex-end' }} miw={200}>
            {t('auth.terms.submit')}
          </Button>
        </Stack>
      </form>
    </AuthPage>
  );
}
