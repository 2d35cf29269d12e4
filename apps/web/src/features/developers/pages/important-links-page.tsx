import { Anchor, Group, Paper, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import {
  type Icon,
  IconApi,
  IconBook,
  IconDeviceMobile,
  IconKey,
  IconListDetails,
  IconWebhook,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { LocalizedLink } from '../../../shared/ui/localized-link.tsx';
import { useShellUser } from '../../shell/shell-user.ts';
import { API_REFERENCE_PATH } from '../components/api-docs.tsx';
import { DevelopersNav } from '../components/developers-nav.tsx';
import { TestNumbers } from '../components/test-numbers.tsx';
import { developerPaths } from '../lib/webhook-paths.ts';

type LinkItem = {
  key: 'reference' | 'keys' | 'docs' | 'webhooks' | 'transactions';
  to: string;
  icon: Icon;
  external?: boolean;
};

function LinkCard({ item }: { item: LinkItem }) {
  const { t } = useTranslation();
  const Icon = item.icon;
  const title = t(`developers.links.items.${item.key}.title`);
  return (
    <Paper withBorder radius="md" p="md">
      <Group wrap="nowrap" align="flex-start">
        <ThemeIcon variant="light" size="lg" radius="md">
          <Icon size={20} />
        </ThemeIcon>
        <div>
          {item.external ? (
            <Anchor href={item.to} target="_blank" rel="noopener" fw={600}>
              {title}
            </Anchor>
          ) : (
            <Anchor component={LocalizedLink} to={item.to} fw={600}>
              {title}
            </Anchor>
          )}
          <Text size="sm" c="dimmed">
            {t(`developers.links.items.${item.key}.text`)}
          </Text>
        </div>
      </Group>
    </Paper>
  );
}

/** `/developers/importantLinks` and `/sandbox/developers/importantlinks`: the useful links of the product. */
export function ImportantLinksPage() {
  const { t } = useTranslation();
  const sandbox = useShellUser().in_sandbox;
  const paths = developerPaths(sandbox);
  const items: LinkItem[] = [
    { key: 'reference', to: API_REFERENCE_PATH, icon: IconBook, external: true },
    { key: 'keys', to: paths.home, icon: IconKey },
    { key: 'docs', to: paths.api, icon: IconApi },
    { key: 'webhooks', to: paths.webhooks, icon: IconWebhook },
    { key: 'transactions', to: sandbox ? '/sandbox/transactions' : '/transactions', icon: IconListDetails },
  ];
  return (
    <Stack gap="lg">
      <DevelopersNav sandbox={sandbox} />
      <Title order={2} size="h3">
        {t('developers.links.title')}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} data-testid="important-links">
        {items.map((item) => (
          <LinkCard key={item.key} item={item} />
        ))}
      </SimpleGrid>
      <Paper withBorder radius="md" p="lg">
        <Stack gap="sm">
          <Group gap="xs">
            <IconDeviceMobile size={20} />
            <Title order={3} size="h4">
              {t('developers.testNumbers.title')}
            </Title>
          </Group>
          <TestNumbers />
        </Stack>
      </Paper>
      <Text size="sm" c="dimmed">
        {t('developers.links.noStatusPage')}
      </Text>
    </Stack>
  );
}
