import { Alert, Button, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { formatMoney } from '@platform/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { errorMessage } from '../../../shared/forms/server-errors.ts';
import { useLocale, useLocalizedPath } from '../../../shared/i18n/use-locale.ts';
import { LocalizedLink } from '../../../shared/ui/localized-link.tsx';
import { notify } from '../../../shared/ui/notify.ts';
import { ConfirmPasswordModal } from '../../payouts/components/confirm-password-modal.tsx';
import { useCreateRefund, useCreateRefundList } from '../api/refunds-queries.ts';
import { RefundSummaryTable } from '../components/refund-summary-table.tsx';
import { clearRefundDraft, draftTotal, readRefundDraft, saveRefundDraft } from '../lib/refund-draft.ts';
import { refundPaths } from '../lib/refund-paths.ts';

/**
 * `/refund/editSommary`: the chosen refunds, their count and total, a name for a list; confirmed
 * by password. One refund is sent alone; several make a refund list (all or nothing).
 */
export function RefundSummaryPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const navigate = useNavigate();
  const localize = useLocalizedPath();
  const draft = readRefundDraft();
  const [name, setName] = useState(draft?.name ?? '');
  const [confirming, setConfirming] = useState(false);
  const [passwordError, setPasswordError] = useState<string | null>(null);
  const single = useCreateRefund();
  const list = useCreateRefundList();

  if (!draft || draft.items.length === 0) {
    return (
      <Stack>
        <Alert color="yellow">{t('refunds.summary.empty')}</Alert>
        <Button component={LocalizedLink} to={refundPaths.newList} w="fit-content">
          {t('refunds.list.new')}
        </Button>
      </Stack>
    );
  }
  const several = draft.items.length > 1;
  const listName = name.trim() || t('refunds.summary.defaultName');

  const confirm = async (password: string) => {
    setPasswordError(null);
    try {
      if (several) {
        const answer = await list.mutateAsync({
          shop: draft.shop,
          name: listName,
          items: draft.items.map((i) => ({ transaction: i.transaction, amount: i.amount })),
          password,
        });
        notify('success', answer.message);
        clearRefundDraft();
        navigate(localize(refundPaths.listDetail(answer._id)));
      } else {
        const item = draft.items[0]!;
        const answer = await single.mutateAsync({
          transaction: item.transaction,
          amount: item.amount,
          password,
        });
        notify('success', answer.message);
        clearRefundDraft();
        navigate(localize(refundPaths.detail(answer._id)));
      }
    } catch (error) {
      const code = (error as { code?: string }).code;
      if (code === 'WRONG_PASSWORD' || code === 'TOO_MANY_PASSWORD_CHECKS')
        setPasswordError(errorMessage(error, t));
      else {
        setConfirming(false);
        notify('error', errorMessage(error, t));
      }
    }
  };

  return (
    <Stack gap="lg" maw={900}>
      <div>
        <Title order={2} size="h3">
          {t('refunds.summary.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('refunds.summary.intro')}
        </Text>
      </div>
      <Paper withBorder radius="md" p="lg">
        <Stack gap="md">
          {several ? (
            <TextInput
              label={t('refunds.summary.name')}
              placeholder={t('refunds.summary.defaultName')}
              value={name}
              onChange={(e) => {
                setName(e.currentTarget.value);
                saveRefundDraft({ ...draft, name: e.currentTarget.value });
              }}
              maw={360}
            />
          ) : null}
          <RefundSummaryTable items={draft.items} />
          <Group gap="xl" justify="space-between">
            <Text>{t('refunds.summary.count', { count: draft.items.length })}</Text>
            <Text fw={700} data-testid="refund-total">
              {t('refunds.summary.total', { total: formatMoney(draftTotal(draft.items), locale) })}
            </Text>
          </Group>
          <Text size="xs" c="dimmed">
            {t('refunds.summary.feeNote')}
          </Text>
          <Group justify="flex-end">
            <Button variant="default" component={LocalizedLink} to={refundPaths.newList}>
              {t('refunds.summary.edit')}
            </Button>
            <Button onClick={() => setConfirming(true)} data-testid="refund-confirm">
              {t('refunds.summary.confirm')}
            </Button>
          </Group>
        </Stack>
      </Paper>
      <ConfirmPasswordModal
        opened={confirming}
        text={t('refunds.summary.password')}
        pending={single.isPending || list.isPending}
        error={passwordError}
        onConfirm={(password) => void confirm(password)}
        onClose={() => {
          setConfirming(false);
          setPasswordError(null);
        }}
      />
    </Stack>
  );
}
