import { expect, test } from '@playwright/test';
import { apiToken, SUPER_ADMIN } from '../shell/helpers.ts';
import { available, confirmStaffAction, merchantSession, openAs, pick } from './helpers.ts';

test("staff send a payout on the merchant's behalf: it is held from the shop and listed with its status", async ({
  page,
  request,
}) => {
  test.setTimeout(150_000);
  const merchant = await merchantSession(request);
  const token = await apiToken(request, SUPER_ADMIN);
  const staffHeaders = { authorization: `Bearer ${token}` };
  const merchants = (await (
    await request.get('/api/admin/merchants?q=Demo%20Marchand', { headers: staffHeaders })
  ).json()) as { items: { _id: string; business_name: string }[] };
  const merchantId = merchants.items.find((m) => m.business_name === 'Demo Marchand')!._id;
  const shops = (await (
    await request.get(`/api/admin/merchants/${merchantId}/payouts`, { headers: staffHeaders })
  ).json()) as { shops: { _id: string; name: string; mode: string }[] };
  const shop = shops.shops.find((s) => s._id === merchant.shop)!;
  const before = await available(request, merchant.headers, merchant.shop);

  await openAs(page, SUPER_ADMIN, `/admin/merchants/payout/${merchantId}`);
  await pick(page, 'staff-payout-shop', '', `${shop.name} (Live)`);
  // Networks read by their names, not their codes.
  await pick(page, 'staff-payout-network', '', 'MTN Bénin');
  await page.getByTestId('staff-payout-phone').fill('0197000000');
  await page.getByTestId('staff-payout-amount').fill('1500');
  await page.getByTestId('staff-payout-send').click();
  await confirmStaffAction(page, 'Remboursement client demandé par le marchand');

  const row = page.getByTestId('merchant-payouts').locator('[data-row="payout"]').first();
  await expect(row).toContainText('+229 01 97 00 00 00');
  await expect(row).toContainText('1 500');
  // Held at once from the shop's balance (amount and fee); the simulator then settles it.
  expect(await available(request, merchant.headers, merchant.shop)).toBeLessThanOrEqual(before - 1_500);
  await expect
    .poll(
      async () => {
        await page.reload();
        return page.getByTestId('merchant-payouts').locator('[data-row="payout"]').first().textContent();
      },
      { timeout: 60_000, intervals: [2_000] },
    )
    .toContain('Réussi');
});
