import { NumberInput, Select } from '@mantine/core';
import { OPERATOR_CODES, OPERATORS, TRANSACTION_STATUSES, TRANSACTION_TYPES } from '@platform/domain';
import { IconCalendar } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LazyDatePickerInput } from '../../../shared/ui/lazy-dates.tsx';
import { type ListState, toDay, type withFilters } from '../lib/list-state.ts';

type Props = {
  state: ListState;
  set: (patch: Parameters<typeof withFilters>[1]) => void;
  locale: string;
  /** A control's width: its own on a wide screen, the whole row on a phone. */
  width: (px: number) => number | string;
};

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

/**
 * Status, network, type, amounts and period: the filters' controls, loaded after the list's first
 * paint (their select and number-input code is not needed to show it; transactions-filters.tsx
 * draws placeholders meanwhile).
 */
export function TransactionsFilterControls({ state, set, locale, width }: Props) {
  const { t } = useTranslation();
  // A half-picked range stays local until it is complete.
  const [range, setRange] = useState<[string | null, string | null]>([state.from, state.to]);
  useEffect(() => setRange([state.from, state.to]), [state.from, state.to]);
  return (
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
    </>
  );
}
