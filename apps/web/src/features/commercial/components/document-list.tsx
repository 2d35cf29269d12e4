import { Badge, Group, List, Text, ThemeIcon } from '@mantine/core';
import { IconCheck, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

type Kind = 'id_document' | 'business_document';

/** The identity documents: those sent, and those still missing (what the agent can help with). */
export function DocumentList({
  sent,
  missing,
}: {
  sent: { kind: string; name: string }[];
  missing: string[];
}) {
  const { t } = useTranslation();
  return (
    <List spacing={6} size="sm" center>
      {sent.map((d) => (
        <List.Item
          key={`${d.kind}-${d.name}`}
          icon={
            <ThemeIcon color="green" size={20} radius="xl">
              <IconCheck size={12} />
            </ThemeIcon>
          }
        >
          <Group gap={6}>
            <Text size="sm">{t(`commercialArea.documents.${d.kind as Kind}`, { defaultValue: d.kind })}</Text>
            <Text size="xs" c="dimmed">
              {d.name}
            </Text>
          </Group>
        </List.Item>
      ))}
      {missing.map((kind) => (
        <List.Item
          key={kind}
          data-testid="missing-document"
          icon={
            <ThemeIcon color="red" size={20} radius="xl">
              <IconX size={12} />
            </ThemeIcon>
          }
        >
          <Group gap={6}>
            <Text size="sm">{t(`commercialArea.documents.${kind as Kind}`, { defaultValue: kind })}</Text>
            <Badge color="red" variant="light" size="sm">
              {t('commercialArea.documents.missing')}
            </Badge>
          </Group>
        </List.Item>
      ))}
    </List>
  );
}
