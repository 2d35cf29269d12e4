import { Anchor, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLocalizedPath } from '../../../shared/i18n/use-locale.ts';

const TOOLS = [
  ['cart', '/test_cart'],
  ['today', '/test_today'],
  ['csv', '/testcsv'],
  ['market', '/sandbox/feexMarket'],
  ['api', '/sandbox/developers/api'],
] as const;

/** `/test` and `/testpage`: the sandbox developer playground's tools. */
export function TestIndexPage() {
  const { t } = useTranslation();
  const to = useLocalizedPath();
  return (
    <Stack gap="lg">
      <div>
        <Title order={2} size="h3" c="navy.7">
          {t('playground.index.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('playground.index.intro')}
        </Text>
      </div>
      <SimpleGrid cols={{ base: 1, sm: 2 }} data-testid="test-tools">
        {TOOLS.map(([key, path]) => (
          <Paper key={key} withBorder radius="md" p="lg">
            <Anchor component={Link} to={to(path)} fw={700}>
              {t(`playground.index.tools.${key}.title`)}
            </Anchor>
            <Text size="sm" c="dimmed" mt={4}>
              {t(`playground.index.tools.${key}.text`)}
            </Text>
          </Paper>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
