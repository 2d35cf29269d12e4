import { readFile } from 'node:fs/promises';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { MERCHANT, PASSWORD, signIn } from '../shell/helpers.ts';

/** Funds the demo merchant's first live shop with a real paid collection (simulator outcome 00). */
async function fundLiveShop(request: APIRequestContext, amount: number) {
  const login = await request.post('/api/auth/users/login', {
    data: { email: MERCHANT, password: PASSWORD },
  });
  expect(login.status()).toBe(200);
  const { token, user } = (await login.json()) as { token: string; user: { _id: string } };
  const headers = { authorization: `Bearer ${token}` };
  const shops = (await (await request.get(`/api/shop/${user._id}/get`, { headers })).json()) as {
    shop: { _id: string }[];
  };
  const shop = shops.shop[0]!._id;
  const created = await request.post('/api/developers/keys', { headers, data: { shop } });
  expect(created.status(), await created.text()).toBe(201);
  const { key } = (await created.json()) as { key: string };
  const paid = await request.post('/api/transactions/public/requesttopay/mtn', {
    headers: { authorization: `Bearer ${key}` },
    data: { shop, amount, phoneNumber: '0197000000', description: 'Fonds e2e' },
  });
  expect(paid.status(), await paid.text()).toBe(202);
  const { reference } = (await paid.json()) as { reference: string };
  await expect
    .poll(
      async () =>
        (
          (await (
            await request.get(`/api/transactions/public/single/status/${reference}`, {
              headers: { authorization: `Bearer ${key}` },
            })
          ).json()) as { status: string }
        ).status,
      { timeout: 45_000, intervals: [1_000] },
    )
    .toBe('SUCCESSFUL');
}

async function confirmPassword(page: Page, title: string, button: string) {
  const dialog = page.getByRole('dialog', { name: title });
  await dialog.locator('input[type="password"]').fill(PASSWORD);
  await dialog.getByRole('button', { name: button }).click();
}

const CSV = [
  'numero;reseau;montant;motif',
  '0197000000;MTN;1000;Salaire',
  '0195000000;MOOV;1500;Prime',
  '0197000100;MTN;2000;Transport',
  '0195000100;MTN;1200;Erreur de réseau',
  '0197000200;MTN;0;Montant nul',
].join('\n');

test('a CSV with good and bad rows: fix in the preview, confirm with the password, follow to the end, export', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  await fundLiveShop(request, 30_000);

  await signIn(page, MERCHANT, '/payout_list/liste/add');
  await page.getByLabel('Nom de la liste').fill('Salaires e2e');
  await page.locator('input[type="file"]').setInputFiles({
    name: 'salaires.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(CSV),
  });
  await page.getByRole('button', { name: 'Importer et vérifier' }).click();

  // The preview: 5 rows, 2 with errors, each with its message.
  await expect(page).toHaveURL(/\/payout_list\/liste\/view\/pll_/);
  await expect(page.getByTestId('summary-invalid')).toHaveText('2');
  const table = page.getByTestId('rows-table');
  await expect(table.locator('[data-line="5"]')).toContainText(
    "Ce numéro n'appartient pas au réseau choisi.",
  );
  await expect(table.locator('[data-line="6"]')).toContainText('Ce nombre doit être supérieur à 0');

  // Fix row 5 in place (0195 is a Moov number), delete row 6.
  await page.getByRole('button', { name: 'Corriger 5' }).click();
  const edit = page.getByRole('dialog', { name: 'Corriger la ligne 5' });
  await edit.getByRole('textbox', { name: 'Réseau' }).click();
  await page.getByRole('option', { name: 'Moov Bénin' }).click();
  await edit.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(table.locator('[data-line="5"]')).toContainText('Valide');
  await page.getByRole('button', { name: 'Supprimer 6' }).click();
  await expect(page.getByTestId('summary-invalid')).toHaveText('0');
  await expect(page.getByTestId('summary-valid')).toHaveText('4');

  // Confirm with the password, then watch the progress to the end.
  await page.getByTestId('confirm-list').click();
  await confirmPassword(page, 'Confirmation de Mot de Passe', 'Continuer');
  await expect(page).toHaveURL(/\/payout_list\/detail\/pll_/);
  await expect(page.getByTestId('list-progress')).toBeVisible();
  await expect(page.getByTestId('progress-finished')).toBeVisible({ timeout: 120_000 });
  await expect(page.getByTestId('progress-successful')).toHaveText('4');
  await expect(page.getByTestId('progress-text')).toHaveAttribute('data-percent', '100');

  // Export the results.
  await page.getByTestId('export-results').click();
  const downloading = page.waitForEvent('download');
  await page.getByRole('menuitem', { name: 'Exporter en CSV' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/\.csv$/);
  const text = await readFile((await download.path())!, 'utf8');
  expect(text).toContain('ligne,numero,reseau,montant,motif,frais,statut,reference,erreur');
  expect(text.match(/SUCCESSFUL/g)).toHaveLength(4);

  // The list is saved: it shows in /payout_list/liste.
  await page.goto('/payout_list/liste');
  await expect(page.getByTestId('lists-table')).toContainText('Salaires e2e');
});

