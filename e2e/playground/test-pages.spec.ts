import { expect, type Page, test } from '@playwright/test';
import { MERCHANT, PASSWORD, signIn } from '../shell/helpers.ts';

/** Enters the sandbox through the Test button and its password modal. */
async function enterSandbox(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Test' }).click();
  const dialog = page.getByRole('dialog', { name: 'Confirmation de Mot de Passe' });
  await dialog.getByLabel('Mot de passe', { exact: true }).fill(PASSWORD);
  await dialog.getByRole('button', { name: 'Continuer' }).click();
  await expect(page).toHaveURL(/\/sandbox\/dashboard$/);
}

test('sandbox playground: the tools index, the test cart pays through the hosted checkout, the file checker', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signIn(page, MERCHANT);
  await enterSandbox(page);

  await page.goto('/test');
  await expect(page.getByTestId('test-tools')).toContainText('Panier de test');
  await page.getByRole('link', { name: 'Panier de test' }).click();
  await expect(page).toHaveURL(/\/test_cart$/);

  // A new sandbox key, a cart, and the hosted checkout's address from the API call shown.
  await page.getByRole('button', { name: 'Créer une clé de test' }).click();
  await expect(page.getByTestId('cart-key')).toHaveValue(/^fp_test_/);
  await page.getByTestId('cart-pay').click();
  await expect(page.getByTestId('cart-calls')).toContainText('→ 2');
  await expect(page.getByTestId('cart-calls')).not.toContainText(/fp_test_[A-Za-z0-9]{20,}/);
  const link = page.getByTestId('cart-checkout-link');
  await expect(link).toBeVisible();
  await link.click();
  await expect(page).toHaveURL(/\/checkout\?session=cs_/);
  await expect(page.getByText('Paiement sécurisé')).toBeVisible();

  // The file checker: the bulk rules, nothing created.
  await page.goto('/testcsv');
  const chooser = page.waitForEvent('filechooser');
  await page.getByTestId('csv-file').click();
  await (await chooser).setFiles({
    name: 'paie.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from('numero;reseau;montant;motif\n0197000000;MTN;1000;Salaire\n12345;MTN;1000;\n'),
  });
  await page.getByTestId('csv-check').click();
  const result = page.getByTestId('csv-result');
  await expect(result).toContainText('2 lignes');
  await expect(result).toContainText('1 valides');
  await expect(result).toContainText('1 refusées');
  await expect(page.getByTestId('csv-errors')).toContainText('12345');

  // Today's sandbox activity, in English.
  await page.goto('/en/test_today');
  await expect(page.getByRole('heading', { name: "Today's activity" })).toBeVisible();
});
