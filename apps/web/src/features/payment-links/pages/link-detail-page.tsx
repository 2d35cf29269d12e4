import { Alert, Anchor, Button, Group, Loader, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { modals } from '@mantine/modals';
import type { LinkKind, PaymentLinkView } from '@platform/contracts';
import { formatDateTime, formatMoney } from '@platform/domain';
import {
  IconAlertCircle,
  IconArrowLeft,
  IconPencil,
  IconPlayerPause,
  IconPlayerPlay,
  IconTrash,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { errorMessage } from '../../../shared/forms/server-errors.ts';
import { useLocale, useLocalizedPath } from '../../../shared/i18n/use-locale.ts';
import { LocalizedLink } from '../../../shared/ui/localized-link.tsx';
import { notify } from '../../../shared/ui/notify.ts';
import { usePaymentLink, usePaymentLinkMutations } from '../api/payment-links-queries.ts';
import { LinkStateBadge } from '../components/link-state-badge.tsx';
import { ShareByEmail } from '../components/share-by-email.tsx';
import { ShareCard } from '../components/share-card.tsx';
import { SourcePaymentsTable } from '../components/source-payments-table.tsx';
import { StatCards } from '../components/stat-cards.tsx';
import { linkPaths, publicLinkUrl } from '../lib/link-paths.ts';

function Settings({ link }: { link: PaymentLinkView }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const collected = (['name', 'email', 'phone'] as const)
    .filter((k) => link.collect[k])
    .map((k) => t(`paymentLinks.form.collect${k === 'name' ? 'Name' : k === 'email' ? 'Email' : 'Phone'}`));
  const rows: [string, string][] = [
    [
      t('paymentLinks.columns.amount'),
      link.amount === null ? t('paymentLinks.amount.free') : formatMoney(link.amount, locale),
    ],
    [
      t('paymentLinks.columns.usage'),
      t(link.reusable ? 'paymentLinks.usage.reusable' : 'paymentLinks.usage.single'),
    ],
    [
      t('paymentLinks.columns.expires'),
      link.expires_at ? formatDateTime(link.expires_at, locale) : t('paymentLinks.detail.noExpiry'),
    ],
    [t('paymentLinks.columns.created'), formatDateTime(link.created_at, locale)],
  ];
  if (link.kind === 'link')
    rows.push([t('paymentLinks.detail.collect'), collected.join(', ') || t('paymentLinks.detail.none')]);
  if (link.customer) {
    rows.push([
      t('paymentLinks.columns.customer'),
      [link.customer.name, link.customer.phone, link.customer.email].filter(Boolean).join(' · '),
    ]);
  }
  if (link.return_url) rows.push([t('paymentLinks.detail.returnUrl'), link.return_url]);
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs">
      {rows.map(([label, value]) => (
        <div key={label}>
          <Text size="xs" c="dimmed">
            {label}
          </Text>
          <Text size="sm" style={{ wordBreak: 'break-word' }}>
            {value}
          </Text>
        </div>
      ))}
    </SimpleGrid>
  );
}

function LinkDetail({ kind }: { kind: LinkKind }) {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const localize = useLocalizedPath();
  const paths = linkPaths(kind);
  const detail = usePaymentLink(id);
  const { update, remove, share } = usePaymentLinkMutations(id);

  if (detail.isPending) return <Loader />;
  if (detail.isError) {
    return (
      <Alert color="red" icon={<IconAlertCircle size={18} />}>
        {errorMessage(detail.error, t)}{' '}
        <Anchor component={LocalizedLink} to={paths.list}>
          {t('paymentLinks.detail.back')}
        </Anchor>
      </Alert>
    );
  }
  const { link, payments } = detail.data;
  const toggle = async () => {
    try {
      await update.mutateAsync({ enabled: !link.enabled });
      notify('success', t(link.enabled ? 'paymentLinks.detail.disabled' : 'paymentLinks.detail.enabled'));
    } catch (error) {
      notify('error', errorMessage(error, t));
    }
  };
  const confirmDelete = () =>
    modals.openConfirmModal({
      title: link.title,
      children: <Text size="sm">{t('paymentLinks.detail.deleteConfirm')}</Text>,
      labels: { confirm: t('paymentLinks.detail.delete'), cancel: t('paymentLinks.form.cancel') },
      confirmProps: { color: 'red' },
      onConfirm: async () => {
        try {
          await remove.mutateAsync();
          notify('success', t('paymentLinks.detail.deleted'));
          navigate(localize(paths.list));
        } catch (error) {
          notify('error', errorMessage(error, t));
        }
      },
    });

  return (
    <Stack gap="lg">
      <Anchor component={LocalizedLink} to={paths.list} size="sm">
        <Group gap={4}>
          <IconArrowLeft size={14} />
          {t('paymentLinks.detail.back')}
        </Group>
      </Anchor>
      <Group justify="space-between" align="flex-start">
        <div>
          <Group gap="sm">
            <Title order={2} size="h3" data-testid="link-detail-title">
              {link.title}
            </Title>
            <LinkStateBadge state={link.state} />
          </Group>
          {link.description && (
            <Text size="sm" c="dimmed">
              {link.description}
            </Text>
          )}
        </div>
        <Group gap="sm">
          <Button
            variant="default"
            loading={update.isPending}
            onClick={toggle}
            leftSection={link.enabled ? <IconPlayerPause size={16} /> : <IconPlayerPlay size={16} />}
          >
            {t(link.enabled ? 'paymentLinks.detail.disable' : 'paymentLinks.detail.enable')}
          </Button>
          <Button
            component={LocalizedLink}
            to={paths.edit(link._id)}
            variant="default"
            leftSection={<IconPencil size={16} />}
            data-testid="link-edit"
          >
            {t('paymentLinks.detail.edit')}
          </Button>
          <Button variant="light" color="red" onClick={confirmDelete} leftSection={<IconTrash size={16} />}>
            {t('paymentLinks.detail.delete')}
          </Button>
        </Group>
      </Group>
      <StatCards stats={link.stats} />
      <ShareCard url={publicLinkUrl(link.path)} />
      <Paper withBorder radius="md" p="lg">
        <Stack gap="md">
          <Title order={3} size="h5">
            {t('paymentLinks.detail.settings')}
          </Title>
          <Settings link={link} />
          {kind === 'quicklink' && (
            <ShareByEmail
              initialEmail={link.customer?.email ?? ''}
              sending={share.isPending}
              onSend={(email) => share.mutateAsync(email)}
            />
          )}
        </Stack>
      </Paper>
      <Paper withBorder radius="md" p="lg">
        <Stack gap="md">
          <Title order={3} size="h5">
            {t('paymentLinks.detail.payments')}
          </Title>
          <SourcePaymentsTable payments={payments} />
        </Stack>
      </Paper>
    </Stack>
  );
}

/** `/feexLinks/detail/:id`. */
export function LinkDetailPage() {
  return <LinkDetail kind="link" />;
}

/** `/quicklinks/detail/:id`. */
export function QuickLinkDetailPage() {
  return <LinkDetail kind="quicklink" />;
}
