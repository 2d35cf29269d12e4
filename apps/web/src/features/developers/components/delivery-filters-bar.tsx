import { Select, Switch } from '@mantine/core';
import { DatePickerInput, DatesProvider } from '@mantine/dates';
import '@mantine/dates/styles.css';
import 'dayjs/locale/es';
import 'dayjs/locale/fr';
import { IconCalendar } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../shared/i18n/use-locale.ts';
import { FilterBar } from '../../../shared/ui/filter-bar.tsx';
import { DELIVERY_EVENTS, type DeliveryFilters, toDay } from '../lib/delivery-filters.ts';

type Props = { filters: DeliveryFilters; onChange: (filters: DeliveryFilters) => void };

const asDay = (value: string | Date | null): string | null =>
  value === null ? null : typeof value === 'string' ? value.slice(0, 10) : toDay(value);

/** Failed only, one event, a period: each change goes to the URL; on a phone they fold behind one button. */
export function DeliveryFiltersBar({ filters, onChange }: Props) {
  const { t } = useTranslation();
  const locale = useLocale();
  // The picker's own value: a range half picked stays here until its end is picked.
  const [range, setRange] = useState<[string | null, string | null]>([filters.from, filters.to]);
  useEffect(() => setRange([filters.from, filters.to]), [filters.from, filters.to]);
  const active = [filters.failedOnly || null, filters.event, filters.from].filter(Boolean).length;
  return (
    <DatesProvider settings={{ locale, firstDayOfWeek: 1 }}>
      <FilterBar active={active} testId="delivery-filters">
        <Switch
          label={t('developers.deliveries.filters.failedOnly')}
          checked={filters.failedOnly}
          onChange={(e) => onChange({ ...filters, failedOnly: e.currentTarget.checked })}
          mb={6}
        />
        <Select
          label={t('developers.deliveries.filters.event')}
          placeholder={t('developers.deliveries.filters.allEvents')}
          data={DELIVERY_EVENTS.map((e) => ({ value: e, label: e }))}
          value={filters.event}
          onChange={(event) => onChange({ ...filters, event })}
          clearable
          w={{ base: '100%', sm: 240 }}
        />
        <DatePickerInput
          type="range"
          label={t('developers.deliveries.filters.period')}
          placeholder={t('developers.deliveries.filters.anyDate')}
          leftSection={<IconCalendar size={16} />}
          value={range}
          onChange={([start, end]) => {
            const next: [string | null, string | null] = [asDay(start), asDay(end)];
            setRange(next);
            // The URL gets the range once complete (or cleared), not after its first click.
            if ((next[0] && next[1]) || (!next[0] && !next[1]))
              onChange({ ...filters, from: next[0], to: next[1] });
          }}
          maxDate={new Date()}
          clearable
          allowSingleDateInRange
          valueFormat="DD/MM/YYYY"
          w={{ base: '100%', sm: 260 }}
        />
      </FilterBar>
    </DatesProvider>
  );
}
