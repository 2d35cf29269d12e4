import {
  Alert,
  Button,
  Grid,
  Loader,
  NumberInput,
  Paper,
  Select,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { formatMoney, OPERATOR_CODES, OPERATORS } from '@platform/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { errorMessage } from '../../../shared/forms/server-errors.ts';
import { useLocale } from '../../../shared/i18n/use-locale.ts';
import { notify } from '../../../shared/ui/notify.ts';
import { UrlDataList } from '../../../shared/ui/url-data-list.tsx';
import { useUrlTable } from '../../../shared/ui/use-url-table.ts';
import { merchantKeys, merchantsApi } from '../api/merchants-api.ts';
import { MerchantNav } from '../components/merchant-nav.tsx';
import { type MerchantPayoutRow, useMerchantPayoutColumns } from '../components/merchant-payouts-columns.tsx';
import { StaffActionModal } from '../components/staff-action-modal.tsx';

const URL_OPTIONS = {
  sortable: ['beneficiary', 'date', 'mode', 'source', 'amount', 'status'],
  defaultSort: { id: 'date', desc: true },
};
const searchText = (p: MerchantPayoutRow) =>
  [p.phoneNumber, p.reference, p.reseau, p.description ?? ''].join(' ');

/**
 * `/admin/merchants/payout/{id}`: the merchant's payouts (sorted, searched and paged in the URL,
 * exported), and a payout on its behalf.
 */
export function MerchantPayoutPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const id = useParams().id ?? '';
  const queryClient = useQueryClient();
  const data = useQuery({
    queryKey: merchantKeys.one(id, 'payouts'),
    queryFn: () => merchantsApi.payouts(id),
  });
  const [shop, setShop] = useState<string | null>(null);
  const [network, setNetwork] = useState<string | null>(null);
  const [phone, setPhone] = useState('');
  const [amount, setAmount] = useState<number | string>('');
  const [open, setOpen] = useState(false);
  const columns = useMerchantPayoutColumns();
  const list = useUrlTable({
    data: data.data?.payouts ?? [],
    columns,
    getRowId: (p) => p._id,
    url: URL_OPTIONS,
    searchText,
  });
  const send = useMutation({
    mutationFn: (confirm: { reason: string; password: string }) =>
      merchantsApi.sendPayout(id, {
        shop: shop!,
        network: network!,
        phoneNumber: phone,
        amount: Number(amount),
        ...confirm,
      }),
    onSuccess: (answer) => {
      notify('success', answer.message);
      setOpen(false);
      void queryClient.invalidateQueries({ queryKey: merchantKeys.one(id, 'payouts') });
    },
    onError: (error) => {
      setOpen(false);
      notify('error', errorMessage(error, t));
    },
  });
  if (data.isPending) return <Loader />;
  if (data.isError) return <Alert color="red">{errorMessage(data.error, t)}</Alert>;
  const valid = shop && network && phone.length >= 6 && typeof amount === 'number' && amount > 0;

  return (
    <Stack gap="lg">
      <MerchantNav id={id} name={data.data.merchant.business_name} current="payout" />
      <Grid gutter="lg">
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Paper withBorder radius="md" p="md">
            <Title order={3} size="h5" mb="sm">
              {t('merchants.payout.new')}
            </Title>
            <Stack gap="sm">
              <Select
                label={t('merchants.balance.shop')}
                data-testid="staff-payout-shop"
                value={shop}
                onChange={setShop}
                data={data.data.shops.map((s) => ({
                  value: s._id,
                  label: `${s.name} (${t(`merchants.mode.${s.mode}`)})`,
                }))}
              />
              <Select
                label={t('merchants.payout.network')}
                value={network}
                onChange={setNetwork}
                data={OPERATOR_CODES.map((code) => ({ value: code, label: OPERATORS[code].displayName }))}
                data-testid="staff-payout-network"
              />
              <TextInput
                label={t('merchants.payout.phone')}
                data-testid="staff-payout-phone"
                value={phone}
                onChange={(e) => setPhone(e.currentTarget.value)}
              />
              <NumberInput
                label={t('merchants.balance.amount')}
                data-testid="staff-payout-amount"
                min={1}
                allowDecimal={false}
                value={amount}
                onChange={setAmount}
              />
              <Button disabled={!valid} onClick={() => setOpen(true)} data-testid="staff-payout-send">
                {t('merchants.payout.send')}
              </Button>
            </Stack>
          </Paper>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Paper withBorder radius="md" p="md">
            {data.data.payouts.length === 0 ? (
              <Text size="sm" c="dimmed">
                {t('merchants.view.none')}
              </Text>
            ) : (
              <UrlDataList
                list={list}
                testId="merchant-payouts"
                toolbar={{
                  searchPlaceholder: t('merchants.payout.search'),
                  exportName: t('merchants.payout.exportName'),
                }}
                rowAttributes={(p) => ({ 'data-row': 'payout', 'data-reference': p.reference })}
              />
            )}
          </Paper>
        </Grid.Col>
      </Grid>
      <StaffActionModal
        opened={open}
        pending={send.isPending}
        text={t('merchants.payout.confirm', { amount: formatMoney(Number(amount || 0), locale), phone })}
        onConfirm={(body) => send.mutate(body)}
        onClose={() => setOpen(false)}
      />
    </Stack>
  );
}
