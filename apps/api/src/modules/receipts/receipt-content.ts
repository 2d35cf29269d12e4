import {
  formatDateTime,
  formatMoney,
  formatPhone,
  isCountry,
  isLocale,
  isOperatorCode,
  type Locale,
  OPERATORS,
} from '@platform/domain';
import { translate } from '../../platform/i18n/translate.ts';

/** One labelled value of a document. */
export type DocumentLine = { label: string; value: string };

/** Who issues a document: the shop and its merchant's details (settings page). */
export type IssuerInfo = {
  shopName: string;
  businessName: string;
  tradeName: string | null;
  address: string | null;
  /** The settings' country, else the merchant's (BJ, TG, CI, SN). */
  country: string | null;
  merchantCountry: string;
  supportPhone: string | null;
  supportEmail: string | null;
  ownerEmail: string | null;
  ownerLocale: string | null;
};

/** What a receipt shows, in one language, ready to be laid out (render-pdf.ts). */
export type ReceiptContent = {
  locale: Locale;
  title: string;
  intro: string;
  /** The issuer's name (trade name, else business name), then its details, one per line. */
  issuer: { name: string; lines: string[] };
  details: DocumentLine[];
  /** Amount, fees, then the total (the last line, set apart). */
  amounts: DocumentLine[];
  /** A sandbox document says it moved no real money. */
  sandboxNote: string | null;
  footer: string;
  /** The PDF's file name. */
  filename: string;
};

/** The collection fields a receipt reads. */
export type ReceiptCollection = {
  reference: string;
  merchantReference: string | null;
  mode: number;
  type: string;
  operator: string;
  phoneNumber: string;
  amount: bigint;
  customerPays: bigint;
  firstName: string | null;
  lastName: string | null;
  email: string | null;
  description: string | null;
  locale: string | null;
  completedAt: Date | null;
  createdAt: Date;
};

/** The payout fields a receipt reads. */
export type ReceiptPayout = {
  reference: string;
  mode: number;
  network: string;
  phoneNumber: string;
  amount: bigint;
  fee: bigint;
  motif: string | null;
  operatorReference: string | null;
  completedAt: Date | null;
  createdAt: Date;
};

/**
 * A receipt's language: the one asked for, else the customer's (the page they paid on), else the
 * merchant owner's, else French.
 */
export function receiptLocale(
  asked: string | undefined,
  customer: string | null,
  merchant: string | null,
): Locale {
  for (const candidate of [asked, customer, merchant]) if (isLocale(candidate)) return candidate;
  return 'fr';
}

const t = (locale: Locale, key: Parameters<typeof translate<'documents'>>[2], params = {}) =>
  translate(locale, 'documents', key, params);

/** A label and its value on one line, with the language's colon (French puts a space before it). */
export function labelled(label: string, value: string, locale: Locale): string {
  return `${label}${locale === 'fr' ? '\u00a0: ' : ': '}${value}`;
}

/** A country code as its name in the document's language. */
export function countryName(code: string | null, locale: Locale): string | null {
  if (!code) return null;
  return isCountry(code) ? t(locale, `country${code}`) : code;
}

/** The issuer block: trade name (else business name), shop, address, country, contact. */
export function issuerBlock(issuer: IssuerInfo, locale: Locale): ReceiptContent['issuer'] {
  const name = issuer.tradeName?.trim() || issuer.businessName;
  const country = issuer.country ?? issuer.merchantCountry;
  const phone = formatPhone(issuer.supportPhone, isCountry(country) ? country : undefined);
  const contact = [phone, issuer.supportEmail ?? issuer.ownerEmail].filter((v) => v).join(' · ');
  const lines = [
    name === issuer.shopName ? null : issuer.shopName,
    issuer.address?.trim() || null,
    countryName(country, locale),
    contact ? labelled(t(locale, 'contact'), contact, locale) : null,
  ];
  return { name, lines: lines.filter((l): l is string => !!l) };
}

/** A network code as people read it ("MTN Bénin"), else as given. */
export function networkName(code: string): string {
  return isOperatorCode(code) ? OPERATORS[code].displayName : code.toUpperCase();
}

const fileSafe = (reference: string) => reference.replace(/[^A-Za-z0-9_-]/g, '_').slice(0, 80);

