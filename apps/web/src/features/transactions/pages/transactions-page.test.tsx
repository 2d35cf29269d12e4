import type { TransactionListResponse } from '@platform/contracts';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setRetryDelay } from '../../../shared/api/http.ts';
import { jsonResponse } from '../../../test/json-response.ts';
import { renderWithShops } from '../../../test/render-with-shops.tsx';
import { ShellUserContext } from '../../shell/shell-user.ts';
import type { ShopsContextValue } from '../../shops/shops-context.ts';
import { TransactionsPage } from './transactions-page.tsx';

const shops: Partial<ShopsContextValue> = { selected: { _id: 'shp_1', name: 'Boutique' } as never };
const user = { in_sandbox: false } as never;

function page(url: string, shopsValue: Partial<ShopsContextValue> = shops) {
  return renderWithShops(
    url,
    shopsValue,
    <ShellUserContext.Provider value={user}>
      <TransactionsPage />
    </ShellUserContext.Provider>,
  );
}

beforeEach(() => setRetryDelay(0));
afterEach(() => vi.restoreAllMocks());

describe('transactions page', () => {
  it('while the shops are on their way shows the loader, not an empty list nor a count of 0', () => {
    const fetch = vi.spyOn(globalThis, 'fetch');
    page('/en/transactions', { ...shops, selected: null, loading: true });
    expect(screen.getByTestId('transactions-count').textContent).toBe('\u00a0');
    expect(screen.queryByTestId('transactions-empty')).toBeNull();
    expect(document.querySelector('.mantine-Loader-root')).not.toBeNull();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('empties the list and shows 0 when the fetch fails, and logs it', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      jsonResponse({ code: 'INTERNAL_ERROR', message: 'boom' }, 500),
    );
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    page('/transactions?status=FAILED');
    await waitFor(() => expect(screen.getByTestId('transactions-error')).toBeTruthy());
    expect(screen.getByTestId('transactions-count').textContent).toBe('0 transaction');
    expect(screen.getByTestId('transactions-empty')).toBeTruthy();
    expect(log).toHaveBeenCalledWith('Erreur de récupération des transactions', expect.anything());
  });

  it('speaks Spanish under /es', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      jsonResponse({ items: [], next_cursor: null, prev_cursor: null, total: 0, total_exact: true }),
    );
    page('/es/transactions?status=FAILED');
    await waitFor(() => expect(screen.getByTestId('transactions-empty')).toBeTruthy());
    expect(screen.getByTestId('transactions-count').textContent).toBe('0 transacciones');
    expect(screen.getByTestId('transactions-empty').textContent).toBe(
      'Ninguna transacción coincide con estos filtros.',
    );
    expect(screen.getByRole('button', { name: 'Exportar a CSV' })).toBeTruthy();
  });

  it('tells a new merchant what the empty list is for and links to the first action', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      jsonResponse({ items: [], next_cursor: null, prev_cursor: null, total: 0, total_exact: true }),
    );
    page('/en/transactions');
    const empty = await screen.findByTestId('transactions-empty');
    expect(empty.textContent).toContain('No collections yet');
    expect(screen.getByRole('link', { name: 'Create a payment link' }).getAttribute('href')).toBe(
      '/en/feexLinks/add',
    );
    // Live mode: no sample data (the sandbox's only).
    expect(screen.queryByTestId('fill-sample-data')).toBeNull();
  });

  it('sends the URL filters to the API and shows the rows in the page language', async () => {
    const body: TransactionListResponse = {
      items: [
        {
          _id: 'txn_1',
          reference: 'txn_1',
          merchant_reference: null,
          status: 'SUCCESSFUL',
          type: 'PAYMENT',
          source: 'dashboard',
          network: 'mtn',
          phone_number: '2290197000000',
          amount: 12_500,
          fee: 213,
          merchant_receives: 12_287,
          first_name: 'Awa',
          last_name: null,
          email: null,
          description: null,
          created_at: '2026-11-21T08:05:00.000Z',
          completed_at: null,
        },
      ],
      next_cursor: 'next',
      prev_cursor: null,
      total: 26_612,
      total_exact: false,
    };
    const fetch = vi.spyOn(globalThis, 'fetch').mockResolvedValue(jsonResponse(body));
    page('/en/transactions?status=SUCCESSFUL&network=mtn&min=1000&q=0197000000&sort=amount&order=asc');
    await waitFor(() => expect(screen.getByTestId('transaction-row')).toBeTruthy());
    const url = new URL(String(fetch.mock.calls[0]![0]), 'http://x');
    expect(url.pathname).toBe('/api/transactions');
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      shop: 'shp_1',
      status: 'SUCCESSFUL',
      network: 'mtn',
      amount_min: '1000',
      q: '0197000000',
      sort: 'amount',
      order: 'asc',
      limit: '20',
    });
    expect(screen.getByTestId('transactions-count').textContent).toBe('≈ 27,000 transactions');
    expect(screen.getByTestId('transaction-status').textContent).toBe('Successful');
    expect(screen.getByTestId('transaction-amount').textContent).toMatch(/12,500/);
    expect(screen.getByText('+229 01 97 00 00 00')).toBeTruthy();
  });
});

describe('transactions page while the first page loads', () => {
  it('shows the pager with the list, not under the loader where the list would push it down', async () => {
    let answer: (response: Response) => void = () => {};
    vi.spyOn(globalThis, 'fetch').mockReturnValue(new Promise<Response>((resolve) => (answer = resolve)));
    page('/en/transactions');
    await waitFor(() => expect(screen.getByTestId('transactions-count')).toBeTruthy());
    expect(screen.queryByTestId('transactions-pager')).toBeNull();
    answer(jsonResponse({ items: [], next_cursor: null, prev_cursor: null, total: 0, total_exact: true }));
    await screen.findByTestId('transactions-empty');
    expect(screen.getByTestId('transactions-pager')).toBeTruthy();
  });
});

describe('transactions filters', () => {
  it('draws the controls as placeholders with the URL values first, then the controls themselves', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      jsonResponse({ items: [], next_cursor: null, prev_cursor: null, total: 0, total_exact: true }),
    );
    page('/transactions?status=SUCCESSFUL&network=mtn&min=25000');
    const status = () => screen.getByRole('textbox', { name: 'Statut' }) as HTMLInputElement;
    const min = () => screen.getByRole('textbox', { name: 'Montant minimum' }) as HTMLInputElement;
    // First paint: no select or number-input code yet, the same labels and values.
    expect(status().disabled).toBe(true);
    expect(status().value).toBe('Réussie');
    expect(min().value).toBe('25 000');
    expect((screen.getByRole('textbox', { name: 'Réseau' }) as HTMLInputElement).value).toBe('MTN Bénin');
    await waitFor(() => expect(status().disabled).toBe(false));
    expect(status().value).toBe('Réussie');
    expect(min().value).toBe('25 000');
    expect(screen.getByTestId('transaction-amount-min')).toBeTruthy();
  });
});
