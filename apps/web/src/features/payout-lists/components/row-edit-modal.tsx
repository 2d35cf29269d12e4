import { Button, Group, Modal, Select, Stack, TextInput } from '@mantine/core';
import type { PayoutListRowView } from '@platform/contracts';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../shared/forms/server-errors.ts';
import { notify } from '../../../shared/ui/notify.ts';
import { useRowMutations } from '../api/payout-lists-queries.ts';
import { NETWORK_OPTIONS } from '../lib/networks.ts';
import { rowProblems } from '../lib/row-errors.ts';

/** `row`: the row to fix, `'new'` to add one at the end of the list, null when closed. */
type Props = {
  listId: string;
  row: PayoutListRowView | 'new' | null;
  sameNetwork: boolean;
  onClose: () => void;
};

/** Fixes one row in place (or adds one): the server validates it again and answers its errors. */
export function RowEditModal({ listId, row, sameNetwork, onClose }: Props) {
  const { t } = useTranslation();
  const { update, add } = useRowMutations(listId);
  const [phone, setPhone] = useState('');
  const [network, setNetwork] = useState<string | null>(null);
  const [amount, setAmount] = useState('');
  const [motif, setMotif] = useState('');
  const [problems, setProblems] = useState<string[]>([]);

  useEffect(() => {
    if (row === 'new') {
      setPhone('');
      setNetwork(null);
      setAmount('');
      setMotif('');
      setProblems([]);
      return;
    }
    if (!row) return;
    setPhone(row.phone_raw);
    setNetwork(
      row.network ?? (NETWORK_OPTIONS.some((o) => o.value === row.network_raw) ? row.network_raw : null),
    );
    setAmount(row.amount_raw);
    setMotif(row.motif);
    setProblems(rowProblems(row, t));
  }, [row, t]);

  const save = (event: React.FormEvent) => {
    event.preventDefault();
    if (!row) return;
    if (row === 'new') {
      add.mutate(
        { phoneNumber: phone, amount, motif, ...(sameNetwork ? {} : { network: network ?? '' }) },
        {
          onSuccess: () => {
            notify('success', t('payoutLists.preview.added'));
            onClose();
          },
          onError: (failure) => notify('error', errorMessage(failure, t)),
        },
      );
      return;
    }
    update.mutate(
      {
        rowId: row._id,
        body: { phoneNumber: phone, amount, motif, ...(sameNetwork ? {} : { network: network ?? '' }) },
      },
      {
        onSuccess: (fixed) => {
          if (fixed.errors.length === 0) {
            notify('success', t('payoutLists.preview.saved'));
            onClose();
          } else {
            setProblems(rowProblems(fixed, t));
            notify('error', t('payoutLists.preview.stillInvalid'));
          }
        },
        onError: (failure) => notify('error', errorMessage(failure, t)),
      },
    );
  };

  return (
    <Modal
      opened={row !== null}
      onClose={onClose}
      title={
        row === 'new'
          ? t('payoutLists.build.addLine')
          : t('payoutLists.preview.editTitle', { line: row?.line })
      }
      centered
    >
      <form noValidate onSubmit={save}>
        <Stack gap="sm">
          <TextInput
            label={t('payoutLists.build.phone')}
            value={phone}
            onChange={(e) => setPhone(e.currentTarget.value)}
            data-autofocus
          />
          {!sameNetwork && (
            <Select
              label={t('payoutLists.build.network')}
              data={NETWORK_OPTIONS}
              value={network}
              onChange={setNetwork}
            />
          )}
          <TextInput
            label={t('payoutLists.build.amount')}
            value={amount}
            onChange={(e) => setAmount(e.currentTarget.value)}
          />
          <TextInput
            label={t('payoutLists.build.motif')}
            maxLength={100}
            value={motif}
            onChange={(e) => setMotif(e.currentTarget.value)}
          />
          {problems.length > 0 && (
            <Stack gap={2} c="red" fz="sm" data-testid="row-problems">
              {problems.map((p) => (
                <span key={p}>{p}</span>
              ))}
            </Stack>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('payoutLists.preview.cancel')}
            </Button>
            <Button type="submit" loading={update.isPending || add.isPending}>
              {t('payoutLists.preview.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
