import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { MERCHANT, NEW_MERCHANT, signIn, toast } from '../shell/helpers.ts';

test('the merchant adds, edits and views a customer, then finds it in the list', async ({ page }) => {
  await signIn(page, MERCHANT, '/customers');
  await page.getByRole('link', { name: 'Ajouter un client' }).first().click();
  await expect(page).toHaveURL(/\/customers\/add$/);

  // A bad e-mail is refused under its field; nothing is sent.
  await page.getByLabel('Numéro de téléphone').fill('01 97 88 77 66');
  await page.getByLabel('Prénom').fill('Fifamè');
  await page.getByLabel('Nom', { exact: true }).fill('Agbo');
  await page.getByLabel('Adresse e-mail').fill('fifame@');
  await page.getByRole('button', { name: 'Ajouter le client' }).click();
  await expect(page.getByText("Cette adresse mail n'est pas valide.")).toBeVisible();
  await page.getByLabel('Adresse e-mail').fill('fifame@example.com');
  await page.getByLabel('Notes').fill('Préfère être contactée le matin');
  await page.getByRole('button', { name: 'Ajouter le client' }).click();

  await expect(toast(page)).toHaveText('Client ajouté avec succès.');
  await expect(page).toHaveURL(/\/customers\/detail\/cus_/);
  await expect(page.getByTestId('customer-name')).toHaveText('Fifamè Agbo');
  await expect(page.getByTestId('customer-phone')).toHaveText('+229 01 97 88 77 66');
  await expect(page.getByText("Ce client n'a encore fait aucun paiement.")).toBeVisible();

  await page.getByRole('link', { name: 'Modifier' }).click();
  await expect(page).toHaveURL(/\/customers\/update\/cus_/);
  await page.getByLabel('Nom', { exact: true }).fill('Agbo-Houénou');
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(toast(page)).toHaveText('Client modifié avec succès.');
  await expect(page.getByTestId('customer-name')).toHaveText('Fifamè Agbo-Houénou');

  // The same number again is refused under the phone field.
  await page.goto('/customers/add');
  await page.getByLabel('Numéro de téléphone').fill('+229 0197887766');
  await page.getByRole('button', { name: 'Ajouter le client' }).click();
  await expect(
    page.getByText('Un client avec ce numéro de téléphone existe déjà dans cette boutique.'),
  ).toBeVisible();

  await page.goto('/customers');
  await page.getByLabel('Rechercher par nom, téléphone ou e-mail').fill('houénou');
  await expect(page).toHaveURL(/q=hou/);
  await expect(page.getByTestId('customer-row')).toHaveCount(1);
  await expect(page.getByTestId('customer-row')).toContainText('fifame@example.com');

  // The export holds what the search keeps (every page), read by the API, headers in French.
  const [csv] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Exporter en CSV' }).click(),
  ]);
  expect(csv.suggestedFilename()).toMatch(/^customers-live-\d{4}-\d{2}-\d{2}\.csv$/);
  const lines = (await readFile((await csv.path())!, 'utf8'))
    .replace(/^\uFEFF/, '')
    .trim()
    .split(/\r?\n/);
  expect(lines[0]).toMatch(/^Téléphone,Prénom,Nom,E-mail,Réseau,Paiements réussis,Montant payé \(XOF\)/);
  expect(lines.slice(1)).toEqual([
    expect.stringMatching(/^\+229 01 97 88 77 66,Fifamè,Agbo-Houénou,fifame@example\.com,/),
  ]);
  const [xlsx] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Exporter en Excel' }).click(),
  ]);
  expect(xlsx.suggestedFilename()).toMatch(/^customers-live-.*\.xlsx$/);
  expect((await readFile((await xlsx.path())!)).subarray(0, 2).toString()).toBe('PK');
});

test('an import keeps the good rows, lists the bad one, and refuses a file of another type', async ({
  page,
}) => {
  await signIn(page, MERCHANT, '/addoldcustomer');
  await expect(page.getByRole('heading', { name: 'Importer des clients' })).toBeVisible();
  const input = page.locator('input[type="file"]');

  await input.setInputFiles({ name: 'clients.txt', mimeType: 'text/plain', buffer: Buffer.from('x') });
  await expect(page.getByText('Vous devez choisir un fichier de type CSV, XLS, ou XLSX')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Importer', exact: true })).toBeDisabled();

  const csv = [
    'telephone;prenom;nom;email',
    '0196111001;Rose;Kpade;',
    '0196;Faux;Numero;',
    '+22890111002;Eli;Amah;eli@example.com',
  ].join('\n');
  await input.setInputFiles({ name: 'clients.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
  await page.getByRole('button', { name: 'Importer', exact: true }).click();
  await expect(page.getByTestId('import-result')).toContainText('2 client(s) importé(s) sur 3 ligne(s).');
  const errors = page.getByTestId('import-error-row');
  await expect(errors).toHaveCount(1);
  await expect(errors.first()).toContainText("Ce numéro de téléphone n'est pas valide.");
  await expect(errors.first()).toContainText('3');

  await page.goto('/customers?q=kpade');
  await expect(page.getByTestId('customer-row')).toHaveCount(1);
});

test('a merchant without card payments asks for them from the sidebar and sees the request pending', async ({
  page,
}) => {
  await signIn(page, NEW_MERCHANT, '/sandbox/dashboard');
  const link = page.getByTestId('sidebar-nav').getByRole('link', { name: 'Demander le paiement par carte' });
  await expect(link).toHaveAttribute('href', /\/card-payment-request\?id_merchant=mch_/);
  await link.click();
  await expect(page.getByRole('heading', { name: 'Demande de paiement par carte bancaire' })).toBeVisible();

  await page.getByLabel('Activité').fill('Restauration rapide');
  await page.getByLabel('Téléphone de contact').fill('90 11 22 33');
  await page.getByLabel('Pays').first().click();
  await page.getByRole('option', { name: 'Togo' }).click();
  await page.getByRole('button', { name: 'Envoyer la demande' }).click();
  await expect(page.getByText('Ce champ est obligatoire')).toBeVisible();
  await page.getByLabel('Volume mensuel attendu par carte').fill('1500000');
  await page.getByLabel('Site web').fill('https://resto.example.com');
  await page.getByRole('button', { name: 'Envoyer la demande' }).click();

  await expect(toast(page)).toHaveText('Votre demande a été envoyée.');
  const status = page.getByTestId('card-request-status');
  await expect(status).toContainText("En cours d'examen");
  await expect(page.getByRole('button', { name: 'Envoyer la demande' })).toHaveCount(0);
  await page.reload();
  await expect(page.getByTestId('card-request-status')).toBeVisible();
});
