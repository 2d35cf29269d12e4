import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { MERCHANT, PASSWORD, SUPER_ADMIN, signIn, toast } from '../shell/helpers.ts';

/** The demo merchant's token, id and selected live shop (the spec's shopsession). */
async function merchantShop(page: Page) {
  await signIn(page, MERCHANT, '/dashboard');
  const selected = await page.evaluate(() => JSON.parse(localStorage.getItem('shopsession') ?? 'null'));
  const login = await page.request.post('/api/auth/users/login', {
    data: { email: MERCHANT, password: PASSWORD },
  });
  const { token, user } = (await login.json()) as { token: string; user: { merchant_id: string } };
  return { token, merchantId: user.merchant_id, shop: selected._id as string };
}

/** Staff set the shop's reserve back (empty: no reserve), so the other journeys see whole collections. */
async function clearReserve(request: APIRequestContext, merchantId: string, shop: string) {
  const login = await request.post('/api/auth/users/login', {
    data: { email: SUPER_ADMIN, password: PASSWORD },
  });
  const { token } = (await login.json()) as { token: string };
  const headers = { authorization: `Bearer ${token}` };
  const current = (await (
    await request.get(`/api/admin/merchants/${merchantId}/fees`, { headers })
  ).json()) as {
    shops: Record<string, unknown>[];
  };
  const row = current.shops.find((s) => s._id === shop)!;
  const fields = ['taxe_collection', 'without_taxe', 'amount_fixe', 'fixe_amount', 'taxe_payout'];
  const more = ['payout_commission', 'payout_commission_amount', 'taxe_card'];
  const body = Object.fromEntries([...fields, ...more].map((f) => [f, row[f]]));
  const saved = await request.put(`/api/admin/merchants/${merchantId}/shops/${shop}/fees`, {
    headers,
    data: {
      ...body,
      reserve_found: null,
      taxe_reserve_found: null,
      reason: 'Fin du parcours',
      password: PASSWORD,
    },
  });
  expect(saved.status(), await saved.text()).toBe(200);
}

test('staff set a reserve rate; after a payment the merchant sees it held on /reserve and the dashboard', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const { token, merchantId, shop } = await merchantShop(page);
  // Staff: 10 % held 30 days on the shop, from the back-office fee page (audited, with a reason).
  const staff = await browser.newPage();
  try {
    await signIn(staff, SUPER_ADMIN, `/admin/merchants/taxe/${merchantId}`);
    const card = staff.getByTestId(`fees-${shop}`);
    await card.getByTestId('fee-taxe_reserve_found').fill('1000');
    await card.getByTestId('fee-reserve_found').fill('30');
    await card.getByTestId('fees-save').click();
    await staff.getByTestId('staff-reason').fill('Réserve de garantie');
    await staff.getByTestId('confirm-password').fill(PASSWORD);
    await staff.getByTestId('confirm-password-submit').click();
    await expect(toast(staff)).toBeVisible();

    // A payment of 10 000: 9 830 for the merchant, 983 of it held.
    const key = await page.request.post('/api/developers/keys', {
      headers: { authorization: `Bearer ${token}` },
      data: { shop },
    });
    const { key: secret } = (await key.json()) as { key: string };
    const paid = await page.request.post('/api/transactions/public/requesttopay/mtn', {
      headers: { authorization: `Bearer ${secret}` },
      data: { shop, amount: 10_000, phoneNumber: '+229 01 97 31 42 00' },
    });
    expect(paid.status(), await paid.text()).toBe(202);
    const { reference } = (await paid.json()) as { reference: string };
    await expect
      .poll(
        async () => {
          const status = await page.request.get(`/api/transactions/public/single/status/${reference}`, {
            headers: { authorization: `Bearer ${secret}` },
          });
          return ((await status.json()) as { status: string }).status;
        },
        { timeout: 45_000, intervals: [1_000] },
      )
      .toBe('SUCCESSFUL');

    await page.goto('/reserve');
    await expect(page.getByTestId('page-title')).toHaveText('Fonds de réserve');
    await expect(page.getByTestId('reserve-terms')).toHaveText('Taux de réserve : 10 % · conservé 30 jours');
    await expect(page.getByTestId('reserve-history')).toContainText(reference);
    await expect(page.getByTestId('reserve-history')).toContainText('En réserve');
    await expect(page.getByTestId('reserve-schedule')).toBeVisible();
    const held = Number(await page.getByTestId('reserve-balance').getAttribute('data-amount'));
    expect(held).toBeGreaterThanOrEqual(983);
    // The dashboard's reserve figure is the same balance.
    await page.goto('/dashboard');
    await expect(page.getByTestId('balance-reserve')).toHaveAttribute('data-amount', String(held));
    // In English.
    await page.goto('/en/reserve');
    await expect(page.getByText('Upcoming releases')).toBeVisible();
  } finally {
    await staff.close();
    await clearReserve(page.request, merchantId, shop);
  }
});
