import { expect, test } from '@playwright/test';
import { openHostedCheckout, RETURN_URL } from './support.ts';

test('a card payment with the 3-D Secure card: hosted card page, challenge, success', async ({
  page,
  request,
}) => {
  await page.route('https://boutique.example/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<h1>Merci</h1>' }),
  );
  const session = await openHostedCheckout(request, { amount: 10000, return_url: RETURN_URL });
  await page.goto(`/checkout?session=${session.id}`);
  await page.getByRole('link', { name: 'Payer par carte bancaire' }).click();
  await expect(page).toHaveURL(/\/checkout\/carde\?session=/);
  await page.getByRole('button', { name: 'Payer par carte bancaire' }).click();
  // The card processor's hosted page (our pages never see the number).
  await expect(page.getByLabel('Numéro de carte')).toBeVisible();
  await page.getByLabel('Numéro de carte').fill('4000 0000 0000 3220');
  await page.getByLabel('Expiration (MM/AA)').fill('12/40');
  await page.getByLabel('CVC').fill('123');
  await page.getByRole('button', { name: 'Payer', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Authentification 3-D Secure' })).toBeVisible();
  await page.getByRole('button', { name: 'Confirmer le paiement' }).click();
  await expect(page.getByRole('heading', { name: 'Paiement réussi' })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText('Carte VISA se terminant par 3220')).toBeVisible();
});
