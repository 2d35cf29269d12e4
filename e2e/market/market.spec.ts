import { expect, test } from '@playwright/test';
import { MERCHANT, mtnNumber, PASSWORD } from '../payment-links/helpers.ts';
import { PNG_FILE } from '../support/fixtures.ts';

test('the merchant adds a product in the sandbox; a customer on a phone buys two; the merchant ships the order', async ({
  page,
  browser,
}) => {
  const login = await page.request.post('/api/auth/users/login', {
    data: { email: MERCHANT, password: PASSWORD },
  });
  const { token } = (await login.json()) as { token: string };
  const moved = await page.request.post('/api/auth/users/check_password', {
    headers: { authorization: `Bearer ${token}` },
    data: { password: PASSWORD, mode: 0 },
  });
  expect(moved.status()).toBe(200);

  // The test shop is reached from the sandbox tools (/test); the merchant adds a product with a photo and a stock of 4.
  await page.goto('/test');
  await page.getByRole('link', { name: 'Boutique FeexMarket de test' }).click();
  await expect(page).toHaveURL(/\/sandbox\/feexMarket$/);
  await page.goto('/sandbox/feexMarket?tab=products');
  await page.getByRole('button', { name: 'Ajouter un produit' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel(/^Nom/).fill('Sac en raphia');
  await dialog.getByLabel(/^Prix/).fill('9000');
  await dialog.getByLabel('Stock', { exact: true }).fill('4');
  await dialog.locator('input[type="file"]').setInputFiles(PNG_FILE);
  await expect(dialog.locator('img[src^="/api/public/market-photos/"]')).toBeVisible();
  await dialog.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByTestId('products-table')).toContainText('Sac en raphia');
  await page.getByRole('tab', { name: 'Boutique en ligne' }).click();
  const url = (await page.getByTestId('store-url').textContent())!.trim();
  expect(url).toMatch(/\/market\/boutique-demo$/);

  // A customer on a 390 px phone fills the cart and pays with a test number.
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const customer = await context.newPage();
  await customer.goto(url);
  await expect(customer.getByTestId('store-name')).toHaveText('Boutique Demo');
  const card = customer.getByTestId('product').filter({ hasText: 'Sac en raphia' });
  await card.getByRole('button', { name: 'Ajouter au panier' }).click();
  await card.getByRole('button', { name: 'Un de plus' }).click();
  await customer.getByRole('button', { name: 'Commander' }).click();
  await expect(customer.getByTestId('cart-total')).toContainText('18');
  await customer.getByLabel('Nom complet').fill('Awa Koné');
  await customer.getByLabel('Téléphone').fill('+229 01 97 00 00 00');
  await customer.getByLabel('Adresse de livraison').fill('Rue 12, Cotonou');
  await customer.getByRole('button', { name: /^Payer/ }).click();
  await expect(customer).toHaveURL(/\/checkout\?session=cs_/);
  await customer.locator('#co-phone').fill(mtnNumber('00'));
  await customer.locator('form button[type="submit"]').click();
  await expect(customer.getByRole('heading', { name: 'Paiement réussi' })).toBeVisible({ timeout: 30_000 });
  // Back to the order confirmation (the checkout's return address).
  await expect(customer).toHaveURL(/\/market\/order\/ord_/, { timeout: 20_000 });
  await expect(customer.getByTestId('order-state')).toContainText('Merci Awa Koné');
  const orderId = /ord_[0-9a-z]+/.exec(customer.url())![0];
  await context.close();

  // The order appears in FeexMarket; the merchant ships it.
  await page.goto('/sandbox/feexMarket');
  await expect(page.getByTestId('orders-table')).toContainText('2 × Sac en raphia');
  await page.getByRole('link', { name: orderId }).click();
  await expect(page.getByTestId('order-status')).toHaveText('Nouvelle');
  await page.getByRole('button', { name: 'Marquer expédiée' }).click();
  await expect(page.getByTestId('order-status')).toHaveText('Expédiée');
  await page.goto('/sandbox/feexMarket?tab=products');
  await expect(
    page.getByTestId('products-table').getByRole('row').filter({ hasText: 'Sac en raphia' }),
  ).toContainText('2');
});
