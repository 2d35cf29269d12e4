import { ActionIcon, CopyButton, Tooltip } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { notify } from '../../../shared/ui/notify.ts';

type Props = { value: string; label: string; done: string; testId?: string };

/** A copy button with the spec's kind of toast ('Lien copié avec succès'). */
export function CopyAction({ value, label, done, testId }: Props) {
  return (
    <CopyButton value={value} timeout={2000}>
      {({ copied, copy }) => (
        <Tooltip label={label} withArrow>
          <ActionIcon
            variant="subtle"
            color={copied ? 'green' : 'gray'}
            aria-label={label}
            data-testid={testId}
            onClick={() => {
              copy();
              notify('success', done);
            }}
          >
            {copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
          </ActionIcon>
        </Tooltip>
      )}
    </CopyButton>
  );
}
