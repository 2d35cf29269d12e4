import { ActionIcon, Code, CopyButton, Group, Tooltip } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../shared/ui/notify.ts';

type Props = {
  value: string;
  /** What is copied, for the button's accessible name ('Copier l'identifiant'). */
  label: string;
  testId?: string;
  /** The toast after copying (default 'Copié'). */
  copiedMessage?: string;
};

/** A value in monospace with a copy button and a short toast once copied. */
export function CopyValue({ value, label, testId, copiedMessage }: Props) {
  const { t } = useTranslation();
  return (
    <Group gap="xs" wrap="nowrap">
      <Code fz="sm" data-testid={testId} style={{ wordBreak: 'break-all' }}>
        {value}
      </Code>
      <CopyButton value={value} timeout={2000}>
        {({ copied, copy }) => (
          <Tooltip label={copied ? t('developers.copied') : label} withArrow>
            <ActionIcon
              variant="subtle"
              color={copied ? 'green' : 'gray'}
              aria-label={label}
              onClick={() => {
                copy();
                notify('success', copiedMessage ?? t('developers.copied'));
              }}
            >
              {copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
            </ActionIcon>
          </Tooltip>
        )}
      </CopyButton>
    </Group>
  );
}
