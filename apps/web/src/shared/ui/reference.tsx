import { ActionIcon, CopyButton, Group, Text } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { shortReference } from '../lib/short-reference.ts';
import { LazyTooltip } from './lazy-tooltip.tsx';

type Props = {
  value: string;
  /** Wraps the short form, e.g. in a link to the detail. */
  render?: (short: string) => ReactNode;
  testId?: string;
};

/**
 * A reference in a list: shortened (the whole one in its title and `data-reference`), with a
 * button that copies the whole reference.
 */
export function Reference({ value, render, testId }: Props) {
  const { t } = useTranslation();
  const short = shortReference(value);
  return (
    <Group gap={2} wrap="nowrap" data-reference={value} data-testid={testId}>
      <Text component="span" ff="monospace" fz="sm" title={value} style={{ whiteSpace: 'nowrap' }}>
        {render ? render(short) : short}
      </Text>
      <CopyButton value={value} timeout={1500}>
        {({ copied, copy }) => (
          <LazyTooltip label={copied ? t('common.copied') : t('common.copyReference')} withArrow>
            <ActionIcon
              variant="subtle"
              color={copied ? 'green' : 'gray'}
              size="sm"
              aria-label={`${t('common.copyReference')} ${value}`}
              onClick={(event) => {
                event.preventDefault();
                event.stopPropagation();
                copy();
              }}
            >
              {copied ? <IconCheck size={14} /> : <IconCopy size={14} />}
            </ActionIcon>
          </LazyTooltip>
        )}
      </CopyButton>
    </Group>
  );
}
