import { Button, Group, NumberInput, SegmentedControl, Select, Stack, Text } from '@mantine/core';
import type { MerchantBalancesResponse } from '@platform/contracts';
import { formatMoney } from '@platform/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../shared/forms/server-errors.ts';
import { useLocale } from '../../../shared/i18n/use-locale.ts';
import { notify } from '../../../shared/ui/notify.ts';
import { merchantKeys, merchantsApi } from '../api/merchants-api.ts';
import { StaffActionModal } from './staff-action-modal.tsx';

/** A manual credit or debit of a shop; above the threshold it waits for a second staff member. */
export function AdjustmentForm({ merchantId, data }: { merchantId: string; data: MerchantBalancesResponse }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const queryClient = useQueryClient();
  const [shop, setShop] = useState<string | null>(data.shops[0]?._id ?? null);
  const [direction, setDirection] = useState<'credit' | 'debit'>('credit');
  const [amount, setAmount] = useState<number | string>('');
  const [open, setOpen] = useState(false);
  const valid = Boolean(shop) && typeof amount === 'number' && amount > 0;
  const adjust = useMutation({
    mutationFn: (body: { reason: string; password: string }) =>
      merchantsApi.adjust(merchantId, { shop: shop!, direction, amount: Number(amount), ...body }),
    onSuccess: (answer) => {
      notify('success', answer.message);
      setOpen(false);
      setAmount('');
      void queryClient.invalidateQueries({ queryKey: merchantKeys.one(merchantId, 'balances') });
    },
    onError: (error) => notify('error', errorMessage(error, t)),
  });
  return (
    <Stack gap="sm">
      <Select
        label={t('merchants.balance.shop')}
        value={shop}
        onChange={setShop}
        data={data.shops.map((s) => ({
          value: s._id,
          label: `${s.name} (${t(`merchants.mode.${s.mode}`)})`,
        }))}
        data-testid="adjust-shop"
      />
      <SegmentedControl
        value={direction}
        onChange={(v) => setDirection(v as 'credit' | 'debit')}
        data={[
          { value: 'credit', label: t('merchants.balance.credit') },
          { value: 'debit', label: t('merchants.balance.debit') },
        ]}
      />
      <NumberInput
        label={t('merchants.balance.amount')}
        min={1}
        allowDecimal={false}
        value={amount}
        onChange={setAmount}
        data-testid="adjust-amount"
      />
      <Text size="xs" c="dimmed">
        {t('merchants.balance.fourEyes', { amount: formatMoney(data.four_eyes_threshold, locale) })}
      </Text>
      <Group justify="flex-end">
        <Button disabled={!valid} onClick={() => setOpen(true)} data-testid="adjust-submit">
          {t('merchants.balance.submit')}
        </Button>
      </Group>
      <StaffActionModal
        opened={open}
        pending={adjust.isPending}
        text={t('merchants.balance.confirm', {
          direction: t(`merchants.balance.${direction}`),
          amount: formatMoney(Number(amount || 0), locale),
        })}
        onConfirm={(body) => adjust.mutate(body)}
        onClose={() => setOpen(false)}
      />
    </Stack>
  );
}
