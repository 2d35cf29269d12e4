import {
  DatePickerInput,
  type DatePickerInputProps,
  DatesProvider,
  MonthPickerInput,
  type MonthPickerInputProps,
} from '@mantine/dates';
import '@mantine/dates/styles.css';
import 'dayjs/locale/es';
import 'dayjs/locale/fr';

/** A date range picker in the page's language, weeks from Monday (loaded through lazy-dates.tsx). */
export function LocalizedDatePickerInput({
  locale,
  ...props
}: DatePickerInputProps<'range'> & { locale: string }) {
  return (
    <DatesProvider settings={{ locale, firstDayOfWeek: 1 }}>
      <DatePickerInput {...props} />
    </DatesProvider>
  );
}

/** A month picker in the page's language (loaded through lazy-dates.tsx). */
export function LocalizedMonthPickerInput({
  locale,
  ...props
}: MonthPickerInputProps<'default'> & { locale: string }) {
  return (
    <DatesProvider settings={{ locale }}>
      <MonthPickerInput<'default'> {...props} />
    </DatesProvider>
  );
}
