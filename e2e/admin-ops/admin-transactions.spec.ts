import { expect, test } from '@playwright/test';
import { PASSWORD, SUPER_ADMIN } from '../shell/helpers.ts';
import { merchantSession, openAs, paidCollection, pick } from './helpers.ts';

test("admin transactions: staff filter every merchant's rows by kind and merchant, then open a payout's detail", async ({
  page,
  request,
}) => {
  test.setTimeout(150_000);
  // The demo merchant is paid, then sends a payout from its dashboard.
  const merchant = await merchantSession(request);
  await paidCollection(request, merchant.shop, merchant.key, 40_000);
  const sent = await request.post('/api/payouts/send', {
    headers: merchant.headers,
    data: {
      shop: merchant.shop,
      phoneNumber: '0197000000',
      network: 'mtn',
      amount: 12_300,
      motif: 'Paiement fournisseur',
      password: PASSWORD,
    },
  });
  expect(sent.status(), await sent.text()).toBe(202);
  const payout = (await sent.json()) as { reference: string; fee: number };

  await openAs(page, SUPER_ADMIN, '/admin/transactions');
  await expect(page.getByTestId('transactions-table')).toBeVisible();
  await pick(page, 'transaction-kind-filter', '', 'Paiement sortant');
  await pick(page, 'transaction-merchant-filter', 'Demo', 'Demo Marchand');
  await expect(page).toHaveURL(/kind=PAYOUT/);
  await expect(page).toHaveURL(/merchant=mch_/);
  const rows = page.getByTestId('transaction-row');
  const row = page.locator(`[data-testid="transaction-row"][data-reference="${payout.reference}"]`);
  await expect(row).toBeVisible();
  // Every row is a payout of the demo merchant.
  await expect(rows.and(page.locator(':not([data-kind="PAYOUT"])'))).toHaveCount(0);
  for (const merchantName of await page.getByTestId('transaction-merchant').allTextContents())
    expect(merchantName).toBe('Demo Marchand');
  await expect(row.getByTestId('transaction-kind')).toHaveText('Paiement sortant');

  // The collection kind holds the payment, not the payout; the view survives a reload.
  await pick(page, 'transaction-kind-filter', '', 'Encaissement');
  await expect(page).toHaveURL(/kind=COLLECTION/);
  await expect(row).toHaveCount(0);
  await expect(page.locator('[data-testid="transaction-row"][data-kind="COLLECTION"]').first()).toBeVisible();
  await pick(page, 'transaction-kind-filter', '', 'Paiement sortant');
  await page.reload();
  await expect(page.getByTestId('transaction-merchant-filter')).toHaveValue('Demo Marchand');

  // The payout's detail: whose it is, what left the balance, its ledger entries and timeline.
  await page
    .locator(`[data-testid="transaction-row"][data-reference="${payout.reference}"]`)
    .getByTestId('transaction-link')
    .click();
  const detail = page.getByTestId('admin-transaction-detail');
  await expect(detail).toHaveAttribute('data-kind', 'PAYOUT');
  await expect(page.getByTestId('detail-reference')).toHaveText(payout.reference);
  await expect(page.getByTestId('detail-whose')).toContainText('Demo Marchand');
  await expect
    .poll(async () => (await page.getByTestId('payout-total').textContent())?.replace(/\D/g, ''))
    .toBe(String(12_300 + payout.fee));
  await expect(page.getByTestId('ledger-entry').first()).toBeVisible();
  await expect(page.getByTestId('transaction-timeline')).toBeVisible();
});
