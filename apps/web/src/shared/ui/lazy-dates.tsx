import { TextInput } from '@mantine/core';
import type { DatePickerInputProps, MonthPickerInputProps } from '@mantine/dates';
import { lazy, type ReactNode, Suspense } from 'react';

const DatePickerInputChunk = lazy(() =>
  import('./dates.tsx').then((m) => ({ default: m.LocalizedDatePickerInput })),
);
const MonthPickerInputChunk = lazy(() =>
  import('./dates.tsx').then((m) => ({ default: m.LocalizedMonthPickerInput })),
);

type Common = {
  locale: string;
  label: ReactNode;
  placeholder?: string;
  leftSection?: ReactNode;
  w?: number | string;
};

/**
 * While the date library arrives: an input of the same label, size and width, so nothing moves
 * when the picker replaces it (the pickers are not needed for a list's first paint).
 */
function Placeholder({ label, placeholder, leftSection, w }: Common) {
  return (
    <TextInput label={label} placeholder={placeholder} leftSection={leftSection} w={w} readOnly disabled />
  );
}

/** Mantine's date range/day picker, loaded on demand with its styles and the dayjs locales. */
export function LazyDatePickerInput(props: DatePickerInputProps<'range'> & Common) {
  return (
    <Suspense fallback={<Placeholder {...props} />}>
      <DatePickerInputChunk {...props} />
    </Suspense>
  );
}

/** Mantine's month picker, loaded on demand with its styles and the dayjs locales. */
export function LazyMonthPickerInput(props: MonthPickerInputProps<'default'> & Common) {
  return (
    <Suspense fallback={<Placeholder {...props} />}>
      <MonthPickerInputChunk {...props} />
    </Suspense>
  );
}
