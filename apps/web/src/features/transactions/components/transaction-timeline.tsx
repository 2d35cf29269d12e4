import { Paper, Stack, Text, Timeline, Title } from '@mantine/core';
import type { TimelineItem } from '@platform/contracts';
import { formatDateTime } from '@platform/domain';
import {
  IconBolt,
  IconBook2,
  IconCircleCheck,
  IconCircleX,
  IconSend,
  IconWebhook,
} from '@tabler/icons-react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../shared/i18n/use-locale.ts';
import { ledgerKindLabel } from '../lib/ledger-kind.ts';

/** Timeline kinds and their catalog keys (i18next keys hold no dots). */
const KEYS: Record<string, string> = {
  created: 'created',
  'operator.collect': 'operatorCollect',
  'operator.submit': 'operatorSubmit',
  'operator.status': 'operatorStatus',
  'operator.callback': 'operatorCallback',
  'status.changed': 'statusChanged',
  'reconciler.expired': 'reconcilerExpired',
  'checkout.duplicate': 'checkoutDuplicate',
  'webhook.event': 'webhookEvent',
  'webhook.attempt': 'webhookAttempt',
  'ledger.entry': 'ledgerEntry',
};

/** One line of the timeline in the page's language, with what the operator or the receiver answered. */
export function describeEvent(item: TimelineItem, t: TFunction): { title: string; detail: string | null } {
  const data = (item.data ?? {}) as Record<string, unknown>;
  const str = (key: string) => (data[key] === undefined || data[key] === null ? '' : String(data[key]));
  const status = (s: string) =>
    ['SUCCESSFUL', 'FAILED', 'PENDING'].includes(s) ? t(`transactions.status.${s as 'FAILED'}`) : s;
  const key = KEYS[item.kind];
  if (!key) return { title: t('transactions.timeline.other'), detail: null };
  switch (item.kind) {
    case 'status.changed':
      return {
        title: t('transactions.timeline.statusChanged', { from: status(str('from')), to: status(str('to')) }),
        detail: null,
      };
    case 'webhook.event':
      return { title: t('transactions.timeline.webhookEvent', { type: str('type') }), detail: null };
    case 'webhook.attempt': {
      const error = str('error');
      const result =
        str('status_code') ||
        (error === 'network_error' || error === 'timeout'
          ? t(`transactions.timeline.webhookErrors.${error}`)
          : error) ||
        t('transactions.timeline.noAnswer');
      return {
        title: t('transactions.timeline.webhookAttempt', { attempt: str('attempt'), result }),
        detail: str('url') || null,
      };
    }
    case 'ledger.entry':
      return {
        title: t('transactions.timeline.ledgerEntry', { kind: ledgerKindLabel(str('kind'), t) }),
        detail: null,
      };
    case 'checkout.duplicate':
      return {
        title: t('transactions.timeline.checkoutDuplicate', { paidBy: str('paidBy') }),
        detail: str('refund')
          ? t('transactions.timeline.duplicateRefunded', { refund: str('refund') })
          : t('transactions.timeline.duplicateNotRefunded', { code: str('refusal') }),
      };
    case 'operator.collect':
    case 'operator.submit':
    case 'operator.status': {
      const reason = data.reason as { code?: string; message?: string } | undefined;
      const parts = [status(str('status')), reason?.code, reason?.message].filter(Boolean);
      return { title: t(`transactions.timeline.${key as 'created'}`), detail: parts.join(' · ') || null };
    }
    default:
      return { title: t(`transactions.timeline.${key as 'created'}`), detail: null };
  }
}

function iconOf(item: TimelineItem) {
  if (item.kind === 'status.changed') {
    const to = (item.data as { to?: string } | null)?.to;
    return to === 'SUCCESSFUL' ? <IconCircleCheck size={14} /> : <IconCircleX size={14} />;
  }
  if (item.kind.startsWith('webhook.'))
    return item.kind === 'webhook.event' ? <IconWebhook size={14} /> : <IconSend size={14} />;
  if (item.kind === 'ledger.entry') return <IconBook2 size={14} />;
  return <IconBolt size={14} />;
}

/** Stable keys: the time and kind of an item, numbered when the same pair comes again. */
function keyed(items: TimelineItem[]) {
  const seen = new Map<string, number>();
  return items.map((item) => {
    const base = `${item.at}|${item.kind}`;
    const n = seen.get(base) ?? 0;
    seen.set(base, n + 1);
    return { item, key: `${base}|${n}` };
  });
}

/** Created, operator answers, callbacks, status checks, webhook events and attempts, ledger entries. */
export function TransactionTimeline({ items }: { items: TimelineItem[] }) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <Paper withBorder radius="md" p="lg">
      <Stack gap="md">
        <Title order={3} size="h5">
          {t('transactions.detail.timeline')}
        </Title>
        <Timeline active={items.length - 1} bulletSize={24} lineWidth={2} data-testid="transaction-timeline">
          {keyed(items).map(({ item, key }) => {
            const { title, detail } = describeEvent(item, t);
            return (
              <Timeline.Item key={key} bullet={iconOf(item)} title={title} data-kind={item.kind}>
                {detail && (
                  <Text size="xs" c="dimmed" style={{ wordBreak: 'break-all' }}>
                    {detail}
                  </Text>
                )}
                <Text size="xs" c="dimmed">
                  {formatDateTime(item.at, locale)}
                </Text>
              </Timeline.Item>
            );
          })}
        </Timeline>
      </Stack>
    </Paper>
  );
}
