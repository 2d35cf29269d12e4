import { Button, TextInput } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { OPERATORS } from '@platform/domain';
import { IconCalendar, IconSearch } from '@tabler/icons-react';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../shared/i18n/use-locale.ts';
import { useAfterFirstPaint } from '../../../shared/lib/after-first-paint.ts';
import { ControlPlaceholder } from '../../../shared/ui/control-placeholder.tsx';
import { FilterBar } from '../../../shared/ui/filter-bar.tsx';
import { hasFilters, type ListState, withFilters } from '../lib/list-state.ts';

type Props = { state: ListState; onChange: (state: ListState) => void };

const FilterControls = lazy(() =>
  import('./transactions-filter-controls.tsx').then((m) => ({ default: m.TransactionsFilterControls })),
);

/** An amount as the amount fields show it (thousands apart). */
const groupThousands = (value: number | null) =>
  value === null ? null : String(value).replace(/\B(?=(\d{3})+(?!\d))/g, ' ');

/** The filters' controls as drawn before their code arrives: same labels, widths and values. */
function FilterPlaceholders({ state, width }: { state: ListState; width: (px: number) => number | string }) {
  const { t } = useTranslation();
  const all = t('transactions.filters.all');
  return (
    <>
      <ControlPlaceholder
        select
        label={t('transactions.filters.status')}
        placeholder={all}
        value={state.status && t(`transactions.status.${state.status}`)}
        w={width(150)}
      />
      <ControlPlaceholder
        select
        label={t('transactions.filters.network')}
        placeholder={all}
        value={state.network && OPERATORS[state.network].displayName}
        w={width(200)}
      />
      <ControlPlaceholder
        select
        label={t('transactions.filters.type')}
        placeholder={all}
        value={state.type && t(`transactions.type.${state.type}`)}
        w={width(130)}
      />
      <ControlPlaceholder
        label={t('transactions.filters.amountMin')}
        value={groupThousands(state.min)}
        w={width(140)}
      />
      <ControlPlaceholder
        label={t('transactions.filters.amountMax')}
        value={groupThousands(state.max)}
        w={width(140)}
      />
      <ControlPlaceholder
        label={t('transactions.filters.period')}
        placeholder={t('transactions.filters.anyDate')}
        leftSection={<IconCalendar size={16} />}
        w={width(240)}
      />
    </>
  );
}

/**
 * Status, network, type, amounts, period and search; every change goes to the URL. The search is
 * drawn at once; the other controls' code (selects, number inputs, date picker) arrives once the
 * list is on screen, placeholders of the same look standing for them meanwhile.
 */
export function TransactionsFilters({ state, onChange }: Props) {
  const { t } = useTranslation();
  const locale = useLocale();
  const set = (patch: Parameters<typeof withFilters>[1]) => onChange(withFilters(state, patch));
  // Typed text stays local until it is complete.
  const [q, setQ] = useState(state.q);
  useEffect(() => setQ(state.q), [state.q]);
  const compact = useMediaQuery('(max-width: 47.99em)', false, { getInitialValueInEffect: false });
  const width = (px: number) => (compact ? '100%' : px);
  const controlsWanted = useAfterFirstPaint();
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
  const placeholders = <FilterPlaceholders state={state} width={width} />;

  // On a phone: the search, and every other filter behind one button (issue 21).
  return (
    <FilterBar search={search} active={active} testId="transaction-filters">
      {controlsWanted ? (
        <Suspense fallback={placeholders}>
          <FilterControls state={state} set={set} locale={locale} width={width} />
        </Suspense>
      ) : (
        placeholders
      )}
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
    </FilterBar>
  );
}
