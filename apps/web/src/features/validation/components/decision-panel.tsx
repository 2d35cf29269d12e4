import { Alert, Button, Group, Paper, Stack, Textarea, Title } from '@mantine/core';
import type { ValidationFileResponse } from '@platform/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../shared/forms/server-errors.ts';
import { notify } from '../../../shared/ui/notify.ts';
import { ConfirmPasswordModal } from '../../payouts/components/confirm-password-modal.tsx';
import { type Review, useDecision, validationApi } from '../api/validation-api.ts';
import type { Refusals } from './document-review.tsx';

type Guarded = 'approve' | 'suspend' | 'reinstate';

type Props = {
  review: Review;
  file: ValidationFileResponse;
  refusals: Refusals;
  onDecided: () => void;
};

/**
 * Staff's decision on a file. Approve, suspend and reinstate grant or remove access: they take a
 * reason and the staff password ('Confirmation de Mot de Passe'). Refusing names documents with
 * a reason each; a conformity review can also clear the merchant.
 */
export function DecisionPanel({ review, file, refusals, onDecided }: Props) {
  const { t } = useTranslation();
  const id = file.merchant._id;
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);
  const [guarded, setGuarded] = useState<Guarded | null>(null);
  const [passwordError, setPasswordError] = useState<string | null>(null);
  const done = (answer: { message: string }) => {
    notify('success', answer.message);
    setReason('');
    setGuarded(null);
    onDecided();
  };
  const fail = (error: unknown) => notify('error', errorMessage(error, t));
  const withPassword = useDecision(
    review,
    id,
    ({ action, password }: { action: Guarded; password: string }) =>
      action === 'approve'
        ? validationApi.approve(id, { reason, password })
        : validationApi.suspend(id, action === 'suspend', { reason, password }),
  );
  const refuse = useDecision(review, id, () =>
    validationApi.refuse(review, id, {
      documents: Object.entries(refusals).map(([document_id, r]) => ({ document_id, reason: r })),
      reason,
    }),
  );
  const clear = useDecision(review, id, () => validationApi.clear(id, { reason }));

  const needReason = (then: () => void) => {
    if (!reason.trim()) {
      setReasonError(t('validation.admin.reasonRequired'));
      return;
    }
    setReasonError(null);
    then();
  };
  const refuseChecked = () => {
    const entries = Object.values(refusals);
    if (entries.length === 0 || entries.some((r) => !r.trim())) {
      notify('error', t('validation.admin.pickDocument'));
      return;
    }
    refuse.mutate(undefined, { onSuccess: done, onError: fail });
  };
  const validationOpen = review === 'validation' && file.merchant.status === 'SUBMITTED';
  const conformityOpen = review === 'conformity' && file.merchant.valid;
  if (!validationOpen && !conformityOpen)
    return <Alert color="gray">{t('validation.admin.notWaiting')}</Alert>;
  const suspended = file.merchant.suspended_at !== null;

  return (
    <Paper withBorder radius="md" p="lg">
      <Stack gap="md">
        <Title order={3} size="h4" c="navy.7">
          {t('validation.admin.decide')}
        </Title>
        <Textarea
          label={t('validation.admin.reason')}
          value={reason}
          onChange={(e) => setReason(e.currentTarget.value)}
          error={reasonError}
          autosize
          minRows={2}
          data-testid="decision-reason"
        />
        <Group>
          {validationOpen ? (
            <Button
              color="green"
              onClick={() => needReason(() => setGuarded('approve'))}
              data-testid="approve"
            >
              {t('validation.admin.approve')}
            </Button>
          ) : null}
          {conformityOpen ? (
            <Button
              color="green"
              loading={clear.isPending}
              onClick={() => needReason(() => clear.mutate(undefined, { onSuccess: done, onError: fail }))}
            >
              {t('validation.admin.clear')}
            </Button>
          ) : null}
          <Button
            color="red"
            variant="light"
            loading={refuse.isPending}
            onClick={refuseChecked}
            data-testid="refuse"
          >
            {validationOpen ? t('validation.admin.refuse') : t('validation.admin.requestDocuments')}
          </Button>
          {conformityOpen ? (
            <Button
              color={suspended ? 'blue' : 'red'}
              onClick={() => needReason(() => setGuarded(suspended ? 'reinstate' : 'suspend'))}
              data-testid="suspend-toggle"
            >
              {suspended ? t('validation.admin.reinstate') : t('validation.admin.suspend')}
            </Button>
          ) : null}
        </Group>
      </Stack>
      <ConfirmPasswordModal
        opened={guarded !== null}
        text={guarded ? t(`validation.admin.${guarded}Text`) : ''}
        pending={withPassword.isPending}
        error={passwordError}
        onClose={() => {
          setGuarded(null);
          setPasswordError(null);
        }}
        onConfirm={(password) =>
          guarded &&
          withPassword.mutate(
            { action: guarded, password },
            { onSuccess: done, onError: (error) => setPasswordError(errorMessage(error, t)) },
          )
        }
      />
    </Paper>
  );
}
