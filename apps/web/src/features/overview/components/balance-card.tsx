import { ActionIcon, CopyButton, Group, Paper, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import type { BalanceView } from '@platform/contracts';
import { formatDateTime, formatMoney } from '@platform/domain';
import { IconCheck, IconCopy, IconRefresh, IconWallet } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../shared/forms/server-errors.ts';
import { useLocale } from '../../../shared/i18n/use-locale.ts';
import { LazyTooltip } from '../../../shared/ui/lazy-tooltip.tsx';
import { notify } from '../../../shared/ui/notify.ts';
import { useBalance, useReloadBalance } from '../api/overview-queries.ts';

function Amount({ label, value, testId }: { label: string; value: number; testId: string }) {
  const locale = useLocale();
  return (
    <div>
      <Text size="xs" c="navy.1" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text fw={700} c="white" fz="lg" data-testid={testId} data-amount={value}>
        {formatMoney(value, locale)}
      </Text>
    </div>
  );
}

/** The shop's ledger balances with a copy button (the available amount) and a reload button. */
export function BalanceCard({ shop }: { shop: string }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const balance = useBalance(shop);
  const reload = useReloadBalance(shop);
  const data: BalanceView | undefined = balance.data;

  const onReload = () =>
    reload.mutate(undefined, {
      onSuccess: () => notify('success', t('overview.balance.reloaded')),
      onError: (error) => notify('error', errorMessage(error, t)),
    });

  return (
    <Paper radius="md" p="lg" bg="navy.7" data-testid="balance-card">
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <Group gap="xs">
            <IconWallet size={22} color="#ffb27a" />
            <Text c="white" fw={600}>
              {t('overview.balance.title')}
            </Text>
          </Group>
          <Group gap={4}>
            <CopyButton value={data ? String(data.available) : ''} timeout={2000}>
              {({ copied, copy }) => (
                <LazyTooltip label={t('overview.balance.copy')} withArrow>
                  <ActionIcon
                    variant="subtle"
                    color="gray.0"
                    aria-label={t('overview.balance.copy')}
                    disabled={!data}
                    onClick={() => {
                      copy();
                      notify('success', t('overview.balance.copied'));
                    }}
                  >
                    {copied ? <IconCheck size={18} /> : <IconCopy size={18} />}
                  </ActionIcon>
                </LazyTooltip>
              )}
            </CopyButton>
            <LazyTooltip label={t('overview.balance.reload')} withArrow>
              <ActionIcon
                variant="subtle"
                color="gray.0"
                aria-label={t('overview.balance.reload')}
                loading={reload.isPending}
                onClick={onReload}
              >
                <IconRefresh size={18} />
              </ActionIcon>
            </LazyTooltip>
          </Group>
        </Group>
        {data ? (
          <>
            <div>
              <Text size="xs" c="navy.1" tt="uppercase" fw={600}>
                {t('overview.balance.available')}
              </Text>
              <Text
                fw={800}
                c="white"
                fz={32}
                lh={1.2}
                data-testid="balance-available"
                data-amount={data.available}
              >
                {formatMoney(data.available, locale)}
              </Text>
            </div>
            <SimpleGrid cols={2}>
              <Amount label={t('overview.balance.pending')} value={data.pending} testId="balance-pending" />
              <Amount label={t('overview.balance.reserve')} value={data.reserve} testId="balance-reserve" />
            </SimpleGrid>
            <Text size="xs" c="navy.1" data-testid="balance-as-of">
              {t('overview.balance.asOf', { date: formatDateTime(data.as_of, locale) })}
            </Text>
          </>
        ) : balance.isError ? (
          <Text c="red.2">{errorMessage(balance.error, t)}</Text>
        ) : (
          <Stack gap="xs">
            <Skeleton h={36} />
            <Skeleton h={20} />
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}
