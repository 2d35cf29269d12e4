import { Select, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { MerchantLookupItem } from '@platform/contracts';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { lookupApi } from '../api/lookup-api.ts';

type MerchantPickerProps = {
  value: string | null;
  onChange: (merchantId: string | null) => void;
  label: string;
  testId: string;
  w?: number | string;
};

/**
 * A searchable merchant select: what is typed is searched on the server (name, an e-mail of the
 * merchant's users, or its id); the chosen merchant keeps its name even when the URL gave only
 * its id.
 */
export function MerchantPicker({ value, onChange, label, testId, w }: MerchantPickerProps) {
  const { t } = useTranslation();
  const [typed, setTyped] = useState('');
  const [debounced] = useDebouncedValue(typed, 250);
  const chosen = useQuery({
    queryKey: ['admin-lookup', 'merchant', value],
    queryFn: () => lookupApi.merchants(value!, 1),
    enabled: Boolean(value),
    staleTime: 60_000,
  });
  const found = useQuery({
    queryKey: ['admin-lookup', 'merchants', debounced],
    queryFn: () => lookupApi.merchants(debounced),
    staleTime: 30_000,
  });
  const byId = useMemo(() => {
    const map = new Map<string, MerchantLookupItem>();
    for (const m of [...(chosen.data ?? []), ...(found.data ?? [])]) map.set(m._id, m);
    return map;
  }, [chosen.data, found.data]);
  const data = [...byId.values()].map((m) => ({ value: m._id, label: m.business_name || m._id }));
  return (
    <Select
      label={label}
      placeholder={t('merchants.picker.merchantPlaceholder')}
      data={data}
      value={value}
      onChange={(next) => onChange(next)}
      searchable
      clearable
      searchValue={typed}
      onSearchChange={setTyped}
      // The server already filtered by what was typed (e-mails and ids too).
      filter={({ options }) => options}
      nothingFoundMessage={
        found.isFetching ? t('merchants.picker.searching') : t('merchants.picker.noMerchant')
      }
      renderOption={({ option }) => {
        const item = byId.get(option.value);
        return (
          <div>
            <Text size="sm">{option.label}</Text>
            {item?.email ? (
              <Text size="xs" c="dimmed">
                {item.email}
              </Text>
            ) : null}
          </div>
        );
      }}
      w={w}
      data-testid={testId}
    />
  );
}

type ShopPickerProps = {
  merchantId: string | null;
  /** Only this mode's shops; both modes (labelled) otherwise. */
  mode?: 'LIVE' | 'SANDBOX';
  value: string | null;
  onChange: (shopId: string | null) => void;
  label: string;
  testId: string;
  w?: number | string;
};

/** The chosen merchant's shops (in a mode, or both), to pick one; disabled until a merchant is chosen. */
export function ShopPicker({ merchantId, mode, value, onChange, label, testId, w }: ShopPickerProps) {
  const { t } = useTranslation();
  const shops = useQuery({
    queryKey: ['admin-lookup', 'shops', merchantId],
    queryFn: () => lookupApi.shops(merchantId!),
    enabled: Boolean(merchantId),
    staleTime: 60_000,
  });
  const data = (shops.data ?? [])
    .filter((shop) => !mode || shop.mode === mode)
    .map((shop) => ({
      value: shop._id,
      label: mode ? shop.name : `${shop.name} (${t(`merchants.mode.${shop.mode}`)})`,
    }));
  return (
    <Select
      label={label}
      placeholder={merchantId ? t('merchants.picker.shopPlaceholder') : t('merchants.picker.merchantFirst')}
      data={data}
      value={value && data.some((d) => d.value === value) ? value : null}
      onChange={(next) => onChange(next)}
      disabled={!merchantId}
      searchable
      clearable
      nothingFoundMessage={t('merchants.picker.noShop')}
      w={w}
      data-testid={testId}
    />
  );
}
