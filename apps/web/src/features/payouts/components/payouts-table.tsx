import { Group, Pagination, Select, Stack, Table, Text, TextInput } from '@mantine/core';
import { formatMoney, formatPhone, OPERATORS, type OperatorCode } from '@platform/domain';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../shared/i18n/use-locale.ts';
import { LocalizedLink } from '../../../shared/ui/localized-link.tsx';
import type { PayoutListEntry } from '../lib/payout-list-item.ts';
import { PayoutStatusBadge } from './payout-status-badge.tsx';

const PAGE_SIZE = 20;

type Props = { list: PayoutListEntry[]; detailPath: (id: string) => string; showSource?: boolean };

/** The payouts of the list item mapping, filtered by status and text, paginated. */
export function PayoutsTable({ list, detailPath, showSource = false }: Props) {
  const { t } = useTranslation();
  const locale = useLocale();
  const [status, setStatus] = useState<string | null>(null);
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const filtered = useMemo(() => {
    const text = search.trim().toLowerCase();
    return list.filter(
      (p) =>
        (!status || p.status === status) &&
        (!text ||
          p.reference.toLowerCase().includes(text) ||
          p.number.includes(text) ||
          p.motif.toLowerCase().includes(text)),
    );
  }, [list, status, search]);
  const pages = Math.max(1, Math.ceil(filtered.length / PAGE_SIZE));
  const rows = filtered.slice((Math.min(page, pages) - 1) * PAGE_SIZE, Math.min(page, pages) * PAGE_SIZE);

  return (
    <Stack gap="sm">
      <Group>
        <TextInput
          placeholder={t('payouts.list.search')}
          value={search}
          onChange={(e) => {
            setSearch(e.currentTarget.value);
            setPage(1);
          }}
          w={260}
        />
        <Select
          placeholder={t('payouts.list.statusFilter')}
          clearable
          data={(['SUCCESSFUL', 'PENDING', 'FAILED'] as const).map((s) => ({
            value: s,
            label: t(`payouts.status.${s}`),
          }))}
          value={status}
          onChange={(value) => {
            setStatus(value);
            setPage(1);
          }}
          w={180}
        />
      </Group>
      <Table.ScrollContainer minWidth={760}>
        <Table striped highlightOnHover data-testid="payouts-table">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('payouts.list.columns.reference')}</Table.Th>
              <Table.Th>{t('payouts.list.columns.number')}</Table.Th>
              <Table.Th>{t('payouts.list.columns.network')}</Table.Th>
              <Table.Th>{t('payouts.list.columns.amount')}</Table.Th>
              <Table.Th>{t('payouts.list.columns.motif')}</Table.Th>
              {showSource ? <Table.Th>{t('payouts.list.columns.source')}</Table.Th> : null}
              <Table.Th>{t('payouts.list.columns.status')}</Table.Th>
              <Table.Th>{t('payouts.list.columns.date')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((p) => (
              <Table.Tr key={p.id} data-testid="payout-row">
                <Table.Td>
                  <LocalizedLink to={detailPath(p.id)}>{p.reference}</LocalizedLink>
                </Table.Td>
                <Table.Td>{formatPhone(p.number)}</Table.Td>
                <Table.Td>{OPERATORS[p.solde as OperatorCode]?.displayName ?? p.solde}</Table.Td>
                <Table.Td>{formatMoney(p.amount_sent, locale)}</Table.Td>
                <Table.Td>{p.motif}</Table.Td>
                {showSource ? (
                  <Table.Td>{t(`payouts.list.source.${p.source}`, { defaultValue: p.source })}</Table.Td>
                ) : null}
                <Table.Td>
                  <PayoutStatusBadge status={p.status} />
                </Table.Td>
                <Table.Td>{p.date}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {filtered.length === 0 ? (
        <Text c="dimmed" size="sm">
          {t('payouts.list.empty')}
        </Text>
      ) : null}
      {pages > 1 ? <Pagination total={pages} value={Math.min(page, pages)} onChange={setPage} /> : null}
    </Stack>
  );
}
