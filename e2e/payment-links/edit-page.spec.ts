import { expect, test } from '@playwright/test';
import { merchantApi, signIn } from './helpers.ts';

// Issue 21, feature 4: a page is edited in its builder, the live preview follows the typing, and
// customers see the change on the public page.
test('a merchant edits a payment page; the preview follows and the public page shows the change', async ({
  page,
  browser,
}) => {
  const { headers, shop } = await merchantApi(page);
  const created = await page.request.post('/api/payment-pages', {
    headers,
    data: { shop, title: 'Cours de danse', amount_type: 'fixed', items: [{ price: 2500 }] },
  });
  expect(created.status()).toBe(201);
  const { page: made } = (await created.json()) as { page: { _id: string; path: string } };

  await signIn(page, `/feexpage/detail/${made._id}`);
  await page.getByTestId('page-edit').click();
  await expect(page).toHaveURL(new RegExp(`/feexpage/edit/${made._id}$`));
  const preview = page.getByTestId('page-preview');
  await expect(preview.getByTestId('preview-title')).toHaveText('Cours de danse');
  await expect(page.getByLabel(/^Adresse/)).toBeDisabled();

  await page.getByLabel(/^Titre/).fill('Cours de danse afro');
  await expect(preview.getByTestId('preview-title')).toHaveText('Cours de danse afro');
  await page.getByLabel('Montant (XOF)').fill('3000');
  await expect(preview.getByTestId('preview-item')).toContainText(/3\s000/);
  await page.getByRole('button', { name: 'Enregistrer' }).click();

  await expect(page.getByTestId('page-detail-title')).toHaveText('Cours de danse afro');
  const url = (await page.getByTestId('public-url').textContent())!.trim();
  expect(url.endsWith(made.path)).toBe(true);

  const context = await browser.newContext();
  const customer = await context.newPage();
  await customer.goto(url);
  await expect(customer.getByTestId('page-title')).toHaveText('Cours de danse afro');
  await expect(customer.locator('.choices')).toContainText(/3\s000/);
  await context.close();
});
