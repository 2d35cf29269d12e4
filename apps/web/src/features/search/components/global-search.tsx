import { Combobox, Group, Loader, Text, TextInput, useCombobox } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { SearchHit, SearchResults } from '@platform/contracts';
import { formatMoney, formatPhone } from '@platform/domain';
import { IconSearch } from '@tabler/icons-react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useLocale, useLocalizedPath } from '../../../shared/i18n/use-locale.ts';
import type { Wake } from '../../../shared/ui/on-first-use.tsx';
import { customerPaths } from '../../customers/lib/customer-paths.ts';
import { linkPaths } from '../../payment-links/lib/link-paths.ts';
import { payoutPaths } from '../../payouts/lib/payout-paths.ts';
import { useShellUser } from '../../shell/shell-user.ts';
import { useShops } from '../../shops/shops-context.ts';
import { transactionPaths } from '../../transactions/lib/transaction-paths.ts';
import { searchApi } from '../api/search-api.ts';
import { SEARCH_FIELD } from './search-field.ts';

/** Characters before the search asks the server (the API refuses fewer). */
const MIN_LENGTH = 2;

type Area = 'transactions' | 'payouts' | 'customers' | 'links';
const AREAS: Area[] = ['transactions', 'payouts', 'customers', 'links'];

/** Where a hit opens, in the session's mode. */
function pathOf(area: Area, hit: SearchHit & { kind?: 'link' | 'quicklink' }, sandbox: boolean): string {
  if (area === 'transactions') return transactionPaths(sandbox).detail(hit._id);
  if (area === 'payouts') return payoutPaths(sandbox).detail(hit._id);
  if (area === 'customers') {
    const paths = customerPaths(sandbox);
    return paths.detail
      ? paths.detail(hit._id)
      : `${paths.list}?q=${encodeURIComponent(hit.phoneNumber ?? '')}`;
  }
  return linkPaths(hit.kind ?? 'link').detail(hit._id);
}

/**
 * The top bar's search: a reference, a merchant reference, a phone number (as people type it) or a
 * name finds the shop's transactions, payouts, customers and links; Enter or a click opens one.
 */
type Props = {
  onOpen?: () => void;
  wide?: boolean;
  /** The stand-in field this one replaces once loaded (top-bar-menus.tsx): its text and focus carry over. */
  wake?: Wake | null;
};

export function GlobalSearch({ onOpen, wide = false, wake = null }: Props = {}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const localize = useLocalizedPath();
  const navigate = useNavigate();
  const sandbox = useShellUser().in_sandbox;
  const shop = useShops().selected;
  const [value, setValue] = useState(() =>
    wake?.element instanceof HTMLInputElement ? wake.element.value : '',
  );
  const input = useRef<HTMLInputElement>(null);
  const [text] = useDebouncedValue(value.trim(), 250);
  const combobox = useCombobox({ onDropdownClose: () => combobox.resetSelectedOption() });
  const ready = Boolean(shop) && text.length >= MIN_LENGTH;
  const results = useQuery({
    queryKey: ['search', shop?._id ?? '', sandbox, text],
    queryFn: () => searchApi.find(shop!._id, text),
    enabled: ready,
    placeholderData: keepPreviousData,
    staleTime: 10_000,
  });
  const data: SearchResults | undefined = ready ? results.data : undefined;
  // Focused when the stand-in was (its focus went with it): the caret at the end, the results open.
  // In the task that put it in place (a layout effect, not an effect run after the next paint), so
  // that no key typed in between lands on the page's body and is lost.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, at mount
  useLayoutEffect(() => {
    const field = input.current;
    if (wake?.by !== 'focus' || !field) return;
    if (document.activeElement && document.activeElement !== document.body) return;
    field.focus();
    field.setSelectionRange(field.value.length, field.value.length);
    combobox.openDropdown();
  }, []);
  const groups = AREAS.map((area) => ({ area, hits: data?.[area] ?? [] })).filter((g) => g.hits.length > 0);

  return (
    <Combobox
      store={combobox}
      width={wide ? 'target' : 360}
      position="bottom-end"
      onOptionSubmit={(path) => {
        combobox.closeDropdown();
        setValue('');
        onOpen?.();
        navigate(localize(path));
      }}
    >
      <Combobox.Target>
        <TextInput
          ref={input}
          value={value}
          onChange={(e) => {
            setValue(e.currentTarget.value);
            combobox.openDropdown();
            combobox.updateSelectedOptionIndex();
          }}
          onFocus={() => combobox.openDropdown()}
          onBlur={() => combobox.closeDropdown()}
          placeholder={t('search.placeholder')}
          aria-label={t('search.label')}
          leftSection={<IconSearch size={16} />}
          rightSection={results.isFetching && ready ? <Loader size={14} /> : null}
          style={{ width: wide ? '100%' : 'min(280px, 30vw)' }}
          data-autofocus
          {...SEARCH_FIELD}
        />
      </Combobox.Target>
      <Combobox.Dropdown hidden={value.trim().length < MIN_LENGTH} data-testid="global-search-results">
        <Combobox.Options mah={420} style={{ overflowY: 'auto' }}>
          {groups.map(({ area, hits }) => (
            <Combobox.Group key={area} label={t(`search.areas.${area}`)}>
              {hits.map((hit) => (
                <Combobox.Option
                  key={hit._id}
                  value={pathOf(area, hit, sandbox)}
                  data-testid={`search-hit-${area}`}
                >
                  <Group justify="space-between" wrap="nowrap" gap="sm">
                    <div style={{ minWidth: 0 }}>
                      <Text size="sm" truncate>
                        {hit.label || formatPhone(hit.phoneNumber ?? '')}
                      </Text>
                      {hit.label && hit.phoneNumber ? (
                        <Text size="xs" c="dimmed">
                          {formatPhone(hit.phoneNumber)}
                        </Text>
                      ) : null}
                    </div>
                    {hit.amount !== null ? (
                      <Text size="sm" fw={600} style={{ whiteSpace: 'nowrap' }}>
                        {formatMoney(hit.amount, locale)}
                      </Text>
                    ) : null}
                  </Group>
                </Combobox.Option>
              ))}
            </Combobox.Group>
          ))}
          {ready && data && groups.length === 0 ? (
            <Combobox.Empty data-testid="global-search-empty">{t('search.empty', { text })}</Combobox.Empty>
          ) : null}
          {!ready || !data ? <Combobox.Empty>{t('search.searching')}</Combobox.Empty> : null}
        </Combobox.Options>
      </Combobox.Dropdown>
    </Combobox>
  );
}
