import { expect, type Page, test } from '@playwright/test';
import { appRunning } from '../shell/helpers.ts';
import { lastLinkMailedTo } from '../support/dev-inbox.ts';
import { DEMO_PASSWORD, PNG_FILE, uniqueEmail } from '../support/fixtures.ts';

/** Signs a demo account in through the API (refresh cookie in the page's context), then opens `path`. */
async function signIn(page: Page, email: string, path: string) {
  const response = await page.request.post('/api/auth/users/login', {
    data: { email, password: DEMO_PASSWORD },
  });
  expect(response.status()).toBe(200);
  await page.goto(path);
  await appRunning(page);
  await expect(page.getByTestId('page-title')).toBeVisible({ timeout: 30_000 });
}

test('a merchant signs up through a referral link, is validated, gets paid, and its sponsor sees the commission', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const email = uniqueEmail('filleule');
  const business = `Pagne ${Date.now().toString(36)}`;

  // The sponsor's link: /signup?ref=<code> tells who invites.
  await page.goto('/signup?ref=DEMOPARRAIN');
  await expect(page.getByTestId('signup-code')).toHaveText('Vous êtes parrainé par Demo Marchand.');
  await page.getByLabel('Prénom').fill('Rokia');
  await page.getByLabel('Nom', { exact: true }).fill('Traoré');
  await page.getByLabel("Nom de l'entreprise").fill(business);
  await page.getByLabel('Pays').selectOption('BJ');
  await page.getByLabel('Adresse e-mail professionnelle').fill(email);
  await page.getByRole('button', { name: 'Créer mon compte' }).click();
  await expect(page).toHaveURL(/\/signup\/checkmail/);

  await page.goto(await lastLinkMailedTo(request, email));
  await expect(page).toHaveURL(/\/signup\/identity\?ticket=/);
  await page.getByLabel('Téléphone').fill('+229 01 97 00 00 00');
  await page.getByLabel('Date de naissance').fill('1991-02-03');
  await page.getByLabel("Type de pièce d'identité").selectOption('NATIONAL_ID');
  await page.getByLabel("Numéro de la pièce d'identité").fill('BJ-7654321');
  await page.getByLabel('Forme juridique').selectOption('SOLE_PROPRIETORSHIP');
  await page.getByLabel('Activité').fill('Vente de pagnes');
  await page.getByLabel('Adresse', { exact: true }).fill('Marché Dantokpa');
  await page.getByLabel('Ville').fill('Cotonou');
  await page.getByTestId('id-document-file').setInputFiles(PNG_FILE);
  await page.getByRole('button', { name: 'Continuer' }).click();
  await expect(page).toHaveURL(/\/signup\/terms\//);
  await page.getByLabel("J'ai lu et j'accepte les conditions générales d'utilisation").check();
  await page.getByRole('button', { name: 'Accepter et continuer' }).click();
  await expect(page).toHaveURL(/\/signup\/password\//);
  await page.getByLabel('Mot de passe', { exact: true }).fill('Secret123');
  await page.getByLabel('Confirmation du mot de passe').fill('Secret123');
  await page.getByRole('button', { name: 'Terminer mon inscription' }).click();
  await expect(page).toHaveURL(/\/signin/);

  // Staff validate it (the back-office API).
  const admin = await request.post('/api/auth/users/login', {
    data: { email: 'admin@demo.local', password: DEMO_PASSWORD },
  });
  const staff = { authorization: `Bearer ${((await admin.json()) as { token: string }).token}` };
  const queue = (await (await request.get('/api/admin/validation', { headers: staff })).json()) as {
    merchants: { merchant_id: string; business_name: string }[];
  };
  const merchant = queue.merchants.find((m) => m.business_name === business)!;
  expect(merchant).toBeDefined();
  const approved = await request.post(`/api/admin/validation/${merchant.merchant_id}/approve`, {
    headers: staff,
    data: { reason: 'Dossier complet', password: DEMO_PASSWORD },
  });
  expect(approved.status()).toBe(200);

  // A customer pays it 10 000 XOF on MTN (live; the simulator's ending 00 succeeds).
  const login = await request.post('/api/auth/users/login', { data: { email, password: 'Secret123' } });
  const { token, user } = (await login.json()) as { token: string; user: { _id: string } };
  const headers = { authorization: `Bearer ${token}` };
  const shops = (await (await request.get(`/api/shop/${user._id}/get`, { headers })).json()) as {
    shop: { _id: string }[];
  };
  const paid = await request.post('/api/transactions/request', {
    headers,
    data: { shop: shops.shop[0]!._id, network: 'mtn', phoneNumber: '0197000000', amount: 10_000 },
  });
  expect(paid.status()).toBe(201);
  const { _id } = (await paid.json()) as { _id: string };
  const shop = shops.shop[0]!._id;
  await expect
    .poll(
      async () => {
        const list = await request.get(`/api/transactions?shop=${shop}`, { headers });
        const body = (await list.json()) as { items?: { _id: string; status: string }[] };
        return body.items?.find((t) => t._id === _id)?.status ?? `${list.status()} ${JSON.stringify(body)}`;
      },
      { timeout: 60_000 },
    )
    .toBe('SUCCESSFUL');

  // The sponsor's board: the new merchant, validated, with 10 % of the 170 XOF fee: 17 XOF.
  await signIn(page, 'marchand@demo.local', '/referral/board');
  const row = page.getByTestId('sponsored-row').filter({ hasText: business });
  await expect(row).toContainText('Validé');
  await expect(row.getByTestId('row-commission-total')).toHaveText(/^17\sF\sCFA$/);
  await row.getByRole('link', { name: business }).click();
  await expect(page).toHaveURL(/\/referral\/view\//);
  await expect(page.getByText('Commissions gagnées')).toBeVisible();

  // The link to share: copy ('Lien copié avec succès'), QR code, WhatsApp.
  await page.goto('/referral/paymentLink');
  await expect(page.getByTestId('referral-url')).toHaveText(/\/signup\?ref=DEMOPARRAIN$/);
  await expect(page.getByTestId('qr-code')).toBeVisible();
  await expect(page.getByTestId('whatsapp-share')).toHaveAttribute('href', /^https:\/\/wa\.me\/\?text=/);
  await page.getByRole('button', { name: 'Copier le lien' }).click();
  await expect(page.getByText('Lien copié avec succès')).toBeVisible();

  // The sponsored merchant's side.
  await page.goto('/signin/signout');
  await expect(page).toHaveURL(/\/signin\/?$/);
  await page.getByLabel('Adresse e-mail').fill(email);
  await page.getByLabel('Mot de passe', { exact: true }).fill('Secret123');
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page.getByTestId('page-title')).toBeVisible({ timeout: 30_000 });
  await page.goto('/sponsorship');
  await expect(page.getByTestId('sponsorship')).toContainText('Parrainé par Demo Marchand', {
    timeout: 30_000,
  });
});

test('no referral, sponsorship or commercial page shows the coming page', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, 'marchand@demo.local', '/referral');
  for (const path of ['/referral', '/referral/board', '/referral/paymentLink', '/sponsorship']) {
    await page.goto(path);
    await expect(page.getByTestId('page-title')).toBeVisible();
    await expect(page.getByText('Cette section est en cours de construction.', { exact: false })).toHaveCount(
      0,
    );
  }
  await page.goto('/signin/signout');
  // The sign-out finishes (its logout call ends the session) before the agent signs in.
  await expect(page).toHaveURL(/\/signin\/?$/);
  await expect(page.getByRole('heading', { name: 'Connexion' })).toBeVisible();
  await signIn(page, 'commercial@demo.local', '/commercial/dashboard');
  for (const path of ['/commercial/dashboard', '/commercial/customers']) {
    await page.goto(path);
    await expect(page.getByTestId('page-title')).toBeVisible({ timeout: 30_000 });
    await expect(page.locator('main').getByRole('heading').first()).toBeVisible({ timeout: 30_000 });
    await expect(page.getByText('Cette section est en cours de construction.', { exact: false })).toHaveCount(
      0,
    );
  }
});
