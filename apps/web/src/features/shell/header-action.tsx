import { ActionIcon, Button } from '@mantine/core';
import type { ReactNode } from 'react';
import { LocalizedLink } from '../../shared/ui/localized-link.tsx';

type Props = {
  label: string;
  icon: ReactNode;
  color: string;
  /** A link to this path, or a button calling `onClick`. */
  to?: string;
  onClick?: () => void;
};

/**
 * A button of the back-office and commercial headers: its icon and label from 576 px, its icon
 * alone (named for screen readers) on a phone, so the page's title keeps the room it needs.
 */
export function HeaderAction({ label, icon, color, to, onClick }: Props) {
  if (to)
    return (
      <>
        <Button
          component={LocalizedLink}
          to={to}
          variant="subtle"
          color={color}
          leftSection={icon}
          visibleFrom="sm"
        >
          {label}
        </Button>
        <ActionIcon
          component={LocalizedLink}
          to={to}
          variant="subtle"
          color={color}
          size="lg"
          aria-label={label}
          hiddenFrom="sm"
        >
          {icon}
        </ActionIcon>
      </>
    );
  return (
    <>
      <Button variant="subtle" color={color} leftSection={icon} visibleFrom="sm" onClick={onClick}>
        {label}
      </Button>
      <ActionIcon
        variant="subtle"
        color={color}
        size="lg"
        aria-label={label}
        hiddenFrom="sm"
        onClick={onClick}
      >
        {icon}
      </ActionIcon>
    </>
  );
}
