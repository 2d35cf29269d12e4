import { Alert, Button, Group, Paper, Select, Stack, Text, Title } from '@mantine/core';
import { formatMoney } from '@platform/domain';
import { IconArrowRight } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../shared/forms/server-errors.ts';
import { useLocale } from '../../../shared/i18n/use-locale.ts';
import { notify } from '../../../shared/ui/notify.ts';
import { useShops } from '../../shops/shops-context.ts';
import { useTransferCommission } from '../api/referral-api.ts';

/** The sponsor's commission balance, moved to a live shop's available balance from the minimum. */
export function CommissionBalanceCard({ balance, minimum }: { balance: number; minimum: number }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { active, selected, canManage } = useShops();
  const [shop, setShop] = useState<string | null>(null);
  const transfer = useTransferCommission();
  const target = shop ?? selected?._id ?? active[0]?._id ?? null;
  const enough = balance >= minimum;
  return (
    <Paper withBorder radius="md" p="lg">
      <Stack gap="sm">
        <Title order={3} size="h5">
          {t('referral.balance.title')}
        </Title>
        <Text fz={28} fw={700} c="navy.7" data-testid="commission-balance">
          {formatMoney(balance, locale)}
        </Text>
        <Text size="sm" c="dimmed">
          {t('referral.balance.minimum', { amount: formatMoney(minimum, locale) })}
        </Text>
        {canManage ? (
          <Group align="flex-end" gap="sm">
            <Select
              label={t('referral.balance.shop')}
              data={active.map((s) => ({ value: s._id, label: s.name }))}
              value={target}
              onChange={setShop}
              allowDeselect={false}
              w={240}
            />
            <Button
              rightSection={<IconArrowRight size={16} />}
              disabled={!enough || !target}
              loading={transfer.isPending}
              onClick={() =>
                target &&
                transfer.mutate(
                  { shop: target },
                  {
                    onSuccess: (answer) => notify('success', answer.message),
                    onError: (error) => notify('error', errorMessage(error, t)),
                  },
                )
              }
            >
              {t('referral.balance.transfer')}
            </Button>
          </Group>
        ) : null}
        {transfer.error ? <Alert color="red">{errorMessage(transfer.error, t)}</Alert> : null}
      </Stack>
    </Paper>
  );
}
