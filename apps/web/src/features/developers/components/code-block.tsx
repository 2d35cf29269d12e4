import { ActionIcon, Box, Code, CopyButton, Tabs, Tooltip } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { Example } from '../lib/code-examples.ts';

/** A block of code with a copy button in its corner. */
export function CodeBlock({ code, label }: { code: string; label: string }) {
  const { t } = useTranslation();
  return (
    <Box pos="relative">
      <Code block fz="xs" style={{ overflowX: 'auto' }} aria-label={label}>
        {code}
      </Code>
      <CopyButton value={code}>
        {({ copied, copy }) => (
          <Tooltip label={copied ? t('developers.copied') : t('developers.docs.copyCode')} withArrow>
            <ActionIcon
              pos="absolute"
              top={6}
              right={6}
              variant="default"
              size="sm"
              aria-label={t('developers.docs.copyCode')}
              onClick={copy}
            >
              {copied ? <IconCheck size={14} /> : <IconCopy size={14} />}
            </ActionIcon>
          </Tooltip>
        )}
      </CopyButton>
    </Box>
  );
}

/** One example in curl and in Node, as tabs. */
export function ExampleTabs({
  example,
  name,
  curlLabel,
}: {
  example: Example;
  name: string;
  curlLabel?: string;
}) {
  return (
    <Tabs defaultValue="curl" keepMounted={false}>
      <Tabs.List>
        <Tabs.Tab value="curl">{curlLabel ?? 'curl'}</Tabs.Tab>
        <Tabs.Tab value="node">Node.js</Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="curl" pt="xs">
        <CodeBlock code={example.curl} label={`${name} · ${curlLabel ?? 'curl'}`} />
      </Tabs.Panel>
      <Tabs.Panel value="node" pt="xs">
        <CodeBlock code={example.node} label={`${name} · Node.js`} />
      </Tabs.Panel>
    </Tabs>
  );
}
