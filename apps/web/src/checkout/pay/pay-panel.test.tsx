import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CheckoutSessionView } from '../lib/api.ts';
import { createTranslator, I18nContext } from '../lib/i18n.ts';
import { PayPanel } from './pay-panel.tsx';

const NETWORKS = [
  {
    code: 'mtn',
    name: 'MTN Bénin',
    country: 'BJ',
    dial_code: '229',
    action: 'ussd_push',
    ussd_code: null,
    rate_bps: 170,
  },
  {
    code: 'moov',
    name: 'Moov Bénin',
    country: 'BJ',
    dial_code: '229',
    action: 'ussd_push',
    ussd_code: null,
    rate_bps: 170,
  },
  {
    code: 'orange_ci',
    name: "Orange Côte d'Ivoire",
    country: 'CI',
    dial_code: '225',
    action: 'otp',
    ussd_code: '#144*82#',
    rate_bps: 290,
  },
] as CheckoutSessionView['networks'];

const session = (overrides: Partial<CheckoutSessionView> = {}): CheckoutSessionView => ({
  id: 'cs_0000000000000000000001',
  status: 'open',
  mode: 'SANDBOX',
  merchant_name: 'Boutique Awa',
  shop_name: 'Awa Couture',
  branding: { color: '#d45d00', logo_url: null, support_phone: null, support_email: null },
  currency: 'XOF',
  amount: 10_000,
  amount_min: 1,
  amount_max: 6_999_999_999,
  description: null,
  collect: { name: false, email: false, phone: false },
  customer: { first_name: null, last_name: null, email: null },
  fee_paid_by: 'customer',
  fee_rule: { fixed: 0, card_bps: 450 },
  networks: NETWORKS,
  card_enabled: true,
  return_url: null,
  cancel_url: null,
  expires_at: null,
  paid_at: null,
  payment: null,
  ...overrides,
});

function renderPanel(view: CheckoutSessionView, onFinished = vi.fn()) {
  render(
    <I18nContext.Provider value={{ locale: 'fr', t: createTranslator('fr') }}>
      <PayPanel session={view} onFinished={onFinished} cardHref="/checkout/carde?session=x" />
    </I18nContext.Provider>,
  );
  return onFinished;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('PayPanel', () => {
  it('detects the network from the number, lets the customer change it, and shows the fee they pay', () => {
    renderPanel(session());
    const phone = screen.getByLabelText('Numéro de téléphone Mobile Money');
    const network = screen.getByLabelText('Réseau') as HTMLSelectElement;
    fireEvent.change(phone, { target: { value: '01 45 00 00 00' } });
    expect(network.value).toBe('moov');
    fireEvent.change(phone, { target: { value: '01 97 00 00 00' } });
    expect(network.value).toBe('mtn');
    expect(screen.getByText('Total à payer')).toBeTruthy();
    expect(screen.getByRole('button', { name: /Payer 10\s170\sF\s?CFA/ })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Payer par carte bancaire' })).toBeTruthy();
  });

  it('asks for the one-time code on OTP networks and refuses a number of another network', async () => {
    renderPanel(session());
    fireEvent.change(screen.getByLabelText('Pays'), { target: { value: 'CI' } });
    expect((screen.getByLabelText('Réseau') as HTMLSelectElement).value).toBe('orange_ci');
    expect(screen.getByText(/Composez #144\*82#/)).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Pays'), { target: { value: 'BJ' } });
    fireEvent.change(screen.getByLabelText('Numéro de téléphone Mobile Money'), {
      target: { value: '0145000000' },
    });
    fireEvent.change(screen.getByLabelText('Réseau'), { target: { value: 'mtn' } });
    fireEvent.click(screen.getByRole('button', { name: /^Payer/ }));
    expect(await screen.findByText("Ce numéro n'appartient pas au réseau choisi.")).toBeTruthy();
  });

  it('checks a free amount with the spec messages, then sends the payment and follows it to the end', async () => {
    const calls: { url: string; body: unknown }[] = [];
    vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
      calls.push({ url, body: init.body ? JSON.parse(String(init.body)) : null });
      return new Response(
        JSON.stringify({
          reference: 'txn_1',
          method: 'mobile',
          network: 'mtn',
          status: 'FAILED',
          waiting: false,
          amount: 2500,
          fee: 43,
          customer_pays: 2543,
          action: null,
          reason: 'INSUFFICIENT_FUNDS',
          card: null,
        }),
        { status: 202, headers: { 'content-type': 'application/json' } },
      );
    });
    const onFinished = renderPanel(session({ amount: null, fee_paid_by: 'merchant' }));
    fireEvent.change(screen.getByLabelText('Montant à payer (F CFA)'), { target: { value: '0' } });
    fireEvent.change(screen.getByLabelText('Numéro de téléphone Mobile Money'), {
      target: { value: '0197000001' },
    });
    fireEvent.click(screen.getByRole('button', { name: /^Payer/ }));
    expect(await screen.findByText('Ce nombre doit être supérieur à 0')).toBeTruthy();
    expect(calls).toEqual([]);
    fireEvent.change(screen.getByLabelText('Montant à payer (F CFA)'), { target: { value: '2500' } });
    fireEvent.click(screen.getByRole('button', { name: /^Payer/ }));
    await waitFor(() => expect(onFinished).toHaveBeenCalled());
    expect(calls[0]).toMatchObject({
      url: '/api/checkout/public/sessions/cs_0000000000000000000001/pay',
      body: { network: 'mtn', phoneNumber: '0197000001', amount: 2500, locale: 'fr' },
    });
  });
});
