import { Anchor, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconBook, IconExternalLink } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  collectExample,
  type ExampleContext,
  payoutExample,
  statusExample,
  verifyExample,
} from '../lib/code-examples.ts';
import { ExampleTabs } from './code-block.tsx';
import { TestNumbers } from './test-numbers.tsx';

/** The interactive reference generated from the contracts (served by the API). */
export const API_REFERENCE_PATH = '/docs';

function Section({ title, text, children }: { title: string; text?: ReactNode; children: ReactNode }) {
  return (
    <Paper withBorder radius="md" p="lg">
      <Stack gap="sm">
        <Title order={3} size="h4">
          {title}
        </Title>
        {text && <Text size="sm">{text}</Text>}
        {children}
      </Stack>
    </Paper>
  );
}

/** `/developers/api`: the reference link, examples in curl and Node, and the simulator's test numbers. */
export function ApiDocs({ context }: { context: ExampleContext }) {
  const { t } = useTranslation();
  return (
    <Stack gap="lg" data-testid="api-docs">
      <Paper withBorder radius="md" p="lg" bg="gray.0">
        <Group justify="space-between" align="center">
          <Group gap="sm" wrap="nowrap">
            <IconBook size={28} />
            <div>
              <Title order={3} size="h4">
                {t('developers.docs.referenceTitle')}
              </Title>
              <Text size="sm" c="dimmed">
                {t('developers.docs.referenceText')}
              </Text>
            </div>
          </Group>
          <Button
            component="a"
            href={API_REFERENCE_PATH}
            target="_blank"
            rel="noopener"
            rightSection={<IconExternalLink size={16} />}
          >
            {t('developers.docs.openReference')}
          </Button>
        </Group>
      </Paper>

      <Section title={t('developers.docs.authTitle')} text={t('developers.docs.authText')}>
        <Text size="sm">{t('developers.docs.idempotency')}</Text>
      </Section>

      <Section title={t('developers.docs.collectTitle')} text={t('developers.docs.collectText')}>
        <ExampleTabs example={collectExample(context)} name={t('developers.docs.collectTitle')} />
      </Section>

      <Section title={t('developers.docs.statusTitle')} text={t('developers.docs.statusText')}>
        <ExampleTabs example={statusExample(context)} name={t('developers.docs.statusTitle')} />
      </Section>

      <Section title={t('developers.docs.payoutTitle')} text={t('developers.docs.payoutText')}>
        <ExampleTabs example={payoutExample(context)} name={t('developers.docs.payoutTitle')} />
        <Text size="sm">{t('developers.docs.payoutAccess')}</Text>
      </Section>

      <Section title={t('developers.docs.verifyTitle')} text={t('developers.docs.verifyText')}>
        <ExampleTabs
          example={verifyExample()}
          name={t('developers.docs.verifyTitle')}
          curlLabel={t('developers.docs.install')}
        />
        <Text size="sm">
          {t('developers.docs.verifyMore')}{' '}
          <Anchor href="https://www.standardwebhooks.com" target="_blank" rel="noopener">
            standardwebhooks.com
          </Anchor>
        </Text>
      </Section>

      <Section title={t('developers.testNumbers.title')}>
        <TestNumbers />
      </Section>
    </Stack>
  );
}
