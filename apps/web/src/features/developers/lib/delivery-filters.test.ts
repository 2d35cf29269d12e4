import { describe, expect, it } from 'vitest';
import {
  filtersFromSearch,
  filtersToQuery,
  filtersToSearch,
  NO_FILTERS,
  periodOf,
  toDay,
} from './delivery-filters.ts';

describe('delivery filters in the URL', () => {
  it('round-trips through the URL and keeps other parameters', () => {
    const filters = { failedOnly: true, event: 'transaction.failed', from: '2026-04-01', to: '2026-04-30' };
    const params = filtersToSearch(filters, new URLSearchParams('delivery=del_1'));
    expect(params.get('delivery')).toBe('del_1');
    expect(params.toString()).toBe(
      'delivery=del_1&failed=1&event=transaction.failed&from=2026-04-01&to=2026-04-30',
    );
    expect(filtersFromSearch(params)).toEqual(filters);
  });

  it('removes cleared filters from the URL', () => {
    const params = filtersToSearch(
      NO_FILTERS,
      new URLSearchParams('failed=1&event=webhook.test&from=2026-01-01'),
    );
    expect(params.toString()).toBe('');
  });

  it('drops unknown events and malformed or impossible dates, and orders a reversed range', () => {
    expect(filtersFromSearch(new URLSearchParams('event=user.deleted&from=2026-02-30&to=yesterday'))).toEqual(
      NO_FILTERS,
    );
    expect(filtersFromSearch(new URLSearchParams('failed=true'))).toEqual(NO_FILTERS);
    const reversed = filtersFromSearch(new URLSearchParams('from=2026-05-10&to=2026-05-01'));
    expect([reversed.from, reversed.to]).toEqual(['2026-05-01', '2026-05-10']);
  });
});

describe('delivery filters as API query', () => {
  it('asks for failed deliveries of one event in a whole-day period', () => {
    const query = filtersToQuery({
      failedOnly: true,
      event: 'transaction.successful',
      from: '2026-04-01',
      to: '2026-04-02',
    });
    expect(query.status).toBe('failed');
    expect(query.event).toBe('transaction.successful');
    const from = new Date(query.from!);
    const to = new Date(query.to!);
    expect([from.getDate(), from.getHours(), from.getMinutes()]).toEqual([1, 0, 0]);
    expect([to.getDate(), to.getHours(), to.getMinutes(), to.getSeconds()]).toEqual([2, 23, 59, 59]);
  });

  it('sends nothing when no filter is set', () => {
    expect(filtersToQuery(NO_FILTERS)).toEqual({});
    expect(periodOf({ from: null, to: '2026-01-31' }).from).toBeUndefined();
  });

  it('writes a picked date as a local calendar day', () => {
    expect(toDay(new Date(2026, 0, 5, 23, 30))).toBe('2026-01-05');
  });
});
