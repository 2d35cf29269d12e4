import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { MERCHANT, PASSWORD, signIn, TEAM_PAYOUT_ONLY, toast } from '../shell/helpers.ts';
import { WebhookReceiver } from './receiver.ts';

/** Enters the sandbox through the Test button and its password modal. */
async function enterSandbox(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Test' }).click();
  const dialog = page.getByRole('dialog', { name: 'Confirmation de Mot de Passe' });
  await dialog.getByLabel('Mot de passe', { exact: true }).fill(PASSWORD);
  await dialog.getByRole('button', { name: 'Continuer' }).click();
  await expect(page).toHaveURL(/\/sandbox\/dashboard$/);
}

/** Creates a sandbox key on the developers page and reads its secret from the once-only modal. */
async function createKey(page: Page): Promise<string> {
  await page.getByRole('button', { name: 'Créer une clé' }).click();
  const modal = page.getByRole('dialog', { name: 'Votre nouvelle clé secrète' });
  await expect(modal.getByText('Affichée une seule fois')).toBeVisible();
  const key = (await modal.getByTestId('new-secret').textContent())?.trim() ?? '';
  expect(key).toMatch(/^fp_test_/);
  await modal.getByRole('button', { name: "J'ai copié la valeur" }).click();
  await expect(modal).toBeHidden();
  return key;
}

async function pay(request: APIRequestContext, key: string, shop: string) {
  const response = await request.post('/api/transactions/public/requesttopay/mtn', {
    headers: { authorization: `Bearer ${key}` },
    data: { shop, amount: 1000, phoneNumber: '0197000000' },
  });
  expect(response.status(), await response.text()).toBeLessThan(300);
  return ((await response.json()) as { reference: string }).reference;
}

const receiver = new WebhookReceiver();
let receiverUrl = '';
test.beforeAll(async () => {
  receiverUrl = await receiver.start();
});
test.afterAll(async () => {
  await receiver.stop();
});

test('a sandbox webhook is delivered, fails with retries, and is resent once the receiver is fixed', async ({
  page,
}) => {
  test.setTimeout(150_000);
  await signIn(page, MERCHANT);
  await enterSandbox(page);

  // The developers page of the sandbox: the shop's public id and a new test key.
  await page.getByTestId('sidebar-nav').getByRole('link', { name: 'API' }).click();
  await expect(page).toHaveURL(/\/sandbox\/developers\/api$/);
  const shop = (await page.getByTestId('public-id').textContent())?.trim() ?? '';
  expect(shop).not.toBe('');
  const key = await createKey(page);
  await expect(
    page
      .getByTestId('api-key-row')
      .filter({ hasText: key.slice(-4) })
      .first(),
  ).toContainText('Active');
  await expect(page.getByTestId('api-docs')).toContainText('0197000000');

  // A webhook endpoint pointing at the local receiver; its signing secret is shown once.
  await page
    .getByRole('navigation', { name: 'Espace développeurs' })
    .getByRole('link', { name: 'Webhooks' })
    .click();
  await expect(page).toHaveURL(/\/sandbox\/developers\/webHooks$/);
  // The page's own button (an empty list offers the same link in its empty state once it has loaded).
  await page.getByRole('link', { name: 'Ajouter un endpoint' }).first().click();
  await page.getByLabel("URL de l'endpoint").fill(receiverUrl);
  await page.getByLabel('Description', { exact: true }).fill('Recette e2e');
  await page.getByRole('button', { name: "Créer l'endpoint" }).click();
  const created = page.getByRole('dialog', { name: 'Endpoint créé : son secret de signature' });
  receiver.secret = (await created.getByTestId('new-secret').textContent())?.trim() ?? '';
  expect(receiver.secret).toMatch(/^whsec_/);
  await created.getByRole('button', { name: "J'ai copié la valeur" }).click();
  await expect(page).toHaveURL(/\/sandbox\/developers\/webHooks\/view\/[^/]+$/);
  await expect(page.getByTestId('endpoint-url')).toHaveText(receiverUrl);
  await expect(page.getByTestId('endpoint-state')).toHaveText('Actif');

  // A sandbox payment with the new key: its delivery succeeds.
  const first = await pay(page.request, key, shop);
  const firstRow = page.locator(`[data-testid="delivery-row"][data-reference="${first}"]`);
  await expect(firstRow.getByTestId('delivery-state')).toHaveText('Réussie', { timeout: 30_000 });
  await expect(firstRow).toContainText('transaction.successful');
  await expect(firstRow.getByTestId('status-code')).toHaveText('200');
  expect(receiver.about(first).map((r) => [r.type, r.verified, r.answered])).toEqual([
    ['transaction.successful', true, 200],
  ]);

  // The receiver answers 500: the delivery fails, a retry is scheduled (5 s, then 5 min).
  receiver.failing = true;
  const second = await pay(page.request, key, shop);
  const secondRow = page.locator(`[data-testid="delivery-row"][data-reference="${second}"]`);
  await expect(secondRow.getByTestId('delivery-state')).toHaveText('Nouvel essai prévu', { timeout: 30_000 });
  await expect(secondRow.getByTestId('status-code')).toHaveText('500');
  await expect(secondRow.getByTestId('delivery-attempts')).toHaveText('2', { timeout: 30_000 });
  await expect(secondRow.getByTestId('delivery-next')).toHaveText(/\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}/);

  // "Failed only" goes to the URL and keeps the failing delivery only.
  await page.getByRole('switch', { name: 'Échecs seulement' }).click();
  await expect(page).toHaveURL(/[?&]failed=1/);
  await expect(page.getByTestId('delivery-row')).toHaveCount(1);
  await expect(page.getByTestId('delivery-row')).toHaveAttribute('data-reference', second);
  await page.reload();
  await expect(page.getByTestId('delivery-row')).toHaveCount(1);

  // The drawer shows every attempt with the receiver's answer.
  await page.getByTestId('delivery-row').first().click();
  const drawer = page.getByRole('dialog', { name: 'Détail de la livraison' });
  await expect(drawer.getByTestId('attempt')).toHaveCount(2);
  await expect(drawer.getByText('Tentative 2')).toBeVisible();
  await expect(drawer).toContainText('"error": "status 500"');
  await expect(drawer).toContainText('webhook-signature');
  await expect(page).toHaveURL(/[?&]delivery=/);

  // Fixed receiver, resend: the same event is delivered and succeeds.
  receiver.failing = false;
  await drawer.getByRole('button', { name: 'Renvoyer' }).click();
  await expect(toast(page)).toHaveText('Livraison renvoyée.');
  await expect(drawer.getByTestId('delivery-state')).toHaveText('Réussie', { timeout: 30_000 });
  await expect(drawer.getByTestId('attempt')).toHaveCount(3);
  const attempts = receiver.about(second);
  expect(attempts.map((r) => r.answered)).toEqual([500, 500, 200]);
  expect(new Set(attempts.map((r) => r.id)).size).toBe(1);
  await page.keyboard.press('Escape');
  await page.getByRole('switch', { name: 'Échecs seulement' }).click();
  await expect(page).not.toHaveURL(/failed=1/);
  await expect(
    page.locator(`[data-testid="delivery-row"][data-reference="${second}"]`).getByTestId('delivery-state'),
  ).toHaveText('Réussie');

  // Every request the receiver got carried a valid Standard Webhooks signature.
  expect(receiver.received.length).toBeGreaterThanOrEqual(4);
  expect(receiver.received.every((r) => r.verified)).toBe(true);
});

