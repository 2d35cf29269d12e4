import type { ComboboxItem, ComboboxItemGroup, SelectProps } from '@mantine/core';
import { type ComponentType, lazy, Suspense, useState } from 'react';
import { useAfterFirstPaint } from '../lib/after-first-paint.ts';
import { ControlPlaceholder } from './control-placeholder.tsx';

let loaded: ComponentType<SelectProps> | undefined;
const SelectChunk = lazy(() =>
  import('./select-chunk.ts').then((m) => {
    loaded = m.Select;
    return { default: m.Select };
  }),
);

type Data = SelectProps['data'];

/** The label a select shows for `value` among its options (plain strings, items or groups). */
export function optionLabel(data: Data, value: string | null | undefined): string | null {
  if (value === null || value === undefined) return null;
  for (const entry of data ?? []) {
    if (typeof entry === 'string') {
      if (entry === value) return entry;
    } else if ('group' in entry) {
      const found = optionLabel((entry as ComboboxItemGroup).items as Data, value);
      if (found !== null) return found;
    } else if ((entry as ComboboxItem).value === value) {
      return (entry as ComboboxItem).label ?? value;
    }
  }
  return null;
}

/**
 * Mantine's Select, its code (and its options' dropdown) fetched once the page is idle after its
 * first paint: until then a placeholder of the same label, width and shown value stands for it. A
 * list's page size and card sort are on its first screen, not needed to show it. Once the code has
 * arrived, later selects render at once.
 */
export function LazySelect(props: SelectProps) {
  const [Ready] = useState(() => loaded);
  const wanted = useAfterFirstPaint();
  if (Ready) return <Ready {...props} />;
  const placeholder = (
    <ControlPlaceholder
      select
      label={props.label}
      aria-label={props['aria-label']}
      placeholder={props.placeholder}
      value={optionLabel(props.data, props.value)}
      leftSection={props.leftSection}
      w={props.w}
      style={props.style}
    />
  );
  return wanted ? (
    <Suspense fallback={placeholder}>
      <SelectChunk {...props} />
    </Suspense>
  ) : (
    placeholder
  );
}
