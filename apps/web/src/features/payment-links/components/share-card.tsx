import { Button, Code, CopyButton, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconCopy, IconExternalLink } from '@tabler/icons-react';
import { QRCodeSVG } from 'qrcode.react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../shared/ui/notify.ts';

/** The public address of a link or a page: copy it (toast 'Lien copié avec succès'), open it, scan it. */
export function ShareCard({ url }: { url: string }) {
  const { t } = useTranslation();
  return (
    <Paper withBorder radius="md" p="lg">
      <Group align="flex-start" justify="space-between" wrap="wrap" gap="xl">
        <Stack gap="sm" style={{ flex: 1, minWidth: 260 }}>
          <Title order={3} size="h5">
            {t('paymentLinks.detail.publicLink')}
          </Title>
          <Code fz="sm" data-testid="public-url" style={{ wordBreak: 'break-all' }}>
            {url}
          </Code>
          <Group gap="sm">
            <CopyButton value={url}>
              {({ copy }) => (
                <Button
                  leftSection={<IconCopy size={16} />}
                  onClick={() => {
                    copy();
                    notify('success', t('paymentLinks.detail.copied'));
                  }}
                >
                  {t('paymentLinks.detail.copy')}
                </Button>
              )}
            </CopyButton>
            <Button
              variant="default"
              component="a"
              href={url}
              target="_blank"
              rel="noopener"
              leftSection={<IconExternalLink size={16} />}
            >
              {t('paymentLinks.detail.open')}
            </Button>
          </Group>
        </Stack>
        <Stack gap={4} align="center">
          <QRCodeSVG
            value={url}
            size={144}
            marginSize={2}
            title={t('paymentLinks.detail.qr')}
            data-testid="qr-code"
          />
          <Text size="xs" c="dimmed">
            {t('paymentLinks.detail.qrHint')}
          </Text>
        </Stack>
      </Group>
    </Paper>
  );
}
