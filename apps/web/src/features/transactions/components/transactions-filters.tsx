import { Button, NumberInput, Select, TextInput } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { OPERATOR_CODES, OPERATORS, TRANSACTION_STATUSES, TRANSACTION_TYPES } from '@platform/domain';
import { IconCalendar, IconSearch } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../shared/i18n/use-locale.ts';
import { LazyDatePickerInput } from '../../../shared/ui/lazy-dates.tsx';
import { FilterBar } from '../../../shared/ui/table-controls.tsx';
import { hasFilters, type ListState, toDay, withFilters } from '../lib/list-state.ts';

type Props = { state: ListState; onChange: (state: ListState) => void };

const asDay = (value: string | Date | null): string | null =>
  value === null ? null : typeof value === 'string' ? value.slice(0, 10) : toDay(value);
const asAmount = (value: string | number): number | null =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0 ? value : null;

/** An amount bound, applied when the field is left or Enter is pressed (not at each key). */
function AmountFilter(props: {
  label: string;
  value: number | null;
  onCommit: (v: number | null) => void;
  testId: string;
  width: number | string;
}) {
  const [value, setValue] = useState<string | number>(props.value ?? '');
  useEffect(() => setValue(props.value ?? ''), [props.value]);
  return (
    <NumberInput
      label={props.label}
      value={value}
      onChange={setValue}
      onBlur={() => props.onCommit(asAmount(value))}
      onKeyDown={(e) => e.key === 'Enter' && props.onCommit(asAmount(value))}
      min={0}
      allowDecimal={false}
      allowNegative={false}
      thousandSeparator=" "
      w={props.width}
      data-testid={props.testId}
    />
  );
}

/** Status, network, type, amounts, period and search; every change goes to the URL. */
export function TransactionsFilters({ state, onChange }: Props) {
  const { t } = useTranslation();
  const locale = useLocale();
  const set = (patch: Parameters<typeof withFilters>[1]) => onChange(withFilters(state, patch));
  // Typed text and half-picked ranges stay local until they are complete.
  const [q, setQ] = useState(state.q);
  const [range, setRange] = useState<[string | null, string | null]>([state.from, state.to]);
  useEffect(() => setQ(state.q), [state.q]);
  useEffect(() => setRange([state.from, state.to]), [state.from, state.to]);
  const compact = useMediaQuery('(max-width: 47.99em)', false, { getInitialValueInEffect: false });
  const width = (px: number) => (compact ? '100%' : px);
  const active = [state.status, state.network, state.type, state.min, state.max, state.from].filter(
    (value) => value !== null,
  ).length;

  const search = (
    <TextInput
      size="sm"
      label={t('transactions.filters.search')}
      placeholder={t('transactions.filters.searchPlaceholder')}
      leftSection={<IconSearch size={16} />}
      value={q}
      onChange={(e) => setQ(e.currentTarget.value)}
      onKeyDown={(e) => e.key === 'Enter' && q !== state.q && set({ q })}
      onBlur={() => q !== state.q && set({ q })}
      maxLength={100}
      w={width(280)}
      data-testid="transaction-search"
    />
  );
  const others = (
    <>
      <Select
        label={t('transactions.filters.status')}
        placeholder={t('transactions.filters.all')}
        data={TRANSACTION_STATUSES.map((s) => ({ value: s, label: t(`transactions.status.${s}`) }))}
        value={state.status}
        onChange={(value) => set({ status: value as ListState['status'] })}
        clearable
        w={width(150)}
      />
      <Select
        label={t('transactions.filters.network')}
        placeholder={t('transactions.filters.all')}
        data={OPERATOR_CODES.map((code) => ({ value: code, label: OPERATORS[code].displayName }))}
        value={state.network}
        onChange={(value) => set({ network: value as ListState['network'] })}
        clearable
        searchable
        w={width(200)}
      />
      <Select
        label={t('transactions.filters.type')}
        placeholder={t('transactions.filters.all')}
        data={TRANSACTION_TYPES.map((type) => ({ value: type, label: t(`transactions.type.${type}`) }))}
        value={state.type}
        onChange={(value) => set({ type: value as ListState['type'] })}
        clearable
        w={width(130)}
      />
      <AmountFilter
        label={t('transactions.filters.amountMin')}
        value={state.min}
        onCommit={(value) => value !== state.min && set({ min: value })}
        testId="transaction-amount-min"
        width={width(140)}
      />
      <AmountFilter
        label={t('transactions.filters.amountMax')}
        value={state.max}
        onCommit={(value) => value !== state.max && set({ max: value })}
        testId="transaction-amount-max"
        width={width(140)}
      />
      <LazyDatePickerInput
        locale={locale}
        type="range"
        label={t('transactions.filters.period')}
        placeholder={t('transactions.filters.anyDate')}
        leftSection={<IconCalendar size={16} />}
        value={range}
        onChange={([start, end]) => {
          const next: [string | null, string | null] = [asDay(start), asDay(end)];
          setRange(next);
          if ((next[0] && next[1]) || (!next[0] && !next[1])) set({ from: next[0], to: next[1] });
        }}
        maxDate={new Date()}
        clearable
        allowSingleDateInRange
        valueFormat="DD/MM/YYYY"
        w={width(240)}
        data-testid="transaction-period"
      />
      {hasFilters(state) && (
        <Button
          size="sm"
          variant="subtle"
          color="gray"
          onClick={() =>
            set({
              status: null,
              network: null,
              type: null,
              min: null,
              max: null,
              from: null,
              to: null,
              q: '',
            })
          }
        >
          {t('transactions.list.clearFilters')}
        </Button>
      )}
    </>
  );

  // On a phone: the search, and every other filter behind one button (issue 21).
  return (
    <FilterBar search={search} active={active} testId="transaction-filters">
      {others}
    </FilterBar>
  );
}
