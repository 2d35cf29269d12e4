import { extractText, getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { buildCollectionReceipt, type IssuerInfo } from './receipt-content.ts';
import { renderReceiptPdf, renderStatementPdf } from './render-pdf.ts';
import { buildStatementContent, computeStatement, type LedgerMovement } from './statement-content.ts';

const issuer: IssuerInfo = {
  shopName: 'Boutique Cotonou',
  businessName: 'Awa Commerce',
  tradeName: null,
  address: null,
  country: null,
  merchantCountry: 'BJ',
  supportPhone: null,
  supportEmail: null,
  ownerEmail: 'owner@awa.test',
  ownerLocale: 'fr',
};

async function read(bytes: Buffer) {
  const pdf = await getDocumentProxy(new Uint8Array(bytes));
  const { totalPages, text } = await extractText(pdf, { mergePages: false });
  return { totalPages, pages: text.map((t) => t.replace(/\u00a0/g, ' ')) };
}

describe('renderReceiptPdf', () => {
  it('draws a one-page PDF with the total and its page footer', async () => {
    const content = buildCollectionReceipt(
      {
        reference: 'txn_1',
        merchantReference: null,
        mode: 1,
        type: 'PAYMENT',
        operator: 'mtn',
        phoneNumber: '2290197000000',
        amount: 10_000n,
        customerPays: 10_170n,
        firstName: null,
        lastName: null,
        email: null,
        description: null,
        locale: null,
        completedAt: new Date(),
        createdAt: new Date(),
      },
      issuer,
      'fr',
      new Date(),
    );
    const bytes = await renderReceiptPdf(content, { logo: Buffer.from('not an image'), color: '#zzz' });
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    const { totalPages, pages } = await read(bytes);
    expect(totalPages).toBe(1);
    expect(pages[0]).toContain('10 170 F CFA');
    expect(pages[0]).toContain('1 / 1');
  });
});

describe('renderStatementPdf', () => {
  it('runs the movements over as many pages as they take, the closing balance and totals last', async () => {
    const movements: LedgerMovement[] = Array.from({ length: 80 }, (_, i) => ({
      kind: 'collection.settled',
      reference: `txn_${i}`,
      createdAt: new Date('2026-03-02T10:00:00Z'),
      net: 1_000n,
      fee: 17n,
      payoutSource: null,
    }));
    const content = buildStatementContent(computeStatement(0n, movements), {
      issuer,
      month: { year: 2026, month: 3 },
      mode: 1,
      locale: 'fr',
      issuedAt: new Date(),
    });
    const { totalPages, pages } = await read(await renderStatementPdf(content, { logo: null, color: null }));
    expect(totalPages).toBeGreaterThan(1);
    const last = pages[totalPages - 1];
    expect(last).toContain('Solde de clôture (31/03/2026) 80 000 F CFA');
    expect(last).toContain('Encaissé 81 360 F CFA');
    expect(last).toContain(`${totalPages} / ${totalPages}`);
    expect(pages[0]).toContain(`1 / ${totalPages}`);
    expect(pages.join('\n')).toContain('txn_79');
  });
});