function footer(locale: Locale, issuedAt: Date) {
  return t(locale, 'issuedAt', { date: formatDateTime(issuedAt, locale) });
}

/**
 * The receipt of a successful collection, for its customer: what they paid (the amount, the fees
 * they bore when the shop passes them on, the total), to whom, how, when, under which reference.
 */
export function buildCollectionReceipt(
  row: ReceiptCollection,
  issuer: IssuerInfo,
  locale: Locale,
  issuedAt: Date,
): ReceiptContent {
  const customerName = [row.firstName, row.lastName].filter(Boolean).join(' ');
  const customerFees = row.customerPays - row.amount;
  const method =
    row.type === 'CARD'
      ? t(locale, 'methodCard')
      : t(locale, 'methodMobile', { network: networkName(row.operator) });
  const details: (DocumentLine | null)[] = [
    { label: t(locale, 'reference'), value: row.reference },
    row.merchantReference ? { label: t(locale, 'merchantReference'), value: row.merchantReference } : null,
    { label: t(locale, 'date'), value: formatDateTime(row.completedAt ?? row.createdAt, locale) },
    { label: t(locale, 'method'), value: method },
    customerName ? { label: t(locale, 'customer'), value: customerName } : null,
    row.phoneNumber ? { label: t(locale, 'phone'), value: formatPhone(row.phoneNumber) } : null,
    row.email ? { label: t(locale, 'email'), value: row.email } : null,
    row.description ? { label: t(locale, 'description'), value: row.description } : null,
    { label: t(locale, 'status'), value: t(locale, 'statusSuccessful') },
  ];
  const block = issuerBlock(issuer, locale);
  return {
    locale,
    title: t(locale, 'receiptTitle'),
    intro: t(locale, 'receiptIntro', { shop: block.name }),
    issuer: block,
    details: details.filter((d): d is DocumentLine => d !== null),
    amounts: [
      { label: t(locale, 'amount'), value: formatMoney(row.amount, locale) },
      { label: t(locale, 'fees'), value: formatMoney(customerFees > 0n ? customerFees : 0n, locale) },
      { label: t(locale, 'totalPaid'), value: formatMoney(row.customerPays, locale) },
    ],
    sandboxNote: row.mode === 0 ? t(locale, 'sandbox') : null,
    footer: footer(locale, issuedAt),
    filename: `receipt-${fileSafe(row.reference)}.pdf`,
  };
}

/**
 * The receipt of a successful payout, for the merchant: what the beneficiary received, the fee,
 * the total taken from the shop's balance, the network and its reference.
 */
export function buildPayoutReceipt(
  row: ReceiptPayout,
  issuer: IssuerInfo,
  locale: Locale,
  issuedAt: Date,
): ReceiptContent {
  const details: (DocumentLine | null)[] = [
    { label: t(locale, 'reference'), value: row.reference },
    row.operatorReference ? { label: t(locale, 'operatorReference'), value: row.operatorReference } : null,
    { label: t(locale, 'date'), value: formatDateTime(row.completedAt ?? row.createdAt, locale) },
    { label: t(locale, 'method'), value: t(locale, 'methodMobile', { network: networkName(row.network) }) },
    { label: t(locale, 'beneficiary'), value: formatPhone(row.phoneNumber) },
    row.motif ? { label: t(locale, 'description'), value: row.motif } : null,
    { label: t(locale, 'status'), value: t(locale, 'statusSuccessful') },
  ];
  const block = issuerBlock(issuer, locale);
  return {
    locale,
    title: t(locale, 'payoutReceiptTitle'),
    intro: t(locale, 'payoutIntro', { shop: block.name }),
    issuer: block,
    details: details.filter((d): d is DocumentLine => d !== null),
    amounts: [
      { label: t(locale, 'amount'), value: formatMoney(row.amount, locale) },
      { label: t(locale, 'fees'), value: formatMoney(row.fee, locale) },
      { label: t(locale, 'totalDebited'), value: formatMoney(row.amount + row.fee, locale) },
    ],
    sandboxNote: row.mode === 0 ? t(locale, 'sandbox') : null,
    footer: footer(locale, issuedAt),
    filename: `payout-receipt-${fileSafe(row.reference)}.pdf`,
  };
}
