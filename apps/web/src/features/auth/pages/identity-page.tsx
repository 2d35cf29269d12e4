import { IconId } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { applyFieldErrors, errorMessage } from '../../../shared/forms/server-errors.ts';
import { useContractForm } from '../../../shared/forms/use-contract-form.ts';
import { useLocalizedPath } from '../../../shared/i18n/use-locale.ts';
import { authApi } from '../api/auth-api.ts';
import { AuthPage } from '../components/auth-page.tsx';
import { FormErrorAlert } from '../components/form-error-alert.tsx';
import { IdentityForm } from '../components/identity-form.tsx';
import { SignupProgress } from '../components/signup-progress.tsx';
import { TicketPending } from '../components/ticket-pending.tsx';
import { isDeadLink } from '../hooks/link-errors.ts';
import { useSignupTicket } from '../hooks/use-signup-ticket.ts';
import {
  IDENTITY_TEXT_FIELDS,
  type IdentityFormOutput,
  identityForm,
  identityFormData,
} from '../identity-schema.ts';

/** /signup/identity?ticket=…: identity, business details and documents. */
export function IdentityPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const ticket = params.get('ticket') ?? undefined;
  const navigate = useNavigate();
  const localize = useLocalizedPath();
  const signup = useSignupTicket(ticket, 'identity');
  const form = useContractForm(identityForm, {
    phone: '',
    birth_date: '',
    id_document_number: '',
    trade_register_number: '',
    tax_id: '',
    activity: '',
    address: '',
    city: '',
    website: '',
  });

  const submit = useMutation({
    mutationFn: (values: IdentityFormOutput) =>
      authApi.submitIdentity(ticket ?? '', identityFormData(values)),
    onSuccess: (answer) => signup.goToStep(answer.step),
    onError: (error) => {
      if (isDeadLink(error)) navigate(localize('/signup/linkexpired'), { replace: true });
      else
        applyFieldErrors(error, [...IDENTITY_TEXT_FIELDS, 'id_document', 'business_document'], form.setError);
    },
  });

  if (signup.data?.step !== 'identity') {
    return <TicketPending error={signup.error} />;
  }

  return (
    <AuthPage
      wide
      above={<SignupProgress step="identity" />}
      icon={<IconId size={28} />}
      title={t('auth.identity.title')}
      subtitle={t('auth.identity.subtitle')}
    >
      <IdentityForm
        form={form}
        onSubmit={(values) => submit.mutate(values)}
        pending={submit.isPending}
        alert={<FormErrorAlert>{submit.error ? errorMessage(submit.error, t) : null}</FormErrorAlert>}
      />
    </AuthPage>
  );
}
