import { ActionIcon, Button, Grid, Loader, Paper, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import type { WhitelistIpItem } from '@platform/contracts';
import { formatDateTime } from '@platform/domain';
import { IconTrash } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../shared/forms/server-errors.ts';
import { useLocale } from '../../../shared/i18n/use-locale.ts';
import { notify } from '../../../shared/ui/notify.ts';
import { MerchantPicker, ShopPicker } from '../../merchants/components/merchant-shop-picker.tsx';
import { StaffActionModal } from '../../merchants/components/staff-action-modal.tsx';
import { adminPayoutsApi } from './admin-payouts-api.ts';

type Pending = { kind: 'add'; shop: string; ip: string } | { kind: 'remove'; row: WhitelistIpItem };

/** `/admin/whitelistip`: every merchant's payout-API allow-listed IPs; add and remove, audited. */
export function AdminWhitelistPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const queryClient = useQueryClient();
  const list = useQuery({ queryKey: ['admin-whitelist'], queryFn: adminPayoutsApi.whitelist });
  const [merchant, setMerchant] = useState<string | null>(null);
  const [shop, setShop] = useState<string | null>(null);
  const [ip, setIp] = useState('');
  const [pending, setPending] = useState<Pending | null>(null);
  const run = useMutation({
    mutationFn: (body: { reason: string; password: string }) =>
      pending!.kind === 'add'
        ? adminPayoutsApi.addIp({ shop: pending!.shop, ip: pending!.ip, ...body })
        : adminPayoutsApi.removeIp({ request_id: pending!.row.request_id, ip: pending!.row.ip, ...body }),
    onSuccess: (answer) => {
      notify('success', answer.message);
      setPending(null);
      setIp('');
      void queryClient.invalidateQueries({ queryKey: ['admin-whitelist'] });
    },
    onError: (error) => {
      setPending(null);
      notify('error', errorMessage(error, t));
    },
  });

  return (
    <Stack gap="lg">
      <div>
        <Title order={2} size="h3">
          {t('payoutsAdmin.whitelist.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('payoutsAdmin.whitelist.intro')}
        </Text>
      </div>
      <Grid gutter="lg">
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Paper withBorder radius="md" p="md">
            <Stack gap="sm">
              <Title order={3} size="h5">
                {t('payoutsAdmin.whitelist.add')}
              </Title>
              <MerchantPicker
                label={t('payoutsAdmin.columns.merchant')}
                value={merchant}
                onChange={(next) => {
                  setMerchant(next);
                  setShop(null);
                }}
                testId="whitelist-merchant"
              />
              <ShopPicker
                label={t('payoutsAdmin.whitelist.shop')}
                merchantId={merchant}
                value={shop}
                onChange={setShop}
                testId="whitelist-shop"
              />
              <TextInput
                label={t('payoutsAdmin.whitelist.ip')}
                value={ip}
                onChange={(e) => setIp(e.currentTarget.value)}
                data-testid="whitelist-ip"
              />
              <Button
                disabled={!shop || !ip.trim()}
                onClick={() => shop && setPending({ kind: 'add', shop, ip: ip.trim() })}
                data-testid="whitelist-add"
              >
                {t('payoutsAdmin.whitelist.add')}
              </Button>
            </Stack>
          </Paper>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Paper withBorder radius="md" p="md">
            {list.isPending ? (
              <Loader />
            ) : (list.data ?? []).length === 0 ? (
              <Text size="sm" c="dimmed">
                {t('payoutsAdmin.whitelist.empty')}
              </Text>
            ) : (
              <Table.ScrollContainer minWidth={600}>
                <Table data-testid="admin-whitelist">
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>{t('payoutsAdmin.columns.merchant')}</Table.Th>
                      <Table.Th>{t('payoutsAdmin.whitelist.shop')}</Table.Th>
                      <Table.Th>{t('payoutsAdmin.whitelist.ip')}</Table.Th>
                      <Table.Th>{t('payoutsAdmin.whitelist.since')}</Table.Th>
                      <Table.Th />
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {(list.data ?? []).map((row) => (
                      <Table.Tr key={`${row.request_id}-${row.ip}`} data-ip={row.ip}>
                        <Table.Td>{row.merchant.business_name}</Table.Td>
                        <Table.Td>
                          {row.shop.name}
                          <Text size="xs" c="dimmed" ff="monospace">
                            {row.shop._id}
                          </Text>
                        </Table.Td>
                        <Table.Td ff="monospace">{row.ip}</Table.Td>
                        <Table.Td>{row.approved_at ? formatDateTime(row.approved_at, locale) : '—'}</Table.Td>
                        <Table.Td>
                          <ActionIcon
                            variant="subtle"
                            color="red"
                            aria-label={t('payoutsAdmin.whitelist.remove')}
                            onClick={() => setPending({ kind: 'remove', row })}
                          >
                            <IconTrash size={16} />
                          </ActionIcon>
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
        opened={pending !== null}
        pending={run.isPending}
        text={
          pending?.kind === 'add'
            ? t('payoutsAdmin.whitelist.addText', { ip: pending.ip })
            : pending
              ? t('payoutsAdmin.whitelist.removeText', {
                  ip: pending.row.ip,
                  merchant: pending.row.merchant.business_name,
                })
              : ''
        }
        onConfirm={(body) => run.mutate(body)}
        onClose={() => setPending(null)}
      />
    </Stack>
  );
}
