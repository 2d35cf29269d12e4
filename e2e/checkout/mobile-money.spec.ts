import { expect, test } from '@playwright/test';
import { openHostedCheckout, RETURN_URL, simulatorUrl } from './support.ts';

test.beforeEach(async ({ page }) => {
  // The merchant's site after the payment.
  await page.route('https://boutique.example/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<h1>Merci pour votre commande</h1>' }),
  );
});

test('a customer pays with an MTN Benin number ending 00, sees the success, then goes back to the merchant', async ({
  page,
  request,
}) => {
  const session = await openHostedCheckout(request, {
    amount: 5000,
    description: 'Commande 1001',
    return_url: RETURN_URL,
  });
  await page.goto(new URL(session.checkout_url).pathname + new URL(session.checkout_url).search);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText('Commande 1001')).toBeVisible();
  await expect(page.getByText(/Mode test/)).toBeVisible();
  await page.getByLabel('Numéro de téléphone Mobile Money').fill('01 97 00 00 00');
  await expect(page.getByLabel('Réseau')).toHaveValue('mtn');
  await page.getByRole('button', { name: /^Payer/ }).click();
  await expect(page.getByText(/Validez-la avec votre code secret/)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Paiement réussi' })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText(/Retour chez le marchand dans/)).toBeVisible();
  await page.waitForURL(/boutique\.example\/merci/, { timeout: 15_000 });
  const back = new URL(page.url());
  expect(back.searchParams.get('checkout_session')).toBe(session.id);
  expect(back.searchParams.get('status')).toBe('successful');
  // The session is paid once: opening it again shows the success, no second payment.
  await page.goto(`/checkout?session=${session.id}`);
  await expect(page.getByRole('heading', { name: 'Paiement réussi' })).toBeVisible();
});

test('a timeout (number ending 03) shows "still waiting", then the late success', async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const session = await openHostedCheckout(request, { amount: 2000 });
  await page.goto(`/checkout?session=${session.id}`);
  await page.getByLabel('Numéro de téléphone Mobile Money').fill('0197000003');
  await page.getByRole('button', { name: /^Payer/ }).click();
  await expect(page.getByText(/Toujours en attente de la réponse de l'opérateur/)).toBeVisible({
    timeout: 30_000,
  });
  await expect(page.getByText('Paiement non effectué')).toHaveCount(0);
  // The operator answers late: move the simulator's clock past the hang.
  const advanced = await request.post(`${simulatorUrl(baseURL)}/_sim/clock/advance`, {
    data: { ms: 60_000 },
  });
  expect(advanced.ok()).toBe(true);
  await expect(page.getByRole('heading', { name: 'Paiement réussi' })).toBeVisible({ timeout: 30_000 });
});

test('the customer page in English, with a free amount and the fee preview', async ({ page, request }) => {
  const session = await openHostedCheckout(request, { description: 'Donation' });
  await page.goto(`/en/checkout?session=${session.id}`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await page.getByLabel('Amount to pay (F CFA)').fill('0');
  await page.getByLabel('Mobile Money phone number').fill('01 97 00 00 00');
  await page.getByRole('button', { name: /^Pay/ }).click();
  await expect(page.getByText('This number must be greater than 0')).toBeVisible();
  await page.getByLabel('Amount to pay (F CFA)').fill('3000');
  await page.getByRole('button', { name: /^Pay/ }).click();
  await expect(page.getByText(/Approve it with your PIN/)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Payment successful' })).toBeVisible({ timeout: 20_000 });
  await expect(page).toHaveURL(/\/en\/checkout\/end\?session=/);
});
