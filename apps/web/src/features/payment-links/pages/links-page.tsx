import { Alert, Button, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import type { LinkKind } from '@platform/contracts';
import { IconAlertCircle, IconBuildingStore, IconLink, IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../shared/forms/server-errors.ts';
import { EmptyState } from '../../../shared/ui/empty-state.tsx';
import { LocalizedLink } from '../../../shared/ui/localized-link.tsx';
import { useShops } from '../../shops/shops-context.ts';
import { usePaymentLinks } from '../api/payment-links-queries.ts';
import { LinksTable } from '../components/links-table.tsx';
import { linkPaths } from '../lib/link-paths.ts';

function LinksList({ kind }: { kind: LinkKind }) {
  const { t } = useTranslation();
  const { selected, loading } = useShops();
  const links = usePaymentLinks(selected?._id, kind);
  const texts = kind === 'quicklink' ? 'quick' : 'links';
  if (loading) return <Loader />;
  if (!selected) {
    return (
      <Alert color="orange" icon={<IconBuildingStore size={18} />}>
        {t('paymentLinks.noShop')}
      </Alert>
    );
  }
  return (
    <Paper withBorder radius="md" p="lg">
      <Stack gap="md">
        <Group justify="space-between" align="flex-start">
          <div>
            <Title order={2} size="h3">
              {t(`paymentLinks.${texts}.title`)}
            </Title>
            <Text size="sm" c="dimmed">
              {t(`paymentLinks.${texts}.intro`)}
            </Text>
          </div>
          <Button
            component={LocalizedLink}
            to={kind === 'quicklink' ? linkPaths(kind).add : '/feexLinks/choicePage'}
            leftSection={<IconPlus size={16} />}
          >
            {t(`paymentLinks.${texts}.add`)}
          </Button>
        </Group>
        {links.isPending ? (
          <Loader />
        ) : links.isError ? (
          <Alert color="red" icon={<IconAlertCircle size={18} />}>
            {errorMessage(links.error, t)}
          </Alert>
        ) : links.data.length === 0 ? (
          <EmptyState
            testId="links-empty"
            icon={<IconLink size={26} />}
            title={t(`paymentLinks.${texts}.emptyTitle`)}
            text={t(`paymentLinks.${texts}.empty`)}
            actions={[
              {
                label: t(`paymentLinks.${texts}.add`),
                to: kind === 'quicklink' ? linkPaths(kind).add : '/feexLinks/add',
              },
            ]}
          />
        ) : (
          <LinksTable links={links.data} kind={kind} />
        )}
      </Stack>
    </Paper>
  );
}

/** `/feexLinks`: the shop's payment links with their statistics. */
export function PaymentLinksPage() {
  return <LinksList kind="link" />;
}

/** `/quicklinks`: the shop's quick links with their statistics. */
export function QuickLinksPage() {
  return <LinksList kind="quicklink" />;
}
