import { ActionIcon, Button, Group, NumberInput, Select, Stack, Table, TextInput } from '@mantine/core';
import type { TypedPayoutRow } from '@platform/contracts';
import { ruleMessage } from '@platform/domain';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../shared/forms/server-errors.ts';
import { useLocale } from '../../../shared/i18n/use-locale.ts';
import { notify } from '../../../shared/ui/notify.ts';
import { payoutListsApi } from '../api/payout-lists-api.ts';
import { NETWORK_OPTIONS } from '../lib/networks.ts';

type Line = {
  key: number;
  phoneNumber: string;
  network: string | null;
  amount: number | string;
  motif: string;
};
type Props = { shop: string; sameNetwork?: boolean; onCreated: (id: string) => void };

let nextKey = 1;
const emptyLine = (): Line => ({ key: nextKey++, phoneNumber: '', network: null, amount: '', motif: '' });

/**
 * Rows typed one by one (the "new list" and "same network" flows). The server validates them
 * like a file's rows; the preview then shows what to fix.
 */
export function TypedRowsForm({ shop, sameNetwork = false, onCreated }: Props) {
  const { t } = useTranslation();
  const locale = useLocale();
  const [name, setName] = useState('');
  const [network, setNetwork] = useState<string | null>(null);
  const [networkError, setNetworkError] = useState<string | null>(null);
  const [lines, setLines] = useState<Line[]>(() => [emptyLine(), emptyLine()]);

  const create = useMutation({
    mutationFn: () => {
      const rows: TypedPayoutRow[] = lines
        .filter((l) => l.phoneNumber || l.amount !== '' || l.motif)
        .map((l) => ({
          phoneNumber: l.phoneNumber,
          network: sameNetwork ? '' : (l.network ?? ''),
          amount: l.amount === '' ? '' : String(l.amount),
          motif: l.motif,
        }));
      return payoutListsApi.create({
        shop,
        ...(name ? { name } : {}),
        ...(sameNetwork && network ? { same_network: network as never } : {}),
        rows: rows.length > 0 ? rows : [{ phoneNumber: '', amount: '' }],
      });
    },
    onSuccess: (list) => onCreated(list._id),
    onError: (failure) => notify('error', errorMessage(failure, t)),
  });

  const change = (key: number, patch: Partial<Line>) =>
    setLines((all) => all.map((l) => (l.key === key ? { ...l, ...patch } : l)));

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (sameNetwork && !network) return setNetworkError(ruleMessage(locale, 'required'));
    create.mutate();
  };

  return (
    <form noValidate onSubmit={submit}>
      <Stack gap="md">
        <TextInput
          label={t('payoutLists.build.name')}
          placeholder={t('payoutLists.build.namePlaceholder')}
          maxLength={80}
          value={name}
          onChange={(e) => setName(e.currentTarget.value)}
        />
        {sameNetwork && (
          <Select
            label={t('payoutLists.build.sameNetwork')}
            placeholder={t('payoutLists.build.sameNetworkPlaceholder')}
            data={NETWORK_OPTIONS}
            value={network}
            onChange={(value) => {
              setNetwork(value);
              setNetworkError(null);
            }}
            error={networkError}
            required
          />
        )}
        <Table.ScrollContainer minWidth={640}>
          <Table>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('payoutLists.build.phone')}</Table.Th>
                {!sameNetwork && <Table.Th>{t('payoutLists.build.network')}</Table.Th>}
                <Table.Th>{t('payoutLists.build.amount')}</Table.Th>
                <Table.Th>{t('payoutLists.build.motif')}</Table.Th>
                <Table.Th />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {lines.map((line, index) => (
                <Table.Tr key={line.key}>
                  <Table.Td>
                    <TextInput
                      aria-label={`${t('payoutLists.build.phone')} ${index + 1}`}
                      value={line.phoneNumber}
                      onChange={(e) => change(line.key, { phoneNumber: e.currentTarget.value })}
                    />
                  </Table.Td>
                  {!sameNetwork && (
                    <Table.Td>
                      <Select
                        aria-label={`${t('payoutLists.build.network')} ${index + 1}`}
                        data={NETWORK_OPTIONS}
                        value={line.network}
                        onChange={(value) => change(line.key, { network: value })}
                      />
                    </Table.Td>
                  )}
                  <Table.Td>
                    <NumberInput
                      aria-label={`${t('payoutLists.build.amount')} ${index + 1}`}
                      min={1}
                      allowDecimal={false}
                      thousandSeparator=" "
                      value={line.amount}
                      onChange={(value) => change(line.key, { amount: value })}
                    />
                  </Table.Td>
                  <Table.Td>
                    <TextInput
                      aria-label={`${t('payoutLists.build.motif')} ${index + 1}`}
                      maxLength={100}
                      value={line.motif}
                      onChange={(e) => change(line.key, { motif: e.currentTarget.value })}
                    />
                  </Table.Td>
                  <Table.Td>
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      aria-label={t('payoutLists.build.removeLine')}
                      disabled={lines.length === 1}
                      onClick={() => setLines((all) => all.filter((l) => l.key !== line.key))}
                    >
                      <IconTrash size={16} />
                    </ActionIcon>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        <Group justify="space-between">
          <Button
            variant="light"
            leftSection={<IconPlus size={16} />}
            disabled={lines.length >= 1000}
            onClick={() => setLines((all) => [...all, emptyLine()])}
          >
            {t('payoutLists.build.addLine')}
          </Button>
          <Button type="submit" loading={create.isPending}>
            {t('payoutLists.build.create')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
