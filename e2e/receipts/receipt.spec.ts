import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { extractText, getDocumentProxy } from 'unpdf';
import { signIn } from '../shell/helpers.ts';

/** The demo's sponsored merchant: its live shop has successful payments from the seed. */
const MERCHANT_WITH_PAYMENTS = 'filleul@demo.local';

/** A downloaded PDF's bytes and text (no-break spaces read as spaces). */
async function pdfOf(path: string | null) {
  const bytes = await readFile(path ?? '');
  const pdf = await getDocumentProxy(new Uint8Array(bytes));
  const { text } = await extractText(pdf, { mergePages: true });
  return { head: bytes.subarray(0, 5).toString(), text: text.replace(/\u00a0/g, ' ') };
}

test('the merchant downloads the receipt of a successful payment, then the month’s statement', async ({
  page,
}) => {
  await signIn(page, MERCHANT_WITH_PAYMENTS, '/transactions?status=SUCCESSFUL');
  const row = page.getByTestId('transaction-row').first();
  await expect(row).toBeVisible();
  const reference = (await row.getAttribute('data-reference')) ?? '';
  const amount = ((await row.getByTestId('transaction-amount').textContent()) ?? '')
    .replace(/\s/g, ' ')
    .trim();
  expect(amount).toMatch(/F CFA$/);

  await row.getByTestId('transaction-link').click();
  await expect(page.getByTestId('detail-reference')).toHaveText(reference);
  const downloading = page.waitForEvent('download');
  await page.getByTestId('download-receipt').click();
  const receipt = await downloading;
  expect(receipt.suggestedFilename()).toBe(`receipt-${reference}.pdf`);
  const pdf = await pdfOf(await receipt.path());
  expect(pdf.head).toBe('%PDF-');
  expect(pdf.text).toContain('Reçu de paiement');
  expect(pdf.text).toContain(reference);
  expect(pdf.text).toContain(amount);

  // The monthly statement, from the transactions page: this month, as PDF.
  await page.goto('/transactions');
  await page.getByTestId('statement-open').click();
  const statementDownload = page.waitForEvent('download');
  await page.getByTestId('statement-pdf').click();
  const statement = await pdfOf(await (await statementDownload).path());
  expect(statement.head).toBe('%PDF-');
  expect(statement.text).toContain('Relevé mensuel');
  expect(statement.text).toContain('Solde de clôture');
});