test('in English, the corporate flow: type a list, check it, summary, password, progress', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  await fundLiveShop(request, 10_000);

  await signIn(page, MERCHANT, '/en/feexCorporate/choicePage');
  await page.getByTestId('choice-typed').click();
  await expect(page).toHaveURL(/\/en\/feexCorporate\/listChoice$/);
  await page.getByTestId('choice-several').click();
  await expect(page).toHaveURL(/\/en\/feexCorporate\/newList$/);
  await page.getByLabel('List name').fill('Corporate e2e');
  await page.getByRole('textbox', { name: 'Number 1' }).fill('0197000300');
  await page.getByRole('textbox', { name: 'Network 1' }).click();
  await page.getByRole('option', { name: 'MTN Bénin' }).click();
  await page.getByRole('textbox', { name: 'Amount 1' }).fill('1000');
  await page.getByRole('button', { name: 'Create and check' }).click();

  await expect(page).toHaveURL(/\/en\/feexCorporate\/listDetail\?list=pll_/);
  await expect(page.getByTestId('summary-valid')).toHaveText('1');
  await page.getByTestId('to-summary').click();
  await expect(page).toHaveURL(/\/en\/feexCorporate\/editSommary\?list=pll_/);
  await expect(page.getByText('Your balance covers this payment.')).toBeVisible();
  await page.getByTestId('confirm-list').click();
  await confirmPassword(page, 'Password confirmation', 'Continue');

  await expect(page).toHaveURL(/\/en\/feexCorporate\/corporateDetail\?list=pll_/);
  await expect(page.getByTestId('progress-finished')).toHaveText('Payment finished.', { timeout: 120_000 });
  await expect(page.getByTestId('progress-successful')).toHaveText('1');
});

test('in Spanish, the sandbox corporate pages: upload, check, summary; a short balance is refused', async ({
  page,
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

  await page.goto('/es/sandbox/feexCorporate/listChoice');
  await page.getByTestId('choice-several').click();
  await expect(page).toHaveURL(/\/es\/sandbox\/feexCorporate\/newList$/);
  await page.getByText('Archivo', { exact: true }).click();
  await page.locator('input[type="file"]').setInputFiles({
    name: 'sandbox.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from('numero,reseau,montant\n0197000000,MTN,900000000\n'),
  });
  await page.getByRole('button', { name: 'Importar y revisar' }).click();
  await expect(page).toHaveURL(/\/es\/sandbox\/feexCorporate\/listDetail\?list=pll_/);
  await expect(page.getByTestId('summary-valid')).toHaveText('1');
  // A row added in place is validated like the others.
  await page.getByRole('button', { name: 'Añadir una fila' }).click();
  const add = page.getByRole('dialog', { name: 'Añadir una fila' });
  await add.getByRole('textbox', { name: 'Número' }).fill('0195000000');
  await add.getByRole('textbox', { name: 'Red' }).click();
  await page.getByRole('option', { name: 'Moov Bénin' }).click();
  await add.getByRole('textbox', { name: 'Importe' }).fill('500');
  await add.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByTestId('summary-valid')).toHaveText('2');
  await expect(page.getByTestId('rows-table').locator('[data-line="3"]')).toContainText('Válida');
  await page.getByTestId('to-summary').click();
  await expect(page).toHaveURL(/\/es\/sandbox\/feexCorporate\/editSommary\?list=pll_/);
  await expect(page.getByTestId('balance-short')).toContainText('Saldo insuficiente');
  await page.getByTestId('confirm-list').click();
  await confirmPassword(page, 'Confirmación de contraseña', 'Continuar');
  await expect(page.getByRole('dialog')).toContainText(
    'El saldo disponible no cubre este importe y su comisión.',
  );
  await expect(page).toHaveURL(/editSommary/);
});
