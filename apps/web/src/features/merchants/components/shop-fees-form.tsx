import { Button, Checkbox, Group, NumberInput, Paper, SimpleGrid, Text, Title } from '@mantine/core';
import type { Shop } from '@platform/contracts';
import { MAX_RESERVE_HOLD_DAYS } from '@platform/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../shared/forms/server-errors.ts';
import { notify } from '../../../shared/ui/notify.ts';
import { merchantKeys, merchantsApi } from '../api/merchants-api.ts';
import { StaffActionModal } from './staff-action-modal.tsx';

const RATES = [
  'taxe_collection',
  'taxe_payout',
  'payout_commission',
  'taxe_card',
  'taxe_reserve_found',
] as const;
const AMOUNTS = ['fixe_amount', 'payout_commission_amount'] as const;
/** The rolling reserve's hold period, in days (domain MAX_RESERVE_HOLD_DAYS). */
const DAYS = ['reserve_found'] as const;
type Numeric = (typeof RATES)[number] | (typeof AMOUNTS)[number] | (typeof DAYS)[number];

const toNumber = (value: number | string): number | null => (typeof value === 'number' ? value : null);

/** The fee overrides of one shop (spec section 3); empty means the network's default. */
export function ShopFeesForm({ merchantId, shop }: { merchantId: string; shop: Shop }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [values, setValues] = useState<Record<Numeric, number | string>>(() => {
    const entries = [...RATES, ...DAYS, ...AMOUNTS].map((k) => [k, shop[k] ?? ''] as const);
    return Object.fromEntries(entries) as Record<Numeric, number | string>;
  });
  const [withoutTaxe, setWithoutTaxe] = useState(shop.without_taxe);
  const [amountFixe, setAmountFixe] = useState(shop.amount_fixe);
  const [open, setOpen] = useState(false);
  const save = useMutation({
    mutationFn: (confirm: { reason: string; password: string }) =>
      merchantsApi.saveFees(merchantId, shop._id, {
        taxe_collection: toNumber(values.taxe_collection),
        taxe_payout: toNumber(values.taxe_payout),
        payout_commission: toNumber(values.payout_commission),
        taxe_card: toNumber(values.taxe_card),
        reserve_found: toNumber(values.reserve_found),
        taxe_reserve_found: toNumber(values.taxe_reserve_found),
        fixe_amount: toNumber(values.fixe_amount),
        payout_commission_amount: toNumber(values.payout_commission_amount),
        without_taxe: withoutTaxe,
        amount_fixe: amountFixe,
        ...confirm,
      }),
    onSuccess: (answer) => {
      notify('success', answer.message);
      setOpen(false);
      void queryClient.invalidateQueries({ queryKey: merchantKeys.one(merchantId, 'fees') });
    },
    onError: (error) => {
      setOpen(false);
      notify('error', errorMessage(error, t));
    },
  });
  const field = (key: Numeric, max: number) => (
    <NumberInput
      key={key}
      label={t(`merchants.fees.fields.${key}`)}
      min={0}
      max={max}
      allowDecimal={false}
      value={values[key]}
      onChange={(v) => setValues((old) => ({ ...old, [key]: v }))}
      data-testid={`fee-${key}`}
    />
  );
  return (
    <Paper withBorder radius="md" p="md" data-testid={`fees-${shop._id}`}>
      <Title order={3} size="h5">
        {shop.name} · {t(shop.mode === 1 ? 'merchants.mode.LIVE' : 'merchants.mode.SANDBOX')}
      </Title>
      <Text size="xs" c="dimmed" mb="sm">
        {t('merchants.fees.hint')}
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }}>
        {RATES.map((k) => field(k, 10_000))}
        {DAYS.map((k) => field(k, MAX_RESERVE_HOLD_DAYS))}
        {AMOUNTS.map((k) => field(k, 6_999_999_999))}
      </SimpleGrid>
      <Group mt="sm">
        <Checkbox
          label={t('merchants.fees.fields.without_taxe')}
          checked={withoutTaxe}
          onChange={(e) => setWithoutTaxe(e.currentTarget.checked)}
        />
        <Checkbox
          label={t('merchants.fees.fields.amount_fixe')}
          checked={amountFixe}
          onChange={(e) => setAmountFixe(e.currentTarget.checked)}
        />
      </Group>
      <Group justify="flex-end" mt="sm">
        <Button onClick={() => setOpen(true)} data-testid="fees-save">
          {t('merchants.fees.save')}
        </Button>
      </Group>
      <StaffActionModal
        opened={open}
        pending={save.isPending}
        text={t('merchants.fees.confirm', { shop: shop.name })}
        onConfirm={(body) => save.mutate(body)}
        onClose={() => setOpen(false)}
      />
    </Paper>
  );
}
