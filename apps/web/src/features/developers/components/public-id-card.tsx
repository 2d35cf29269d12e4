import { Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CopyValue } from './copy-value.tsx';

/** The shop's public id, sent as `shop` in the merchant API, with a copy button. */
export function PublicIdCard({
  publicId,
  shopName,
  sandbox,
}: {
  publicId: string;
  shopName: string;
  sandbox: boolean;
}) {
  const { t } = useTranslation();
  return (
    <Paper withBorder radius="md" p="lg">
      <Stack gap="xs">
        <Group gap="xs">
          <Title order={3} size="h4">
            {t('developers.publicId.title')}
          </Title>
          <Badge variant="light" color={sandbox ? 'brand' : 'green'}>
            {sandbox ? t('developers.mode.sandbox') : t('developers.mode.live')}
          </Badge>
        </Group>
        <Text size="sm" c="dimmed">
          {t('developers.publicId.text', { shop: shopName })}
        </Text>
        <CopyValue value={publicId} label={t('developers.publicId.copy')} testId="public-id" />
      </Stack>
    </Paper>
  );
}
