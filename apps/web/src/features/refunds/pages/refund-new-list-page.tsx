import { Button, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { RefundableTransaction } from '@platform/contracts';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { useLocalizedPath } from '../../../shared/i18n/use-locale.ts';
import { useShops } from '../../shops/shops-context.ts';
import { useRefundable } from '../api/refunds-queries.ts';
import { RefundableTable } from '../components/refundable-table.tsx';
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
  const choose = useCallback((row: RefundableTransaction, item: RefundDraftItem | null) => {
    setChosen((old) => {
      const copy = { ...old };
      if (item) copy[row._id] = item;
      else delete copy[row._id];
      return copy;
    });
  }, []);
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
        {refundable.data?.length ? (
          <RefundableTable rows={refundable.data} chosen={chosen} onChoose={choose} />
        ) : null}
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
