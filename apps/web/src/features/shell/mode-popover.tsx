import { Popover, Text } from '@mantine/core';
import type { ReactElement } from 'react';
import type { Wake } from '../../shared/ui/on-first-use.tsx';

type Props = { button: ReactElement; message: string; wake?: Wake | null };

/** A mode button's popover ('Vous êtes déjà en Live !'), loaded by its first click (mode-switch.tsx). */
export function ModePopover({ button, message, wake = null }: Props) {
  return (
    <Popover position="top" withArrow shadow="md" defaultOpened={wake?.by === 'click'}>
      <Popover.Target>{button}</Popover.Target>
      <Popover.Dropdown>
        <Text size="sm">{message}</Text>
      </Popover.Dropdown>
    </Popover>
  );
}
