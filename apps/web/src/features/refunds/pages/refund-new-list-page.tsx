import {
  Button,
  Checkbox,
  Group,
  NumberInput,
  Paper,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { formatMoney, formatPhone } from '@platform/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { useLocale, useLocalizedPath } from '../../../shared/i18n/use-locale.ts';
import { formatPayoutDate } from '../../payouts/lib/payout-list-item.ts';
import { useShops } from '../../shops/shops-context.ts';
import { useRefundable } from '../api/refunds-queries.ts';
import {
  draftItemError,
  type RefundDraftItem,
  readRefundDraft,
  saveRefundDraft,
} from '../lib/refund-draft.ts';
import { refundPaths } from '../lib/refund-paths.ts';

/**
 * `/refund/newList`: pick successful collections and the amount to give back for each (all that
 * is left by default, less for a partial refund), then go to the summary. `?search=` prefills
 * the search (a transaction's reference, from its detail page).
 */
export function RefundNewListPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const navigate = useNavigate();
  const localize = useLocalizedPath();
  const shop = useShops().selected;
  const [params] = useSearchParams();
  const [search, setSearch] = useState(params.get('search') ?? '');
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const refundable = useRefundable(shop?._id, debounced);
  const previous = readRefundDraft();
  const [chosen, setChosen] = useState<Record<string, RefundDraftItem>>(() =>
    previous && previous.shop === shop?._id
      ? Object.fromEntries(previous.items.map((i) => [i.transaction, i]))
      : {},
  );
  const items = Object.values(chosen);
  const invalid = items.some((i) => draftItemError(i) !== null);

  const next = () => {
    if (!shop) return;
    saveRefundDraft({ shop: shop._id, name: previous?.name ?? '', items });
    navigate(localize(refundPaths.summary));
  };

  return (
    <Stack gap="lg">
      <div>
        <Title order={2} size="h3">
          {t('refunds.newList.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('refunds.newList.intro')}
        </Text>
      </div>
      <Paper withBorder radius="md" p="md">
        <TextInput
          placeholder={t('refunds.newList.search')}
          value={search}
          onChange={(e) => setSearch(e.currentTarget.value)}
          mb="md"
          maw={360}
          data-testid="refund-search"
        />
        <Table.ScrollContainer minWidth={720}>
          <Table data-testid="refundable-table">
            <Table.Thead>
              <Table.Tr>
                <Table.Th />
                <Table.Th>{t('refunds.columns.transaction')}</Table.Th>
                <Table.Th>{t('refunds.columns.number')}</Table.Th>
                <Table.Th>{t('refunds.newList.collected')}</Table.Th>
                <Table.Th>{t('refunds.newList.remaining')}</Table.Th>
                <Table.Th>{t('refunds.newList.amount')}</Table.Th>
                <Table.Th>{t('refunds.columns.date')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {(refundable.data ?? []).map((row) => {
                const item = chosen[row._id];
                const error = item ? draftItemError(item) : null;
                return (
                  <Table.Tr key={row._id} data-testid="refundable-row">
                    <Table.Td>
                      <Checkbox
                        aria-label={row.reference}
                        disabled={row.remaining <= 0}
                        checked={Boolean(item)}
                        onChange={(e) => {
                          const checked = e.currentTarget.checked;
                          setChosen((old) => {
                            const copy = { ...old };
                            if (checked) {
                              copy[row._id] = {
                                transaction: row._id,
                                reference: row.reference,
                                phoneNumber: row.phoneNumber,
                                reseau: row.reseau,
                                remaining: row.remaining,
                                amount: row.remaining,
                              };
                            } else delete copy[row._id];
                            return copy;
                          });
                        }}
                      />
                    </Table.Td>
                    <Table.Td>{row.reference}</Table.Td>
                    <Table.Td>{formatPhone(row.phoneNumber)}</Table.Td>
                    <Table.Td>{formatMoney(row.amount, locale)}</Table.Td>
                    <Table.Td>{formatMoney(row.remaining, locale)}</Table.Td>
                    <Table.Td>
                      {item ? (
                        <NumberInput
                          size="xs"
                          w={140}
                          min={1}
                          max={row.remaining}
                          allowDecimal={false}
                          allowNegative={false}
                          value={item.amount}
                          data-testid="refund-amount"
                          error={
                            error ? t(`refunds.newList.error.${error}`, { max: row.remaining }) : undefined
                          }
                          onChange={(value) =>
                            setChosen((old) => ({
                              ...old,
                              [row._id]: { ...item, amount: Number(value) || 0 },
                            }))
                          }
                        />
                      ) : null}
                    </Table.Td>
                    <Table.Td>{formatPayoutDate(row.date)}</Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        {refundable.data?.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('refunds.newList.empty')}
          </Text>
        ) : null}
      </Paper>
      <Group justify="space-between">
        <Text size="sm">{t('refunds.newList.selected', { count: items.length })}</Text>
        <Button onClick={next} disabled={items.length === 0 || invalid} data-testid="refund-next">
          {t('refunds.newList.next')}
        </Button>
      </Group>
    </Stack>
  );
}
