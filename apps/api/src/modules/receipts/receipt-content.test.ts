import { formatMoney } from '@platform/domain';
import { describe, expect, it } from 'vitest';
import {
  buildCollectionReceipt,
  buildPayoutReceipt,
  type IssuerInfo,
  type ReceiptCollection,
  receiptLocale,
} from './receipt-content.ts';

const issuer: IssuerInfo = {
  shopName: 'Boutique Cotonou',
  businessName: 'Awa Commerce SARL',
  tradeName: 'Awa Market',
  address: 'Rue 12, Cotonou',
  country: null,
  merchantCountry: 'BJ',
  supportPhone: '0197000000',
  supportEmail: 'aide@awa.test',
  ownerEmail: 'owner@awa.test',
  ownerLocale: 'en',
};

const collection: ReceiptCollection = {
  reference: 'txn_abc123',
  merchantReference: 'CMD-42',
  mode: 1,
  type: 'PAYMENT',
  operator: 'mtn',
  phoneNumber: '2290197000000',
  amount: 10_000n,
  customerPays: 10_170n,
  firstName: 'Kofi',
  lastName: 'Mensah',
  email: 'kofi@example.test',
  description: 'Commande 42',
  locale: 'fr',
  completedAt: new Date('2026-03-05T10:15:00Z'),
  createdAt: new Date('2026-03-05T10:14:00Z'),
};

const value = (lines: { label: string; value: string }[], label: string) =>
  lines.find((l) => l.label === label)?.value;

describe('receiptLocale', () => {
  it('takes the language asked, else the customer’s, else the merchant’s, else French', () => {
    expect(receiptLocale('es', 'fr', 'en')).toBe('es');
    expect(receiptLocale(undefined, 'fr', 'en')).toBe('fr');
    expect(receiptLocale(undefined, null, 'en')).toBe('en');
    expect(receiptLocale(undefined, 'de', 'xx')).toBe('fr');
  });
});

describe('buildCollectionReceipt', () => {
  it('shows the amount, the fees the customer bore and the total with the one money formatter', () => {
    const r = buildCollectionReceipt(collection, issuer, 'fr', new Date('2026-03-06T08:00:00Z'));
    expect(r.title).toBe('Reçu de paiement');
    expect(r.amounts).toEqual([
      { label: 'Montant', value: formatMoney(10_000n, 'fr') },
      { label: 'Frais', value: formatMoney(170n, 'fr') },
      { label: 'Total payé', value: formatMoney(10_170n, 'fr') },
    ]);
    expect(r.amounts[2]?.value).toBe('10\u00a0170\u00a0F\u00a0CFA');
  });

  it('names the reference, date, method, customer and the shop’s details', () => {
    const r = buildCollectionReceipt(collection, issuer, 'fr', new Date('2026-03-06T08:00:00Z'));
    expect(value(r.details, 'Référence')).toBe('txn_abc123');
    expect(value(r.details, 'Référence marchand')).toBe('CMD-42');
    expect(value(r.details, 'Date')).toBe('05/03/2026 10:15');
    expect(value(r.details, 'Moyen de paiement')).toBe('Mobile Money, MTN Bénin');
    expect(value(r.details, 'Client')).toBe('Kofi Mensah');
    expect(value(r.details, 'Téléphone')).toBe('+229 01 97 00 00 00');
    expect(r.issuer.name).toBe('Awa Market');
    expect(r.issuer.lines).toEqual([
      'Boutique Cotonou',
      'Rue 12, Cotonou',
      'Bénin',
      'Contact\u00a0: +229 01 97 00 00 00 · aide@awa.test',
    ]);
    expect(r.sandboxNote).toBeNull();
    expect(r.filename).toBe('receipt-txn_abc123.pdf');
  });

  it('speaks the language it is given (en, es), country and labels included', () => {
    const en = buildCollectionReceipt(collection, issuer, 'en', new Date());
    expect(en.title).toBe('Payment receipt');
    expect(value(en.amounts, 'Total paid')).toBe('10,170\u00a0F\u00a0CFA');
    expect(en.issuer.lines).toContain('Benin');
    const es = buildCollectionReceipt(collection, issuer, 'es', new Date());
    expect(value(es.amounts, 'Total pagado')).toBe('10.170\u00a0F\u00a0CFA');
  });

  it('shows no customer fee when the merchant bears it, a card as a card, and says sandbox', () => {
    const r = buildCollectionReceipt(
      { ...collection, type: 'CARD', customerPays: 10_000n, mode: 0, firstName: null, lastName: null },
      { ...issuer, tradeName: null },
      'fr',
      new Date(),
    );
    expect(value(r.amounts, 'Frais')).toBe(formatMoney(0, 'fr'));
    expect(value(r.details, 'Moyen de paiement')).toBe('Carte bancaire');
    expect(value(r.details, 'Client')).toBeUndefined();
    expect(r.issuer.name).toBe('Awa Commerce SARL');
    expect(r.sandboxNote).toMatch(/sandbox/);
  });
});

describe('buildPayoutReceipt', () => {
  it('shows what the beneficiary got, the fee and the total taken from the balance', () => {
    const r = buildPayoutReceipt(
      {
        reference: 'po_xyz',
        mode: 1,
        network: 'moov',
        phoneNumber: '2290166000000',
        amount: 25_000n,
        fee: 250n,
        motif: 'Salaire',
        operatorReference: 'OP-1',
        completedAt: new Date('2026-03-07T09:00:00Z'),
        createdAt: new Date('2026-03-07T08:59:00Z'),
      },
      issuer,
      'fr',
      new Date(),
    );
    expect(r.title).toBe('Reçu de paiement envoyé');
    expect(value(r.details, 'Bénéficiaire')).toBe('+229 01 66 00 00 00');
    expect(value(r.amounts, 'Total débité du solde')).toBe('25\u00a0250\u00a0F\u00a0CFA');
    expect(r.filename).toBe('payout-receipt-po_xyz.pdf');
  });
});
