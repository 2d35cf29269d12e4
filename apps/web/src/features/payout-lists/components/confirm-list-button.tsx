import { Button } from '@mantine/core';
import type { PayoutListView } from '@platform/contracts';
import { formatMoney } from '@platform/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../shared/i18n/use-locale.ts';
import { notify } from '../../../shared/ui/notify.ts';
import { useRunMutations } from '../api/payout-lists-queries.ts';
import { PasswordConfirmModal } from './password-confirm-modal.tsx';

/** 'Confirmer et payer': the password, then the list runs and the page moves to its progress. */
export function ConfirmListButton({ list, onStarted }: { list: PayoutListView; onStarted: () => void }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const [open, setOpen] = useState(false);
  const { confirm } = useRunMutations(list._id);
  return (
    <>
      <Button onClick={() => setOpen(true)} disabled={list.summary.valid === 0} data-testid="confirm-list">
        {t('payoutLists.summary.confirm')}
      </Button>
      <PasswordConfirmModal
        opened={open}
        onClose={() => setOpen(false)}
        text={t('payoutLists.confirm.text', {
          count: list.summary.valid,
          amount: formatMoney(list.summary.debit, locale),
        })}
        onConfirm={async (password) => {
          await confirm.mutateAsync(password);
          setOpen(false);
          notify('success', t('payoutLists.confirm.started'));
          onStarted();
        }}
      />
    </>
  );
}
