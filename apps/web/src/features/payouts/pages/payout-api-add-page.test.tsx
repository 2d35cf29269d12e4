import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setRetryDelay } from '../../../shared/api/http.ts';
import { jsonResponse } from '../../../test/json-response.ts';
import { renderRoute } from '../../../test/render.tsx';
import { ShopsContext, type ShopsContextValue } from '../../shops/shops-context.ts';
import { PayoutApiAddPage } from './payout-api-pages.tsx';

const shop = { _id: 'shp_1', name: 'Boutique' };
const loading = { selected: undefined, shops: [], active: [] } as unknown as ShopsContextValue;
const loaded = { selected: shop, shops: [shop], active: [shop] } as unknown as ShopsContextValue;

/** Lets the test deliver the merchant's shops after the page has rendered, as the shell does. */
let deliverShops: () => void = () => {};
function LateShops() {
  const [value, setValue] = useState(loading);
  deliverShops = () => setValue(loaded);
  return (
    <ShopsContext.Provider value={value}>
      <PayoutApiAddPage />
    </ShopsContext.Provider>
  );
}

beforeEach(() => setRetryDelay(0));
afterEach(() => vi.restoreAllMocks());

describe('payout-API access request page', () => {
  it('asks for the selected shop even when the shops arrive after the form', async () => {
    const fetch = vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      jsonResponse({
        _id: 'par_1',
        shop: 'shp_1',
        shop_name: 'Boutique',
        ips: ['198.51.100.7'],
        usage: 'Paiement des salaires',
        status: 'PENDING',
        decision_note: null,
        decided_at: null,
        date: '2026-11-21T15:00:00.000Z',
        message: 'Demande envoyée',
      }),
    );
    renderRoute({
      url: '/payout_api/liste/add',
      routes: [{ path: 'payout_api/liste/add', element: <LateShops /> }],
    });
    await screen.findByTestId('payout-api-form');
    act(() => deliverShops());

    const ips = screen.getByRole('textbox', { name: /Adresses IP/ });
    fireEvent.change(ips, { target: { value: '198.51.100.7' } });
    fireEvent.keyDown(ips, { key: 'Enter' });
    fireEvent.change(screen.getByRole('textbox', { name: /Utilisation prévue/ }), {
      target: { value: 'Paiement des salaires' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Envoyer la demande' }));

    await waitFor(() => expect(fetch).toHaveBeenCalled());
    const [url, init] = fetch.mock.calls[0]!;
    expect(String(url)).toContain('/api/payout_api/requests');
    expect(JSON.parse(String((init as RequestInit).body))).toEqual({
      shop: 'shp_1',
      ips: ['198.51.100.7'],
      usage: 'Paiement des salaires',
    });
  });
});
