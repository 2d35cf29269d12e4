import { formatDate, formatDateTime, formatMoney, type Locale } from '@platform/domain';
import { stringify } from 'csv-stringify/sync';
import { translate } from '../../platform/i18n/translate.ts';
import { type IssuerInfo, issuerBlock, labelled, type ReceiptContent } from './receipt-content.ts';

/** A calendar month (UTC): statements run from its first instant to the next month's. */
export type StatementMonth = { year: number; month: number };

export function monthRange({ year, month }: StatementMonth): { from: Date; to: Date } {
  return { from: new Date(Date.UTC(year, month - 1, 1)), to: new Date(Date.UTC(year, month, 1)) };
}

/** An entry of the shop's ledger that changed its balance (receipts-repository.ts). */
export type LedgerMovement = {
  kind: string;
  reference: string;
  createdAt: Date;
  /** Signed change of the shop's balance. */
  net: bigint;
  /** What the entry credited to the platform's fees. */
  fee: bigint;
  payoutSource: string | null;
};

/** What a movement is, for its label and the month's totals. */
export type MovementKind =
  | 'collection'
  | 'payout'
  | 'refund'
  | 'withdrawal'
  | 'adjustment'
  | 'commission'
  | 'other';

export type StatementLine = {
  date: Date;
  kind: MovementKind;
  reference: string;
  /** Signed change of the balance. */
  amount: bigint;
  /** The fee the platform took on this operation (already inside `amount`). */
  fee: bigint;
  /** The balance after this movement. */
  balance: bigint;
};

export type StatementTotals = {
  /** What customers paid (fees included). */
  collected: bigint;
  /** Fees on collections and payouts. */
  fees: bigint;
  /** Payouts and withdrawals sent (without their fees). */
  payouts: bigint;
  /** Refunds sent to customers (without their fees). */
  refunds: bigint;
  /** Everything else: adjustments, commissions paid to the balance. */
  other: bigint;
};

export type Statement = {
  opening: bigint;
  closing: bigint;
  lines: StatementLine[];
  totals: StatementTotals;
};

function kindOf(m: LedgerMovement): MovementKind {
  if (m.kind === 'collection.settled') return 'collection';
  if (m.kind === 'payout.settled') return m.payoutSource === 'refund' ? 'refund' : 'payout';
  if (m.kind === 'withdrawal.paid') return 'withdrawal';
  if (m.kind === 'adjustment') return 'adjustment';
  if (m.kind === 'commission.transferred') return 'commission';
  return 'other';
}

/**
 * The month's statement from the ledger: the opening balance, each movement with the balance after
 * it, the closing balance, and the totals, which always satisfy
 * closing − opening = collected − fees − payouts − refunds + other.
 */
export function computeStatement(opening: bigint, movements: LedgerMovement[]): Statement {
  const totals: StatementTotals = { collected: 0n, fees: 0n, payouts: 0n, refunds: 0n, other: 0n };
  let balance = opening;
  const lines = movements.map((m): StatementLine => {
    const kind = kindOf(m);
    balance += m.net;
    let fee = 0n;
    if (kind === 'collection') {
      fee = m.fee;
      totals.collected += m.net + fee;
    } else if (kind === 'payout' || kind === 'refund') {
      fee = m.fee;
      totals[kind === 'payout' ? 'payouts' : 'refunds'] += -m.net - fee;
    } else if (kind === 'withdrawal') {
      totals.payouts += -m.net;
    } else {
      totals.other += m.net;
    }
    totals.fees += fee;
    return { date: m.createdAt, kind, reference: m.reference, amount: m.net, fee, balance };
  });
  return { opening, closing: balance, lines, totals };
}

const t = (locale: Locale, key: Parameters<typeof translate<'documents'>>[2], params = {}) =>
  translate(locale, 'documents', key, params);

const LABEL_KEYS = {
  collection: 'kindCollectionSettled',
  payout: 'kindPayoutSettled',
  refund: 'kindRefund',
  withdrawal: 'kindWithdrawalPaid',
  adjustment: 'kindAdjustment',
  commission: 'kindCommissionTransferred',
  other: 'kindOther',
} as const;

/** A movement as a person reads it ("Paiement encaissé"), never the ledger's internal name. */
export function movementLabel(kind: MovementKind, locale: Locale): string {
  return t(locale, LABEL_KEYS[kind]);
}

/** The statement laid out in one language (render-pdf.ts). */
export type StatementContent = {
  locale: Locale;
  title: string;
  period: string;
  issuer: ReceiptContent['issuer'];
  shop: string;
  sandboxNote: string | null;
  headers: { date: string; movement: string; reference: string; amount: string; balance: string };
  opening: { label: string; value: string };
  rows: { date: string; label: string; reference: string; amount: string; balance: string }[];
  closing: { label: string; value: string };
  empty: string | null;
  totalsTitle: string;
  totals: { label: string; value: string }[];
  note: string;
  footer: string;
  filename: string;
};

