import { describe, expect, it } from 'vitest';
import { readTableState, type TableUrlOptions, writeTableState } from './table-url-state.ts';

const options: TableUrlOptions = {
  sortable: ['created', 'amount'],
  defaultSort: { id: 'created', desc: true },
  filters: { state: ['active', 'disabled'] },
};

describe('a list view kept in the URL', () => {
  it('reads sort, page, size, search and filters, and writes them back', () => {
    const params = new URLSearchParams('sort=amount&order=asc&page=3&size=50&q=%20noel%20&f.state=active');
    const state = readTableState(params, options);
    expect(state).toEqual({
      sort: { id: 'amount', desc: false },
      pageIndex: 2,
      pageSize: 50,
      q: 'noel',
      filters: { state: 'active' },
    });
    expect(writeTableState(new URLSearchParams(), state, options).toString()).toBe(
      'sort=amount&order=asc&page=3&size=50&q=noel&f.state=active',
    );
  });

  it('falls back to the defaults on anything unknown or malformed', () => {
    const state = readTableState(
      new URLSearchParams('sort=password&page=-2&size=33&f.state=deleted&f.other=x'),
      options,
    );
    expect(state).toEqual({
      sort: { id: 'created', desc: true },
      pageIndex: 0,
      pageSize: 20,
      q: '',
      filters: {},
    });
  });

  it('leaves defaults out of the URL and keeps the page’s other parameters', () => {
    const params = new URLSearchParams('tab=quick&sort=amount&page=2');
    const state = { ...readTableState(params, options), sort: { id: 'created', desc: true }, pageIndex: 0 };
    expect(writeTableState(params, state, options).toString()).toBe('tab=quick');
  });

  it('keeps two lists of one page apart with a prefix', () => {
    const links = { ...options, prefix: 'links' };
    const params = writeTableState(
      new URLSearchParams('sort=amount'),
      { sort: { id: 'amount', desc: true }, pageIndex: 1, pageSize: 20, q: '', filters: {} },
      links,
    );
    expect(params.toString()).toBe('sort=amount&links.sort=amount&links.order=desc&links.page=2');
    expect(readTableState(params, links).pageIndex).toBe(1);
    expect(readTableState(params, options).pageIndex).toBe(0);
  });
});
