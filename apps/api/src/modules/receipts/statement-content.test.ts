import { describe, expect, it } from 'vitest';
import type { IssuerInfo } from './receipt-content.ts';
import {
  buildStatementContent,
  computeStatement,
  type LedgerMovement,
  monthRange,
  statementCsv,
} from './statement-content.ts';

const at = (day: number) => new Date(Date.UTC(2026, 2, day, 12));
const movements: LedgerMovement[] = [
  // A collection of 10 170 paid by the customer, 170 of fees: the shop gets 10 000.
  {
    kind: 'collection.settled',
    reference: 'txn_1',
    createdAt: at(2),
    net: 10_000n,
    fee: 170n,
    payoutSource: null,
  },
  {
    kind: 'collection.settled',
    reference: 'txn_2',
    createdAt: at(3),
    net: 4_900n,
    fee: 100n,
    payoutSource: null,
  },
  // A payout of 3 000 with a 30 fee, a refund of 1 000 with a 10 fee.
  {
    kind: 'payout.settled',
    reference: 'po_1',
    createdAt: at(4),
    net: -3_030n,
    fee: 30n,
    payoutSource: 'single',
  },
  {
    kind: 'payout.settled',
    reference: 'po_2',
    createdAt: at(5),
    net: -1_010n,
    fee: 10n,
    payoutSource: 'refund',
  },
  {
    kind: 'withdrawal.paid',
    reference: 'wdr_1',
    createdAt: at(6),
    net: -2_000n,
    fee: 0n,
    payoutSource: null,
  },
  { kind: 'adjustment', reference: 'adj_1', createdAt: at(7), net: 500n, fee: 0n, payoutSource: null },
];

const issuer: IssuerInfo = {
  shopName: 'Boutique Lomé',
  businessName: 'Lomé Shop',
  tradeName: null,
  address: null,
  country: 'TG',
  merchantCountry: 'TG',
  supportPhone: null,
  supportEmail: null,
  ownerEmail: 'o@shop.test',
  ownerLocale: 'fr',
};

describe('monthRange', () => {
  it('runs from the first instant of the month (UTC) to the next month’s, December included', () => {
    expect(monthRange({ year: 2026, month: 3 })).toEqual({
      from: new Date('2026-03-01T00:00:00Z'),
      to: new Date('2026-04-01T00:00:00Z'),
    });
    expect(monthRange({ year: 2025, month: 12 }).to).toEqual(new Date('2026-01-01T00:00:00Z'));
  });
});

describe('computeStatement', () => {
  it('carries the balance from the opening to the closing and totals each kind', () => {
    const s = computeStatement(1_000n, movements);
    expect(s.lines.map((l) => l.balance)).toEqual([11_000n, 15_900n, 12_870n, 11_860n, 9_860n, 10_360n]);
    expect(s.closing).toBe(10_360n);
    expect(s.totals).toEqual({
      collected: 15_170n,
      fees: 310n,
      payouts: 5_000n,
      refunds: 1_000n,
      other: 500n,
    });
    const t = s.totals;
    expect(s.closing - s.opening).toBe(t.collected - t.fees - t.payouts - t.refunds + t.other);
    expect(s.lines.map((l) => l.kind)).toEqual([
      'collection',
      'collection',
      'payout',
      'refund',
      'withdrawal',
      'adjustment',
    ]);
  });

  it('with no movement, closes at the opening balance', () => {
    const s = computeStatement(7_000n, []);
    expect(s.closing).toBe(7_000n);
    expect(s.totals.collected).toBe(0n);
  });
});

describe('buildStatementContent', () => {
  it('labels movements in the language, never with the ledger’s internal names', () => {
    const s = computeStatement(1_000n, movements);
    const fr = buildStatementContent(s, {
      issuer,
      month: { year: 2026, month: 3 },
      mode: 1,
      locale: 'fr',
      issuedAt: new Date(),
    });
    expect(fr.period).toBe('Du 01/03/2026 au 31/03/2026');
    expect(fr.rows.map((r) => r.label)).toEqual([
      'Paiement encaissé',
      'Paiement encaissé',
      'Payout versé',
      'Remboursement',
      'Retrait versé',
      'Ajustement du solde',
    ]);
    expect(fr.rows[2]?.amount).toBe('-3\u00a0030\u00a0F\u00a0CFA');
    expect(fr.rows[0]?.amount).toBe('+10\u00a0000\u00a0F\u00a0CFA');
    expect(fr.opening.value).toBe('1\u00a0000\u00a0F\u00a0CFA');
    expect(fr.closing.value).toBe('10\u00a0360\u00a0F\u00a0CFA');
    expect(fr.totals.map((t) => t.label)).toContain('Encaissé');
    expect(fr.filename).toBe('statement-boutique-lome-2026-03.pdf');
    const en = buildStatementContent(s, {
      issuer,
      month: { year: 2026, month: 3 },
      mode: 0,
      locale: 'en',
      issuedAt: new Date(),
    });
    expect(en.rows[0]?.label).toBe('Payment collected');
    expect(en.sandboxNote).toMatch(/sandbox/);
    expect(JSON.stringify(en)).not.toMatch(/collection\.settled|payout\.settled/);
  });
});

describe('statementCsv', () => {
  it('writes whole XOF amounts, the opening and closing balances and the totals, headers translated', () => {
    const csv = statementCsv(computeStatement(1_000n, movements), { year: 2026, month: 3 }, 'es');
    const lines = csv
      .replace(/^\ufeff/, '')
      .trim()
      .split('\n');
    expect(lines[0]).toBe('Fecha (UTC),Movimiento,Referencia,Importe (XOF),Comisiones (XOF),Saldo (XOF)');
    expect(lines[1]).toBe('2026-03-01T00:00:00.000Z,Saldo inicial,,,,1000');
    expect(lines[2]).toBe('2026-03-02T12:00:00.000Z,Pago cobrado,txn_1,10000,170,11000');
    expect(lines[8]).toBe('2026-03-31T23:59:59.999Z,Saldo final,,,,10360');
    expect(lines).toContain(',Cobrado,,15170,,');
  });
});
