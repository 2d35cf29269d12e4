import { expect, type Page, test } from '@playwright/test';
import { apiToken, MERCHANT, NEW_MERCHANT, signIn, toast, uniqueWord } from './helpers.ts';

async function createShop(page: Page, name: string) {
  await page.getByRole('button', { name: 'Ajouter une boutique' }).click();
  const dialog = page.getByRole('dialog', { name: 'Créer une boutique' });
  await dialog.getByLabel('Nom de la boutique').fill(name);
  await dialog.getByRole('button', { name: 'Créer' }).click();
  await expect(toast(page)).toHaveText('Boutique ajoutée avec succès.');
}

async function openMyShops(page: Page) {
  await page.getByRole('button', { name: 'Changer de boutique' }).click();
  return page.getByRole('dialog', { name: 'Mes boutiques' });
}

test('create a shop: the invalid name is refused, the valid one is added', async ({ page }) => {
  await signIn(page, MERCHANT);
  const selectedBefore = (await page.getByTestId('current-shop').textContent()) ?? '';
  await page.getByRole('button', { name: 'Ajouter une boutique' }).click();
  const dialog = page.getByRole('dialog', { name: 'Créer une boutique' });
  const field = dialog.getByLabel('Nom de la boutique');
  const submit = dialog.getByRole('button', { name: 'Créer' });

  await field.fill('Shop1');
  await expect(dialog.getByText('Format non valide')).toBeVisible();
  await expect(submit).toHaveCount(0);
  await field.fill('Deux  espaces');
  await expect(dialog.getByText('Format non valide')).toBeVisible();
  await field.fill('');
  await expect(dialog.getByText('Ce champ est obligatoire')).toBeVisible();
  await expect(submit).toHaveCount(0);

  const name = `Épicerie de l'Ouest ${uniqueWord()}`;
  await field.fill(name);
  await submit.click();
  // After the reload: the toast, the new shop in the list, the first shop selected.
  await expect(toast(page)).toHaveText('Boutique ajoutée avec succès.');
  await expect(page.getByTestId('current-shop')).toHaveText(selectedBefore);
  const shops = await openMyShops(page);
  await expect(shops.getByText(name)).toBeVisible();
});

test('rename a shop', async ({ page }) => {
  await signIn(page, MERCHANT);
  const word = uniqueWord();
  await createShop(page, `Boutique Avant ${word}`);
  const shops = await openMyShops(page);
  await shops.getByRole('button', { name: `Renommer Boutique Avant ${word}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Renommer ma boutique' });
  const field = dialog.getByLabel('Nom de la boutique');
  await expect(field).toHaveValue(`Boutique Avant ${word}`);
  await field.fill('A');
  await expect(dialog.getByText('Format non valide')).toBeVisible();
  await field.fill(`Boutique Apres ${word}`);
  await dialog.getByRole('button', { name: 'Renommer' }).click();
  await expect(toast(page)).toHaveText('Boutique renommée avec succès.');
  const after = await openMyShops(page);
  await expect(after.getByText(`Boutique Apres ${word}`)).toBeVisible();
  await expect(after.getByText(`Boutique Avant ${word}`)).toHaveCount(0);
});

test('delete a shop after confirmation, or archive it', async ({ page }) => {
  await signIn(page, MERCHANT);
  const word = uniqueWord();
  await createShop(page, `Boutique Jetable ${word}`);
  await createShop(page, `Boutique Archive ${word}`);

  let shops = await openMyShops(page);
  await shops.getByRole('button', { name: `Supprimer Boutique Jetable ${word}` }).click();
  let confirm = page.getByRole('dialog', { name: 'Supprimer la boutique' });
  await expect(confirm.getByText(`Boutique Jetable ${word}`, { exact: false })).toBeVisible();
  // Retour goes back to the list without deleting.
  await confirm.getByRole('button', { name: 'Retour' }).click();
  shops = page.getByRole('dialog', { name: 'Mes boutiques' });
  await shops.getByRole('button', { name: `Supprimer Boutique Jetable ${word}` }).click();
  confirm = page.getByRole('dialog', { name: 'Supprimer la boutique' });
  await confirm.getByRole('button', { name: 'Continuer' }).click();
  await expect(toast(page)).toHaveText('Boutique supprimée avec succès.');
  shops = await openMyShops(page);
  await expect(shops.getByText(`Boutique Jetable ${word}`)).toHaveCount(0);

  await shops.getByRole('button', { name: `Supprimer Boutique Archive ${word}` }).click();
  await page
    .getByRole('dialog', { name: 'Supprimer la boutique' })
    .getByRole('button', { name: 'Archiver' })
    .click();
  await expect(toast(page)).toHaveText('Boutique archivée avec succès.');
  shops = await openMyShops(page);
  const row = shops.getByTestId('shop-row').filter({ hasText: `Boutique Archive ${word}` });
  await expect(row.getByText('Archivée')).toBeVisible();
});

test('the last active shop can be neither archived nor deleted, in the browser and at the API', async ({
  page,
  playwright,
}) => {
  // The merchant waiting for validation has a single sandbox shop.
  await signIn(page, NEW_MERCHANT, '/sandbox/dashboard');
  await expect(page.getByTestId('current-shop')).toHaveText('Ma Boutique');
  const shops = await openMyShops(page);
  await shops.getByRole('button', { name: 'Supprimer Ma Boutique' }).click();
  const confirm = page.getByRole('dialog', { name: 'Supprimer la boutique' });
  await confirm.getByRole('button', { name: 'Archiver' }).click();
  await expect(toast(page)).toHaveText("Vous n'avez qu'une boutique active.");
  await confirm.getByRole('button', { name: 'Continuer' }).click();
  await expect(toast(page)).toHaveText("Vous n'avez qu'une boutique active.");

  const api = await playwright.request.newContext({ baseURL: test.info().project.use.baseURL });
  const token = await apiToken(api, NEW_MERCHANT);
  const headers = { Authorization: `Bearer ${token}` };
  const me = await (await api.get('/api/auth/users/user', { headers })).json();
  const list = await (await api.get(`/api/shop/${me.user._id}/get`, { headers })).json();
  const only = list.shop[0]._id as string;
  const archive = await api.post(`/api/shop/archive/${only}`, { headers });
  expect(archive.status()).toBe(409);
  expect(await archive.json()).toMatchObject({
    code: 'SHOP_LAST_ACTIVE',
    message: "Vous n'avez qu'une boutique active.",
  });
  expect((await api.delete(`/api/shop/delete/${only}`, { headers })).status()).toBe(409);

  // Another merchant's shop is out of reach.
  const ownerToken = await apiToken(api, MERCHANT);
  const rename = await api.post(`/api/shop/rename/${only}`, {
    headers: { Authorization: `Bearer ${ownerToken}` },
    data: { name: 'Pas Ma Boutique' },
  });
  expect(rename.status()).toBe(404);
  await api.dispose();
});
