import { MantineProvider } from '@mantine/core';
import type { ColumnDef, SortingState } from '@tanstack/react-table';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { theme } from '../../app/theme.ts';
import { sizedObserver } from '../../test/sized-observer.ts';
import { createI18n } from '../i18n/i18n.ts';
import { DataTable } from './data-table.tsx';
import { useServerSortedTable } from './server-sorted-table.ts';

type Row = { id: string; name: string; amount: number; note: string };
const data: Row[] = [
  { id: 'a', name: 'Bintou', amount: 300, note: 'x' },
  { id: 'b', name: 'Awa', amount: 100, note: 'y' },
];
const columns: ColumnDef<Row, unknown>[] = [
  { id: 'name', accessorKey: 'name', header: 'Nom', meta: { card: 'title' } },
  { id: 'amount', accessorKey: 'amount', header: 'Montant', meta: { card: 'amount', align: 'right' } },
  {
    id: 'note',
    header: 'Note',
    enableSorting: false,
    cell: ({ row, getValue }) => `${row.original.note}:${String(getValue())}`,
  },
];
const rowId = (row: Row) => row.id;

/** The server's side: the sort asked for, kept as a list kept in the URL would keep it. */
function Harness({ initial }: { initial: SortingState }) {
  const [sorting, setSorting] = useState<SortingState>(initial);
  const table = useServerSortedTable({
    data,
    columns,
    getRowId: rowId,
    sorting,
    onSortingChange: setSorting,
  });
  return (
    <>
      <output data-testid="sorting">{JSON.stringify(sorting)}</output>
      <DataTable
        table={table}
        testId="list"
        rowAttributes={(row) => ({ 'data-testid': 'row', 'data-id': row.id })}
      />
    </>
  );
}

let width = 1200;
/** The space the table has. */
const SizedObserver = sizedObserver(() => width);

function show(initial: SortingState) {
  return render(
    <I18nextProvider i18n={createI18n('fr')}>
      <MantineProvider theme={theme} env="test">
        <Harness initial={initial} />
      </MantineProvider>
    </I18nextProvider>,
  );
}
const sorting = () => screen.getByTestId('sorting').textContent;

beforeEach(() => vi.stubGlobal('ResizeObserver', SizedObserver));
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('a server-sorted table', () => {
  it('shows the rows as given, with their cells, and the sort as the headers tell it', async () => {
    width = 1200;
    show([{ id: 'amount', desc: false }]);
    await waitFor(() => expect(screen.getByTestId('list').getAttribute('data-layout')).toBe('table'));
    // The rows stay in the server's order: the table sorts nothing itself.
    expect(screen.getAllByTestId('row').map((r) => r.getAttribute('data-id'))).toEqual(['a', 'b']);
    expect(screen.getByText('x:undefined')).toBeTruthy();
    const th = screen.getAllByRole('columnheader');
    expect(th.map((h) => h.getAttribute('aria-sort'))).toEqual(['none', 'ascending', null]);
    expect(screen.queryByTestId('sort-note')).toBeNull();
  });

  it('reverses the sorted column, and starts another in its first direction (numbers high first, text A first)', async () => {
    width = 1200;
    show([{ id: 'name', desc: false }]);
    fireEvent.click(await screen.findByTestId('sort-name'));
    expect(sorting()).toBe('[{"id":"name","desc":true}]');
    fireEvent.click(screen.getByTestId('sort-amount'));
    expect(sorting()).toBe('[{"id":"amount","desc":true}]');
    fireEvent.click(screen.getByTestId('sort-amount'));
    expect(sorting()).toBe('[{"id":"amount","desc":false}]');
    fireEvent.click(screen.getByTestId('sort-name'));
    expect(sorting()).toBe('[{"id":"name","desc":false}]');
  });

  it('sorts from the cards on a narrow space, never leaving the list unsorted', async () => {
    width = 360;
    show([{ id: 'name', desc: false }]);
    await waitFor(() => expect(screen.getByTestId('list').getAttribute('data-layout')).toBe('cards'));
    const column = await waitFor(() => {
      const box = screen.getByRole('textbox', { name: 'Trier par' }) as HTMLInputElement;
      expect(box.disabled).toBe(false);
      return box;
    });
    fireEvent.click(column);
    const options = await screen.findAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['Nom', 'Montant']);
    fireEvent.click(options[1]!);
    // The direction chosen stays with the new column.
    await waitFor(() => expect(sorting()).toBe('[{"id":"amount","desc":false}]'));
    fireEvent.click(screen.getByTestId('card-sort-direction'));
    await waitFor(() => expect(sorting()).toBe('[{"id":"amount","desc":true}]'));
    expect(screen.queryByRole('button', { name: /clear|effacer/i })).toBeNull();
  });
});
