import { describe, expect, it } from 'vitest';
import {
  DEFAULT_STATE,
  isNarrowed,
  stateFromSearch,
  stateToFilters,
  stateToSearch,
  withFilters,
} from './list-state.ts';

describe('transactions list state in the URL', () => {
  it('reads back what it writes', () => {
    const state = {
      ...DEFAULT_STATE,
      status: 'SUCCESSFUL' as const,
      network: 'mtn' as const,
      type: 'PAYMENT' as const,
      min: 500,
      max: 20_000,
      from: '2026-11-01',
      to: '2026-11-21',
      q: '0197000000',
      sort: 'amount' as const,
      order: 'asc' as const,
      size: 50,
      cursor: 'abc',
      page: 3,
    };
    expect(stateFromSearch(stateToSearch(state))).toEqual(state);
  });

  it('keeps a plain list on a plain URL', () => {
    expect(stateToSearch(DEFAULT_STATE).toString()).toBe('');
    expect(stateFromSearch(new URLSearchParams())).toEqual(DEFAULT_STATE);
  });

  it('drops malformed values and orders reversed ranges', () => {
    const state = stateFromSearch(
      new URLSearchParams(
        'status=LOST&network=xyz&min=9000&max=100&from=2026-11-30&to=2026-11-02&size=7&page=4&sort=evil',
      ),
    );
    expect(state).toMatchObject({
      status: null,
      network: null,
      min: 100,
      max: 9000,
      from: '2026-11-02',
      to: '2026-11-30',
      size: 20,
      sort: 'created_at',
      page: 1,
    });
    expect(stateFromSearch(new URLSearchParams('from=2026-02-30&min=1.5')).from).toBeNull();
  });

  it('starts again from the first page when a filter changes', () => {
    const paged = { ...DEFAULT_STATE, cursor: 'abc', page: 4 };
    expect(withFilters(paged, { status: 'FAILED' })).toMatchObject({
      status: 'FAILED',
      cursor: null,
      page: 1,
    });
  });

  it('turns days into the instants of their local start and the next day', () => {
    const filters = stateToFilters({ ...DEFAULT_STATE, from: '2026-11-01', to: '2026-11-01', min: 0 });
    expect(filters.from).toBe(new Date(2026, 10, 1).toISOString());
    expect(filters.to).toBe(new Date(2026, 10, 2).toISOString());
    expect(filters.amount_min).toBe(0);
    expect(filters).toMatchObject({ sort: 'created_at', order: 'desc' });
  });

  it('tells a narrowed view (filters, a later page) from the whole list', () => {
    expect(isNarrowed(DEFAULT_STATE)).toBe(false);
    expect(isNarrowed({ ...DEFAULT_STATE, sort: 'amount', size: 50 })).toBe(false);
    expect(isNarrowed({ ...DEFAULT_STATE, status: 'FAILED' })).toBe(true);
    expect(isNarrowed({ ...DEFAULT_STATE, q: 'Afi' })).toBe(true);
    expect(isNarrowed({ ...DEFAULT_STATE, cursor: 'abc', page: 2 })).toBe(true);
  });
});
