import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../../test/json-response.ts';
import { createTranslator, I18nContext } from '../lib/i18n.ts';
import type { CheckoutLocale } from '../lib/router.ts';
import { PageChoice } from './page-choice.tsx';
import type { PublicPage } from './public-page-api.ts';

const page = (overrides: Partial<PublicPage> = {}): PublicPage => ({
  _id: 'pgp_1',
  slug: 'atelier',
  title: 'Atelier',
  description: null,
  image_url: null,
  amount_type: 'products',
  items: [
    { _id: 'pgi_1', name: 'Pagne wax', price: 15000 },
    { _id: 'pgi_2', name: 'Foulard', price: 4000 },
  ],
  brand_color: '#1a7f5a',
  shop_name: 'Boutique',
  shop_logo_url: null,
  mode: 'SANDBOX',
  ...overrides,
});

function renderChoice(value: PublicPage, onOpened = vi.fn(), locale: CheckoutLocale = 'fr') {
  render(
    <I18nContext.Provider value={{ locale, t: createTranslator(locale) }}>
      <PageChoice page={value} onOpened={onOpened} />
    </I18nContext.Provider>,
  );
  return onOpened;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('PageChoice', () => {
  it('asks for a product first, then opens a session for the chosen one', async () => {
    const fetchMock = vi.fn(async () =>
      jsonResponse({ session: { id: 'cs_9', url: '/checkout?session=cs_9' } }, 201),
    );
    vi.stubGlobal('fetch', fetchMock);
    const onOpened = renderChoice(page());
    fireEvent.click(screen.getByRole('button', { name: 'Continuer vers le paiement' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Choisissez un montant ou un produit.');
    expect(fetchMock).not.toHaveBeenCalled();
    fireEvent.click(screen.getByLabelText(/Foulard/));
    fireEvent.click(screen.getByRole('button', { name: 'Continuer vers le paiement' }));
    await waitFor(() => expect(onOpened).toHaveBeenCalledWith('cs_9'));
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/public/payment-pages/pgp_1/open');
    expect(JSON.parse(String(init.body))).toEqual({ item: 'pgi_2' });
  });

  it('checks a free amount with the spec rule before calling the server (English)', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    renderChoice(page({ amount_type: 'free', items: [] }), vi.fn(), 'en');
    fireEvent.change(screen.getByLabelText('Amount to pay (XOF)'), { target: { value: '0' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue to payment' }));
    expect((await screen.findByRole('alert')).textContent).toContain('greater than 0');
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
