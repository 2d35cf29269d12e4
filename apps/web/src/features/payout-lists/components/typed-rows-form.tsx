import {
  ActionIcon,
  Button,
  Group,
  NumberInput,
  Paper,
  Select,
  Stack,
  Table,
  Text,
  TextInput,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
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
  const compact = useMediaQuery('(max-width: 47.99em)', false, { getInitialValueInEffect: false });

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

  /** A line's inputs: labelled on a phone's card, named for screen readers in the table. */
  const fields = (line: Line, index: number, labelled: boolean) => {
    const named = (text: string) => (labelled ? { label: text } : { 'aria-label': `${text} ${index + 1}` });
    return {
      phone: (
        <TextInput
          {...named(t('payoutLists.build.phone'))}
          value={line.phoneNumber}
          onChange={(e) => change(line.key, { phoneNumber: e.currentTarget.value })}
        />
      ),
      network: sameNetwork ? null : (
        <Select
          {...named(t('payoutLists.build.network'))}
          data={NETWORK_OPTIONS}
          value={line.network}
          onChange={(value) => change(line.key, { network: value })}
        />
      ),
      amount: (
        <NumberInput
          {...named(t('payoutLists.build.amount'))}
          min={1}
          allowDecimal={false}
          thousandSeparator=" "
          value={line.amount}
          onChange={(value) => change(line.key, { amount: value })}
        />
      ),
      motif: (
        <TextInput
          {...named(t('payoutLists.build.motif'))}
          maxLength={100}
          value={line.motif}
          onChange={(e) => change(line.key, { motif: e.currentTarget.value })}
        />
      ),
      remove: (
        <ActionIcon
          variant="subtle"
          color="red"
          aria-label={`${t('payoutLists.build.removeLine')} ${index + 1}`}
          disabled={lines.length === 1}
          onClick={() => setLines((all) => all.filter((l) => l.key !== line.key))}
        >
          <IconTrash size={16} />
        </ActionIcon>
      ),
    };
  };

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
        {compact ? (
          // On a phone each line is a card of labelled fields (an input grid would scroll sideways).
          <Stack gap="sm" data-testid="typed-lines">
            {lines.map((line, index) => {
              const f = fields(line, index, true);
              return (
                <Paper key={line.key} withBorder radius="md" p="sm">
                  <Stack gap="xs">
                    <Group justify="space-between" wrap="nowrap">
                      <Text size="sm" fw={600}>
                        {t('payoutLists.build.line', { n: index + 1 })}
                      </Text>
                      {f.remove}
                    </Group>
                    {f.phone}
                    {f.network}
                    {f.amount}
                    {f.motif}
                  </Stack>
                </Paper>
              );
            })}
          </Stack>
        ) : (
          <Table data-testid="typed-lines">
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
              {lines.map((line, index) => {
                const f = fields(line, index, false);
                return (
                  <Table.Tr key={line.key}>
                    <Table.Td>{f.phone}</Table.Td>
                    {f.network && <Table.Td>{f.network}</Table.Td>}
                    <Table.Td>{f.amount}</Table.Td>
                    <Table.Td>{f.motif}</Table.Td>
                    <Table.Td>{f.remove}</Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        )}
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
