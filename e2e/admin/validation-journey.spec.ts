import { Buffer } from 'node:buffer';
import { type Browser, expect as baseExpect, type Page, test } from '@playwright/test';
import { lastLinkMailedTo } from '../support/dev-inbox.ts';
import { DEMO_PASSWORD, PNG_FILE, uniqueEmail } from '../support/fixtures.ts';

// The machine running the journeys is shared: give each screen time to answer.
const expect = baseExpect.configure({ timeout: 30_000 });

const PDF_FILE = {
  name: 'registre.pdf',
  mimeType: 'application/pdf',
  buffer: Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n'),
};

async function signIn(page: Page, email: string, password: string) {
  await page.goto('/signin');
  await page.getByLabel('Adresse e-mail').fill(email);
  await page.getByLabel('Mot de passe', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Se connecter' }).click();
}

async function staffPage(browser: Browser) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, 'admin@demo.local', DEMO_PASSWORD);
  // Staff land on the back-office dashboard.
  await expect(page).toHaveURL(/\/admin\/dashboard/);
  return page;
}

test('a new merchant signs up with documents, staff refuses one, the merchant re-sends it, staff validate, the merchant goes live with a live key', async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(360_000);
  const email = uniqueEmail('kossi');
  // Sign-up with identity and the identity document.
  await page.goto('/signup');
  await page.getByLabel('Prénom').fill('Kossi');
  await page.getByLabel('Nom', { exact: true }).fill('Agbo');
  await page.getByLabel("Nom de l'entreprise").fill('Kossi Épices');
  await page.getByLabel('Pays').selectOption('BJ');
  await page.getByLabel('Adresse e-mail professionnelle').fill(email);
  await page.getByRole('button', { name: 'Créer mon compte' }).click();
  await expect(page).toHaveURL(/\/signup\/checkmail/);
  await page.goto(await lastLinkMailedTo(request, email));
  await expect(page).toHaveURL(/\/signup\/identity\?ticket=/);
  await page.getByLabel('Téléphone').fill('+229 01 97 00 00 00');
  await page.getByLabel('Date de naissance').fill('1991-03-04');
  await page.getByLabel("Type de pièce d'identité").selectOption('PASSPORT');
  await page.getByLabel("Numéro de la pièce d'identité").fill('PA-778899');
  await page.getByLabel('Forme juridique').selectOption('SOLE_PROPRIETORSHIP');
  await page.getByLabel('Activité').fill('Épices en ligne');
  await page.getByLabel('Adresse', { exact: true }).fill('Rue 4, Akpakpa');
  await page.getByLabel('Ville').fill('Cotonou');
  await page.getByTestId('id-document-file').setInputFiles(PNG_FILE);
  await page.getByTestId('business-document-file').setInputFiles(PDF_FILE);
  await page.getByRole('button', { name: 'Continuer' }).click();
  await expect(page).toHaveURL(/\/signup\/terms\//);
  await page.getByLabel("J'ai lu et j'accepte les conditions générales d'utilisation").check();
  await page.getByRole('button', { name: 'Accepter et continuer' }).click();
  await page.getByLabel('Mot de passe', { exact: true }).fill('Secret123');
  await page.getByLabel('Confirmation du mot de passe').fill('Secret123');
  await page.getByRole('button', { name: 'Terminer mon inscription' }).click();
  await expect(page).toHaveURL(/\/signin/);
  await signIn(page, email, 'Secret123');
  await expect(page).toHaveURL(/\/sandbox\/dashboard/);

  // The sandbox sidebar leads to the validation file: sent, waiting for staff.
  await page.getByRole('link', { name: 'Valider mon compte' }).first().click();
  await expect(page).toHaveURL(/\/validation$/);
  await expect(page.getByTestId('validation-state')).toHaveText('Envoyé');

  // Staff: the queue, the file, the document inline, a refusal with its reason.
  const staff = await staffPage(browser);
  await staff.goto('/admin/validation');
  const row = staff.getByTestId('queue-row').filter({ hasText: 'Kossi Épices' });
  await expect(row).toBeVisible();
  await row.getByRole('link', { name: 'Examiner' }).click();
  await expect(staff.getByTestId('merchant-name')).toHaveText('Kossi Épices');
  const idDoc = staff.getByTestId('review-id_document');
  await idDoc.getByRole('button', { name: 'Afficher' }).click();
  await expect(staff.getByTestId('document-preview')).toBeVisible();
  await staff.getByTestId('refuse-id_document').check();
  await staff.getByTestId('refuse-reason-id_document').fill('Photo floue, illisible');
  await staff.getByTestId('refuse').click();
  await expect(staff.getByText("Ce dossier n'est pas en attente de validation.")).toBeVisible();

  // The merchant sees the reason and sends a new identity document.
  await page.reload();
  await expect(page.getByTestId('validation-state')).toHaveText('Refusé');
  await expect(page.getByTestId('refusal-reason')).toContainText('Photo floue, illisible');
  await page.getByTestId('id-document-file').setInputFiles({ ...PNG_FILE, name: 'passeport-net.png' });
  await page.getByRole('button', { name: 'Continuer' }).click();
  await expect(page).toHaveURL(/\/validation\/success/);
  await expect(page.getByTestId('validation-success')).toHaveText('Dossier envoyé');

  // Staff approve with a reason and the password modal.
  await staff.reload();
  await expect(staff.getByTestId('merchant-status')).toHaveText('Soumis');
  await staff.getByTestId('decision-reason').fill('Pièces conformes');
  await staff.getByTestId('approve').click();
  await expect(staff.getByText('Confirmation de Mot de Passe')).toBeVisible();
  await staff.getByTestId('confirm-password').fill('mauvais');
  await staff.getByTestId('confirm-password-submit').click();
  await expect(staff.getByText('Mot de passe incorrect.')).toBeVisible();
  await staff.getByTestId('confirm-password').fill(DEMO_PASSWORD);
  await staff.getByTestId('confirm-password-submit').click();
  await expect(staff.getByTestId('merchant-status')).toHaveText('Validé');
  await expect(staff.getByTestId('decision-history')).toContainText('Compte validé');
  // The audit trail keeps both decisions.
  await staff.goto('/admin/actions');
  await expect(staff.getByTestId('action-row').filter({ hasText: 'Kossi Épices' })).toHaveCount(2);

  // The merchant is validated, goes live and finds a live key.
  await page.goto('/validation');
  await expect(page.getByTestId('validation-state')).toHaveText('Validé');
  await page.goto('/sandbox/dashboard');
  await page.getByRole('button', { name: 'Live', exact: true }).click();
  await page.getByLabel('Mot de passe', { exact: true }).fill('Secret123');
  await page.getByRole('button', { name: 'Continuer' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/developers/api');
  await expect(page.getByText(/fp_live_/).first()).toBeVisible();
  await staff.context().close();
});

test('the back-office in English and Spanish, staff landing, and a merchant turned away', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await signIn(page, 'admin@demo.local', DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/admin\/dashboard/);
  await page.goto('/en/admin/validation');
  await expect(page.getByRole('heading', { name: 'Validation requests', level: 2 })).toBeVisible();
  await expect(page.getByTestId('queue-row').filter({ hasText: 'Nouvelle Boutique' })).toBeVisible();
  await page.goto('/es/admin/dashboard');
  await expect(page.getByRole('heading', { name: 'Panel de la plataforma', level: 2 })).toBeVisible();
  await expect(page.getByTestId('queue-validations')).toContainText('Solicitudes de validación');
  await page.goto('/signin/signout');
  await expect(page).toHaveURL(/\/signin\/?$/);

  // COMPTABLE lands on the admin dashboard too.
  await signIn(page, 'comptable@demo.local', DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/admin\/dashboard/);
  await expect(page.getByTestId('admin-nav')).toContainText('Tableau de bord');
  await page.goto('/signin/signout');
  await expect(page).toHaveURL(/\/signin\/?$/);

  // A merchant entering the admin layout gets the spec's message and is sent away.
  await signIn(page, 'marchand@demo.local', DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/dashboard/);
  await page.goto('/admin/users');
  await expect(page.getByText("Vous n'êtes pas autorisé à venir ici. Vous serez redirigé...")).toBeVisible();
  await expect(page).not.toHaveURL(/\/admin\//);
});
