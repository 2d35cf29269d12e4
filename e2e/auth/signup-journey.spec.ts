import { Buffer } from 'node:buffer';
import { expect, test } from '@playwright/test';
import { lastLinkMailedTo } from '../support/dev-inbox.ts';
import { PNG_FILE, uniqueEmail } from '../support/fixtures.ts';

test('a new merchant signs up, confirms by e-mail, sends identity, signs in and out', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('aicha');

  await page.goto('/signup');
  await expect(page.getByRole('heading', { name: 'Créez votre compte marchand' })).toBeVisible();
  // Submitting empty shows the spec's rule messages and sends nothing.
  await page.getByRole('button', { name: 'Créer mon compte' }).click();
  await expect(page.getByText('Ce champ est obligatoire').first()).toBeVisible();

  await page.getByLabel('Prénom').fill('Aïcha');
  await page.getByLabel('Nom', { exact: true }).fill('Dossou');
  await page.getByLabel("Nom de l'entreprise").fill('Tissus Aïcha');
  await page.getByLabel('Pays').selectOption('BJ');
  await page.getByLabel('Adresse e-mail professionnelle').fill('pas-un-email');
  await page.getByRole('button', { name: 'Créer mon compte' }).click();
  await expect(page.getByText("Cette adresse mail n'est pas valide.")).toBeVisible();
  await page.getByLabel('Adresse e-mail professionnelle').fill(email);
  await page.getByRole('button', { name: 'Créer mon compte' }).click();
  await expect(page).toHaveURL(/\/signup\/checkmail/);
  await expect(page.getByRole('heading', { name: 'Confirmez votre adresse e-mail' })).toBeVisible();

  // Follow the confirmation link from the dev inbox.
  const link = await lastLinkMailedTo(request, email);
  expect(link).toContain('/signup/confirmation?token=');
  await page.goto(link);
  await expect(page).toHaveURL(/\/signup\/identity\?ticket=/);

  await page.getByLabel('Téléphone').fill('+229 01 97 00 00 00');
  await page.getByLabel('Date de naissance').fill('1990-05-01');
  await page.getByLabel("Type de pièce d'identité").selectOption('NATIONAL_ID');
  await page.getByLabel("Numéro de la pièce d'identité").fill('BJ-1234567');
  await page.getByLabel('Forme juridique').selectOption('SOLE_PROPRIETORSHIP');
  await page.getByLabel('Activité').fill('Vente de tissus');
  await page.getByLabel('Adresse', { exact: true }).fill('Rue 12, Ganhi');
  await page.getByLabel('Ville').fill('Cotonou');
  // A file of the wrong type is refused with the spec's message.
  await page.getByTestId('id-document-file').setInputFiles({
    name: 'notes.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('hello'),
  });
  await page.getByRole('button', { name: 'Continuer' }).click();
  await expect(page.getByText('Vous devez choisir un fichier de type Jpeg, Jpg, Png, ou pdf')).toBeVisible();
  await page.getByTestId('id-document-file').setInputFiles(PNG_FILE);
  await page.getByRole('button', { name: 'Continuer' }).click();

  await expect(page).toHaveURL(/\/signup\/terms\//);
  await page.getByLabel("J'ai lu et j'accepte les conditions générales d'utilisation").check();
  await page.getByRole('button', { name: 'Accepter et continuer' }).click();

  await expect(page).toHaveURL(/\/signup\/password\//);
  await page.getByLabel('Mot de passe', { exact: true }).fill('Secret123');
  await page.getByLabel('Confirmation du mot de passe').fill('Secret124');
  await page.getByRole('button', { name: 'Terminer mon inscription' }).click();
  await expect(page.getByText('Les mots de passe ne correspondent pas.')).toBeVisible();
  await page.getByLabel('Confirmation du mot de passe').fill('Secret123');
  await page.getByRole('button', { name: 'Terminer mon inscription' }).click();
  await expect(page).toHaveURL(/\/signin/);

  await page.getByLabel('Adresse e-mail').fill(email);
  await page.getByLabel('Mot de passe', { exact: true }).fill('Secret123');
  await page.getByRole('button', { name: 'Se connecter' }).click();
  // A merchant waiting for validation lands in its space and sees it is waiting.
  await expect(page.getByText('En attente de validation').first()).toBeVisible();

  await page.goto('/signin/signout');
  await expect(page).toHaveURL(/\/signin\/?$/);
  // Signed out: a protected page sends back to sign-in.
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/signin\?redirect=/);
});
