import { Button, Code, CopyButton, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconBrandWhatsapp, IconCopy } from '@tabler/icons-react';
import { QRCodeSVG } from 'qrcode.react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../shared/ui/notify.ts';

/** The absolute address of a sign-up path carrying a code, on this web app. */
export function signupUrl(path: string): string {
  return `${window.location.origin}${path}`;
}

/**
 * A sign-up link to share: copy it (toast 'Lien copié avec succès'), send it on WhatsApp, or let
 * someone scan its QR code.
 */
export function ShareReferralLink({ url, code, title }: { url: string; code: string; title: string }) {
  const { t } = useTranslation();
  const whatsapp = `https://wa.me/?text=${encodeURIComponent(`${t('referral.share.message')} ${url}`)}`;
  return (
    <Paper withBorder radius="md" p="lg">
      <Group align="flex-start" justify="space-between" wrap="wrap" gap="xl">
        <Stack gap="sm" style={{ flex: 1, minWidth: 260 }}>
          <Title order={3} size="h5">
            {title}
          </Title>
          <Text size="sm" c="dimmed">
            {t('referral.share.code')} <Code data-testid="referral-code">{code}</Code>
          </Text>
          <Code fz="sm" data-testid="referral-url" style={{ wordBreak: 'break-all' }}>
            {url}
          </Code>
          <Group gap="sm">
            <CopyButton value={url}>
              {({ copy }) => (
                <Button
                  leftSection={<IconCopy size={16} />}
                  onClick={() => {
                    copy();
                    notify('success', t('referral.share.copied'));
                  }}
                >
                  {t('referral.share.copy')}
                </Button>
              )}
            </CopyButton>
            <Button
              variant="default"
              component="a"
              href={whatsapp}
              target="_blank"
              rel="noopener"
              leftSection={<IconBrandWhatsapp size={16} />}
              data-testid="whatsapp-share"
            >
              {t('referral.share.whatsapp')}
            </Button>
          </Group>
        </Stack>
        <Stack gap={4} align="center">
          <QRCodeSVG
            value={url}
            size={144}
            marginSize={2}
            title={t('referral.share.qr')}
            data-testid="qr-code"
          />
          <Text size="xs" c="dimmed">
            {t('referral.share.qrHint')}
          </Text>
        </Stack>
      </Group>
    </Paper>
  );
}
