import { Button, Grid, Loader, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import type { WhitelistIpItem } from '@platform/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../shared/forms/server-errors.ts';
import { notify } from '../../../shared/ui/notify.ts';
import { UrlDataList } from '../../../shared/ui/url-data-list.tsx';
import { useUrlTable } from '../../../shared/ui/use-url-table.ts';
import { MerchantPicker, ShopPicker } from '../../merchants/components/merchant-shop-picker.tsx';
import { StaffActionModal } from '../../merchants/components/staff-action-modal.tsx';
import { adminPayoutsApi } from './admin-payouts-api.ts';
import { useWhitelistColumns } from './admin-whitelist-columns.tsx';

const URL_OPTIONS = {
  sortable: ['merchant', 'shop', 'ip', 'since'],
  defaultSort: { id: 'merchant', desc: false },
};
const searchText = (row: WhitelistIpItem) =>
  [row.merchant.business_name, row.shop.name, row.shop._id, row.ip].join(' ');

type Pending = { kind: 'add'; shop: string; ip: string } | { kind: 'remove'; row: WhitelistIpItem };

/**
 * `/admin/whitelistip`: every merchant's payout-API allow-listed IPs; add and remove, audited. The
 * list is searched, sorted and paged in the URL and exports to CSV or XLSX.
 */
export function AdminWhitelistPage() {
  const { t } = useTranslation();
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
  const onRemove = useCallback((row: WhitelistIpItem) => setPending({ kind: 'remove', row }), []);
  const columns = useWhitelistColumns(onRemove);
  const table = useUrlTable({
    data: list.data ?? [],
    columns,
    getRowId: (row) => `${row.request_id}-${row.ip}`,
    url: URL_OPTIONS,
    searchText,
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
              <UrlDataList
                list={table}
                testId="admin-whitelist"
                toolbar={{
                  searchPlaceholder: t('payoutsAdmin.whitelist.search'),
                  exportName: t('payoutsAdmin.whitelist.exportName'),
                }}
                rowAttributes={(row) => ({ 'data-ip': row.ip })}
              />
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
