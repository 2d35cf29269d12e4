import { MantineProvider } from '@mantine/core';
import {
  type ColumnDef,
  getCoreRowModel,
  getSortedRowModel,
  type SortingState,
  useReactTable,
} from '@tanstack/react-table';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { theme } from '../../app/theme.ts';
import { sizedObserver } from '../../test/sized-observer.ts';
import { createI18n } from '../i18n/i18n.ts';
import { DataTable } from './data-table.tsx';

type Row = { id: string; name: string; amount: number; note: string };
const data: Row[] = [
  { id: 'a', name: 'Bintou', amount: 300, note: 'x' },
  { id: 'b', name: 'Awa', amount: 100, note: 'y' },
  { id: 'c', name: 'Codjo', amount: 200, note: 'z' },
];
const columns: ColumnDef<Row>[] = [
  { id: 'name', accessorKey: 'name', header: 'Nom', meta: { card: 'title' } },
  { id: 'amount', accessorKey: 'amount', header: 'Montant', meta: { card: 'amount' } },
  { id: 'note', header: 'Note', meta: { priority: 1 }, cell: ({ row }) => row.original.note },
];

/** A client-sorted table whose sort is shown in `sorting` (as a list kept in the URL would be). */
function Harness({ cardSort, cardsBelow }: { cardSort?: boolean; cardsBelow?: number }) {
  const [sorting, setSorting] = useState<SortingState>([]);
  const table = useReactTable({
    data,
    columns,
    getRowId: (row) => row.id,
    getCoreRowModel: getCoreRowModel(),
    getSortedRowModel: getSortedRowModel(),
    state: { sorting },
    onSortingChange: setSorting,
  });
  return (
    <>
      <output data-testid="sorting">{JSON.stringify(sorting)}</output>
      <DataTable
        table={table}
        testId="list"
        rowAttributes={(row) => ({ 'data-testid': 'row', 'data-id': row.id })}
        {...(cardSort === undefined ? {} : { cardSort })}
        {...(cardsBelow === undefined ? {} : { cardsBelow })}
      />
    </>
  );
}

let width = 0;
/** The space the table has. */
const SizedObserver = sizedObserver(() => width);

function show(locale: 'fr' | 'en' | 'es' = 'fr', cardSort?: boolean, cardsBelow?: number) {
  return render(
    <I18nextProvider i18n={createI18n(locale)}>
      <MantineProvider theme={theme} env="test">
        <Harness
          {...(cardSort === undefined ? {} : { cardSort })}
          {...(cardsBelow === undefined ? {} : { cardsBelow })}
        />
      </MantineProvider>
    </I18nextProvider>,
  );
}

/** jsdom lays nothing out: a table takes 200 px per column it shows. */
function tablesTake200PerColumn() {
  const spy = vi.spyOn(HTMLElement.prototype, 'offsetWidth', 'get');
  spy.mockImplementation(function (this: HTMLElement) {
    return this.tagName === 'TABLE' ? this.querySelectorAll('thead th').length * 200 : 0;
  });
}
/** The textbox named `name` once enabled (a lazy select's placeholder is disabled). */
async function enabledTextbox(name: string) {
  return waitFor(() => {
    const box = screen.getByRole('textbox', { name }) as HTMLInputElement;
    expect(box.disabled).toBe(false);
    return box;
  });
}
const headers = () => screen.getAllByRole('columnheader').map((th) => th.textContent);

const order = () => screen.getAllByTestId('row').map((row) => row.getAttribute('data-id'));

beforeEach(() => vi.stubGlobal('ResizeObserver', SizedObserver));
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('DataTable on a narrow space', () => {
  it('shows cards with a sort control of the sortable columns that sorts and reverses them', async () => {
    width = 360;
    show();
    await waitFor(() => expect(screen.getByTestId('list').getAttribute('data-layout')).toBe('cards'));
    // The select's code arrives after the first paint: a disabled placeholder stands for it meanwhile.
    const column = await enabledTextbox('Trier par');
    expect(screen.getByTestId('card-sort-direction').hasAttribute('disabled')).toBe(true);
    fireEvent.click(column);
    const options = await screen.findAllByRole('option');
    // The sortable columns only (the note column has no value to sort by).
    expect(options.map((o) => o.textContent)).toEqual(['Nom', 'Montant']);
    // A number column starts from the largest, as its header button would.
    fireEvent.click(options[1]!);
    await waitFor(() => expect(order()).toEqual(['a', 'c', 'b']));
    expect(screen.getByTestId('sorting').textContent).toBe('[{"id":"amount","desc":true}]');

    const direction = screen.getByRole('button', { name: 'Sens du tri : Décroissant' });
    fireEvent.click(direction);
    await waitFor(() => expect(order()).toEqual(['b', 'c', 'a']));
    expect(within(screen.getByTestId('card-sort')).getByText('Croissant')).toBeTruthy();

    // Another column keeps the direction chosen.
    fireEvent.click(column);
    fireEvent.click(await screen.findByRole('option', { name: 'Nom' }));
    await waitFor(() => expect(order()).toEqual(['b', 'a', 'c']));
    expect(screen.getByTestId('sorting').textContent).toBe('[{"id":"name","desc":false}]');
  });

  it('speaks English and Spanish', async () => {
    width = 360;
    const { unmount } = show('en');
    expect(await screen.findByRole('textbox', { name: 'Sort by' })).toBeTruthy();
    unmount();
    show('es');
    expect(await screen.findByRole('textbox', { name: 'Ordenar por' })).toBeTruthy();
  });

  it('keeps header sort buttons and no sort control on a wide space, and can leave the control out', async () => {
    width = 1200;
    const { unmount } = show();
    await waitFor(() => expect(screen.getByTestId('list').getAttribute('data-layout')).toBe('table'));
    expect(screen.getByTestId('sort-amount')).toBeTruthy();
    expect(screen.queryByTestId('card-sort')).toBeNull();
    unmount();
    width = 360;
    show('fr', false);
    await waitFor(() => expect(screen.getByTestId('list').getAttribute('data-layout')).toBe('cards'));
    expect(screen.queryByTestId('card-sort')).toBeNull();
  });
});

describe('DataTable short of room', () => {
  it('leaves out the low-priority columns before falling back to cards', async () => {
    tablesTake200PerColumn();
    width = 700;
    const wide = show('fr', undefined, 100);
    await waitFor(() => expect(headers()).toEqual(['Nom', 'Montant', 'Note']));
    wide.unmount();

    // 600 px of columns in 500 px: the note goes, the table stays.
    width = 500;
    const short = show('fr', undefined, 100);
    await waitFor(() => expect(headers()).toEqual(['Nom', 'Montant']));
    expect(screen.getByTestId('list').getAttribute('data-layout')).toBe('table');
    expect(screen.getAllByTestId('row')[0]!.querySelectorAll('td')).toHaveLength(2);
    short.unmount();

    // Even without it the table is too wide: cards, which show every column.
    width = 300;
    show('fr', undefined, 100);
    await waitFor(() => expect(screen.getByTestId('list').getAttribute('data-layout')).toBe('cards'));
    expect(screen.getAllByTestId('row')[0]!.textContent).toContain('x');
  });
});
