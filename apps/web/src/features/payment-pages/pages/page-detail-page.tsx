import { Alert, Anchor, Badge, Button, Group, Image, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { modals } from '@mantine/modals';
import { formatMoney } from '@platform/domain';
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
import { ShareCard } from '../../payment-links/components/share-card.tsx';
import { SourcePaymentsTable } from '../../payment-links/components/source-payments-table.tsx';
import { StatCards } from '../../payment-links/components/stat-cards.tsx';
import { publicLinkUrl } from '../../payment-links/lib/link-paths.ts';
import { usePaymentPage, usePaymentPageMutations } from '../api/payment-pages-queries.ts';

/** `/feexpage/detail/:id`: a page's statistics, public address, offer and payments. */
export function PaymentPageDetailPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const localize = useLocalizedPath();
  const detail = usePaymentPage(id);
  const { update, remove } = usePaymentPageMutations(id);

  if (detail.isPending) return <Loader />;
  if (detail.isError) {
    return (
      <Alert color="red" icon={<IconAlertCircle size={18} />}>
        {errorMessage(detail.error, t)}{' '}
        <Anchor component={LocalizedLink} to="/feexpage">
          {t('paymentPages.detail.back')}
        </Anchor>
      </Alert>
    );
  }
  const { page, payments } = detail.data;
  const toggle = async () => {
    try {
      await update.mutateAsync({ enabled: !page.enabled });
      notify('success', t(page.enabled ? 'paymentPages.detail.disabled' : 'paymentPages.detail.enabled'));
    } catch (error) {
      notify('error', errorMessage(error, t));
    }
  };
  const confirmDelete = () =>
    modals.openConfirmModal({
      title: page.title,
      children: <Text size="sm">{t('paymentPages.detail.deleteConfirm')}</Text>,
      labels: { confirm: t('paymentPages.detail.delete'), cancel: t('paymentPages.form.cancel') },
      confirmProps: { color: 'red' },
      onConfirm: async () => {
        try {
          await remove.mutateAsync();
          notify('success', t('paymentPages.detail.deleted'));
          navigate(localize('/feexpage'));
        } catch (error) {
          notify('error', errorMessage(error, t));
        }
      },
    });

  return (
    <Stack gap="lg">
      <Anchor component={LocalizedLink} to="/feexpage" size="sm">
        <Group gap={4}>
          <IconArrowLeft size={14} />
          {t('paymentPages.detail.back')}
        </Group>
      </Anchor>
      <Group justify="space-between" align="flex-start">
        <Group gap="sm">
          <div style={{ width: 14, height: 14, borderRadius: 4, background: page.brand_color }} />
          <Title order={2} size="h3" data-testid="page-detail-title">
            {page.title}
          </Title>
          <Badge color={page.enabled ? 'green' : 'gray'} variant="light">
            {t(page.enabled ? 'paymentPages.state.enabled' : 'paymentPages.state.disabled')}
          </Badge>
        </Group>
        <Group gap="sm">
          <Button
            component={LocalizedLink}
            to={`/feexpage/edit/${encodeURIComponent(page._id)}`}
            variant="default"
            leftSection={<IconPencil size={16} />}
            data-testid="page-edit"
          >
            {t('paymentPages.detail.edit')}
          </Button>
          <Button
            variant="default"
            loading={update.isPending}
            onClick={toggle}
            leftSection={page.enabled ? <IconPlayerPause size={16} /> : <IconPlayerPlay size={16} />}
          >
            {t(page.enabled ? 'paymentPages.detail.disable' : 'paymentPages.detail.enable')}
          </Button>
          <Button variant="light" color="red" onClick={confirmDelete} leftSection={<IconTrash size={16} />}>
            {t('paymentPages.detail.delete')}
          </Button>
        </Group>
      </Group>
      <StatCards stats={page.stats} />
      <ShareCard url={publicLinkUrl(page.path)} />
      <Paper withBorder radius="md" p="lg">
        <Group align="flex-start" wrap="wrap" gap="xl">
          {page.image_url && <Image src={page.image_url} alt="" w={180} radius="sm" />}
          <Stack gap="xs" style={{ flex: 1, minWidth: 240 }}>
            {page.description && (
              <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
                {page.description}
              </Text>
            )}
            <Text size="sm" fw={600}>
              {t('paymentPages.detail.offerLine', {
                offer: t(`paymentPages.amountType.${page.amount_type}`),
              })}
            </Text>
            {page.items.map((item) => (
              <Group key={item._id} justify="space-between" maw={360}>
                <Text size="sm">{item.name ?? '—'}</Text>
                <Text size="sm" fw={600}>
                  {formatMoney(item.price, locale)}
                </Text>
              </Group>
            ))}
          </Stack>
        </Group>
      </Paper>
      <Paper withBorder radius="md" p="lg">
        <Stack gap="md">
          <Title order={3} size="h5">
            {t('paymentPages.detail.payments')}
          </Title>
          <SourcePaymentsTable payments={payments} />
        </Stack>
      </Paper>
    </Stack>
  );
}