const signed = (amount: bigint, locale: Locale) =>
  amount < 0n ? `-${formatMoney(-amount, locale)}` : `+${formatMoney(amount, locale)}`;

const monthText = ({ year, month }: StatementMonth) => `${year}-${String(month).padStart(2, '0')}`;

const fileSafe = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .toLowerCase()
    .slice(0, 40) || 'shop';

export function statementFilename(shopName: string, month: StatementMonth, extension: 'pdf' | 'csv') {
  return `statement-${fileSafe(shopName)}-${monthText(month)}.${extension}`;
}

/** The statement's texts in one language: amounts with the one money formatter, labels translated. */
export function buildStatementContent(
  statement: Statement,
  input: { issuer: IssuerInfo; month: StatementMonth; mode: number; locale: Locale; issuedAt: Date },
): StatementContent {
  const { locale, month } = input;
  const { from, to } = monthRange(month);
  const last = new Date(to.getTime() - 1);
  const utc = (d: Date) => formatDate(d.toISOString().slice(0, 10), locale);
  const totals = statement.totals;
  return {
    locale,
    title: t(locale, 'statementTitle'),
    period: t(locale, 'statementPeriod', { from: utc(from), to: utc(last) }),
    issuer: issuerBlock(input.issuer, locale),
    shop: labelled(t(locale, 'shop'), input.issuer.shopName, locale),
    sandboxNote: input.mode === 0 ? t(locale, 'sandbox') : null,
    headers: {
      date: t(locale, 'date'),
      movement: t(locale, 'movement'),
      reference: t(locale, 'reference'),
      amount: t(locale, 'amount'),
      balance: t(locale, 'balance'),
    },
    opening: {
      label: `${t(locale, 'opening')} (${utc(from)})`,
      value: formatMoney(statement.opening, locale),
    },
    rows: statement.lines.map((l) => ({
      date: formatDateTime(l.date, locale),
      label: movementLabel(l.kind, locale),
      reference: l.reference,
      amount: signed(l.amount, locale),
      balance: formatMoney(l.balance, locale),
    })),
    closing: {
      label: `${t(locale, 'closing')} (${utc(last)})`,
      value: formatMoney(statement.closing, locale),
    },
    empty: statement.lines.length === 0 ? t(locale, 'noMovements') : null,
    totalsTitle: t(locale, 'totals'),
    totals: [
      { label: t(locale, 'totalCollected'), value: formatMoney(totals.collected, locale) },
      { label: t(locale, 'totalFees'), value: formatMoney(totals.fees, locale) },
      { label: t(locale, 'totalPayouts'), value: formatMoney(totals.payouts, locale) },
      { label: t(locale, 'totalRefunds'), value: formatMoney(totals.refunds, locale) },
      ...(totals.other !== 0n
        ? [{ label: t(locale, 'totalOther'), value: signed(totals.other, locale) }]
        : []),
    ],
    note: t(locale, 'statementNote'),
    footer: t(locale, 'issuedAt', { date: formatDateTime(input.issuedAt, locale) }),
    filename: statementFilename(input.issuer.shopName, month, 'pdf'),
  };
}

/**
 * The statement as CSV (UTF-8 with BOM for spreadsheet apps): headers in the language asked for,
 * dates in ISO UTC, amounts as whole XOF; the opening balance first, the closing balance and the
 * month's totals last.
 */
export function statementCsv(statement: Statement, month: StatementMonth, locale: Locale): string {
  const { from, to } = monthRange(month);
  const rows: (string | number)[][] = [
    [
      t(locale, 'csvDate'),
      t(locale, 'movement'),
      t(locale, 'reference'),
      t(locale, 'csvAmount'),
      t(locale, 'csvFee'),
      t(locale, 'csvBalance'),
    ],
    [from.toISOString(), t(locale, 'opening'), '', '', '', String(statement.opening)],
    ...statement.lines.map((l) => [
      l.date.toISOString(),
      movementLabel(l.kind, locale),
      l.reference,
      String(l.amount),
      String(l.fee),
      String(l.balance),
    ]),
    [new Date(to.getTime() - 1).toISOString(), t(locale, 'closing'), '', '', '', String(statement.closing)],
    ['', t(locale, 'totalCollected'), '', String(statement.totals.collected), '', ''],
    ['', t(locale, 'totalFees'), '', String(statement.totals.fees), '', ''],
    ['', t(locale, 'totalPayouts'), '', String(statement.totals.payouts), '', ''],
    ['', t(locale, 'totalRefunds'), '', String(statement.totals.refunds), '', ''],
    ['', t(locale, 'totalOther'), '', String(statement.totals.other), '', ''],
  ];
  return stringify(rows, { bom: true });
}
