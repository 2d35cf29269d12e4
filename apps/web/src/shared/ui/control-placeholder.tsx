import { ComboboxChevron, type MantineStyleProp, type StyleProp, TextInput } from '@mantine/core';
import type { ReactNode } from 'react';

/** A disabled input drawn as an enabled one (Mantine greys disabled inputs). */
const LOOK = {
  input: {
    opacity: 1,
    cursor: 'default',
    backgroundColor: 'var(--mantine-color-body)',
    color: 'var(--mantine-color-text)',
  },
};

/**
 * Stands for a control whose code arrives after the first paint (a select, an amount field): the
 * same label, size, width and shown value, so nothing moves when the control replaces it. Disabled
 * meanwhile, so a click or a test waits for the control itself.
 */
export function ControlPlaceholder({
  label,
  value,
  placeholder,
  leftSection,
  select = false,
  w,
  style,
  'aria-label': ariaLabel,
}: {
  label?: ReactNode;
  'aria-label'?: string;
  style?: MantineStyleProp;
  /** The value as the control shows it (a select's option label, a formatted amount). */
  value?: string | null;
  placeholder?: string;
  leftSection?: ReactNode;
  /** A select: its chevron on the right. */
  select?: boolean;
  w?: StyleProp<number | string>;
}) {
  return (
    <TextInput
      label={label}
      value={value ?? ''}
      placeholder={placeholder}
      leftSection={leftSection}
      rightSection={select ? <ComboboxChevron /> : undefined}
      rightSectionPointerEvents="none"
      w={w}
      style={style}
      aria-label={ariaLabel}
      styles={LOOK}
      readOnly
      disabled
    />
  );
}
