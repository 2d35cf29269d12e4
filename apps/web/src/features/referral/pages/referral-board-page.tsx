import { Alert, Anchor, Loader, Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { formatDate, formatMoney } from '@platform/domain';
import { IconAlertCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../shared/forms/server-errors.ts';
import { useLocale } from '../../../shared/i18n/use-locale.ts';
import { LocalizedLink } from '../../../shared/ui/localized-link.tsx';
import { useReferralBoard } from '../api/referral-api.ts';
import { CommissionBalanceCard } from '../components/commission-balance-card.tsx';
import { FigureCard } from '../components/figure-card.tsx';
import { ValidationBadge } from '../components/validation-badge.tsx';

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
          <Table.ScrollContainer minWidth={720}>
            <Table striped data-testid="sponsored-table">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('referral.columns.name')}</Table.Th>
                  <Table.Th>{t('referral.columns.status')}</Table.Th>
                  <Table.Th>{t('referral.columns.signedUp')}</Table.Th>
                  <Table.Th ta="right">{t('referral.columns.volume')}</Table.Th>
                  <Table.Th ta="right">{t('referral.columns.month')}</Table.Th>
                  <Table.Th ta="right">{t('referral.columns.total')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {b.items.map((m) => (
                  <Table.Tr key={m._id} data-testid="sponsored-row">
                    <Table.Td>
                      <Anchor component={LocalizedLink} to={`/referral/view/${m._id}`}>
                        {m.business_name}
                      </Anchor>
                    </Table.Td>
                    <Table.Td>
                      <ValidationBadge status={m.status} />
                    </Table.Td>
                    <Table.Td>{formatDate(m.signed_up_at, locale)}</Table.Td>
                    <Table.Td ta="right">{formatMoney(m.volume, locale)}</Table.Td>
                    <Table.Td ta="right">{formatMoney(m.commission_month, locale)}</Table.Td>
                    <Table.Td ta="right" data-testid="row-commission-total">
                      {formatMoney(m.commission_total, locale)}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Paper>
    </Stack>
  );
}
