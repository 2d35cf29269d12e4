import {
  Alert,
  Button,
  Grid,
  Loader,
  NumberInput,
  Paper,
  Select,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { formatDateTime, formatMoney, OPERATOR_CODES } from '@platform/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { errorMessage } from '../../../shared/forms/server-errors.ts';
import { useLocale } from '../../../shared/i18n/use-locale.ts';
import { notify } from '../../../shared/ui/notify.ts';
import { merchantKeys, merchantsApi } from '../api/merchants-api.ts';
import { MerchantNav } from '../components/merchant-nav.tsx';
import { StaffActionModal } from '../components/staff-action-modal.tsx';
import { StaffStatusBadge } from '../components/staff-status-badge.tsx';

/** `/admin/merchants/payout/{id}`: the merchant's payouts, and a payout on its behalf. */
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
                data={[...OPERATOR_CODES]}
              />
              <TextInput
                label={t('merchants.payout.phone')}
                value={phone}
                onChange={(e) => setPhone(e.currentTarget.value)}
              />
              <NumberInput
                label={t('merchants.balance.amount')}
                min={1}
                allowDecimal={false}
                value={amount}
                onChange={setAmount}
              />
              <Button disabled={!valid} onClick={() => setOpen(true)}>
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
              <Table.ScrollContainer minWidth={640}>
                <Table data-testid="merchant-payouts">
                  <Table.Tbody>
                    {data.data.payouts.map((p) => (
                      <Table.Tr key={p._id}>
                        <Table.Td>{formatDateTime(p.date, locale)}</Table.Td>
                        <Table.Td>{t(`merchants.mode.${p.mode}`)}</Table.Td>
                        <Table.Td>{p.reseau}</Table.Td>
                        <Table.Td>{p.phoneNumber}</Table.Td>
                        <Table.Td>{formatMoney(p.amount, locale)}</Table.Td>
                        <Table.Td>{p.source}</Table.Td>
                        <Table.Td>
                          <StaffStatusBadge status={p.status} />
                        </Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
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