test('rolling a sandbox key with no overlap refuses the old key at once', async ({ page }) => {
  await signIn(page, MERCHANT);
  await enterSandbox(page);
  await page.goto('/sandbox/developers');
  const shop = (await page.getByTestId('public-id').textContent())?.trim() ?? '';
  const oldKey = await createKey(page);

  const row = page.getByTestId('api-key-row').filter({ hasText: oldKey.slice(-4) });
  await row.getByRole('button', { name: 'Actions sur la clé' }).click();
  await page.getByRole('menuitem', { name: 'Renouveler' }).click();
  const roll = page.getByRole('dialog', { name: 'Renouveler la clé' });
  await expect(roll.getByLabel('Pendant 24 heures')).toBeChecked();
  await roll.getByLabel('Aucun délai : refusée immédiatement').check();
  await expect(roll.getByTestId('roll-until')).toHaveText("L'ancienne clé sera refusée dès la confirmation.");
  await roll.getByRole('button', { name: 'Renouveler la clé' }).click();

  const shown = page.getByRole('dialog', { name: 'Votre nouvelle clé secrète' });
  const newKey = (await shown.getByTestId('new-secret').textContent())?.trim() ?? '';
  expect(newKey).toMatch(/^fp_test_/);
  expect(newKey).not.toBe(oldKey);
  await expect(shown).toContainText("L'ancienne clé est désormais refusée.");
  await shown.getByRole('button', { name: "J'ai copié la valeur" }).click();
  await expect(page.getByTestId('new-secret')).toHaveCount(0);
  await expect(page.getByText(newKey)).toHaveCount(0);

  const status = (key: string) =>
    page.request.get('/api/transactions/public/single/status/nope', {
      headers: { authorization: `Bearer ${key}` },
    });
  expect((await status(oldKey)).status()).toBe(401);
  expect((await status(newKey)).status()).not.toBe(401);
  await pay(page.request, newKey, shop);
  await expect(page.getByTestId('api-key-row').filter({ hasText: oldKey.slice(-4) })).not.toContainText(
    'Active',
  );
});

test('a team member without the developer permission is kept out of the developers area', async ({
  page,
}) => {
  await signIn(page, TEAM_PAYOUT_ONLY);
  await expect(page.getByTestId('sidebar-nav').getByRole('link', { name: 'Développeurs' })).toHaveCount(0);
  for (const path of ['/developers', '/developers/webhook', '/webhook/new']) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/dashboard$/);
  }
});
