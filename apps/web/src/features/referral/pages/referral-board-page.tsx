import { Alert, Loader, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { formatMoney } from '@platform/domain';
import { IconAlertCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../shared/forms/server-errors.ts';
import { useLocale } from '../../../shared/i18n/use-locale.ts';
import { useReferralBoard } from '../api/referral-api.ts';
import { CommissionBalanceCard } from '../components/commission-balance-card.tsx';
import { FigureCard } from '../components/figure-card.tsx';
import { SponsoredTable } from '../components/sponsored-table.tsx';

/** /referral/board: the merchants sponsored, their status, volume and the commissions they earned. */
export function ReferralBoardPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const board = useReferralBoard();
  if (board.isPending) return <Loader />;
  if (board.isError)
    return (
      <Alert color="red" icon={<IconAlertCircle size={18} />}>
        {errorMessage(board.error, t)}
      </Alert>
    );
  const b = board.data;
  return (
    <Stack gap="lg">
      <Title order={2} size="h3" c="navy.7">
        {t('referral.board.title')}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <FigureCard label={t('referral.figures.sponsored')} value={String(b.items.length)} />
        <FigureCard
          label={t('referral.figures.month')}
          value={formatMoney(b.commission_month, locale)}
          testId="commission-month"
        />
        <FigureCard
          label={t('referral.figures.total')}
          value={formatMoney(b.commission_total, locale)}
          testId="commission-total"
        />
      </SimpleGrid>
      <CommissionBalanceCard balance={b.balance} minimum={b.minimum} />
      <Paper withBorder radius="md" p="md">
        {b.items.length === 0 ? (
          <Text c="dimmed">{t('referral.board.empty')}</Text>
        ) : (
          <SponsoredTable merchants={b.items} />
        )}
      </Paper>
    </Stack>
  );
}
