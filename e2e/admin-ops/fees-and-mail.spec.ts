import { expect, test } from '@playwright/test';
import { MERCHANT, SUPER_ADMIN, uniqueWord } from '../shell/helpers.ts';
import { bearerOf, confirmStaffAction, openAs, pick } from './helpers.ts';

test("shop fees: staff set a shop's collection rate; the next payment's fee follows it", async ({
  page,
  request,
}) => {
  test.setTimeout(150_000);
  // A live shop of its own, so the other journeys keep the default fees.
  const merchant = await bearerOf(request, MERCHANT);
  const name = `Frais ${uniqueWord()}`;
  const created = await request.post('/api/shop/create', {
    headers: merchant.headers,
    data: { name, user: merchant.userId, mode: 1 },
  });
  expect(created.status(), await created.text()).toBeLessThan(300);
  const shops = (await (
    await request.get(`/api/shop/${merchant.userId}/get`, { headers: merchant.headers })
  ).json()) as {
    shop: { _id: string; name: string }[];
  };
  const shop = shops.shop.find((s) => s.name === name)!._id;
  const key = await request.post('/api/developers/keys', { headers: merchant.headers, data: { shop } });
  expect(key.status(), await key.text()).toBe(201);
  const secret = ((await key.json()) as { key: string }).key;
  const feeOf = async (amount: number) => {
    const response = await request.post('/api/transactions/details', {
      headers: { authorization: `Bearer ${secret}` },
      data: { network: 'mtn', amount, shop },
    });
    expect(response.status(), await response.text()).toBe(200);
    return ((await response.json()) as { fee: number }).fee;
  };
  expect(await feeOf(10_000)).toBe(170); // MTN's 1.7 %

  await openAs(page, SUPER_ADMIN, `/admin/merchants/taxe/${merchant.merchantId}`);
  const card = page.getByTestId(`fees-${shop}`);
  await expect(card).toContainText(name);
  await card.getByTestId('fee-taxe_collection').fill('250');
  await card.getByTestId('fees-save').click();
  await confirmStaffAction(page, 'Conditions négociées : 2,5 %');
  await expect(page.getByText('Frais de la boutique enregistrés', { exact: false })).toBeVisible();
  expect(await feeOf(10_000)).toBe(250);

  await page.reload();
  await expect(page.getByTestId(`fees-${shop}`).getByTestId('fee-taxe_collection')).toHaveValue('250');
});

test('send-mail: staff pick one merchant, preview the e-mail, send it; the merchant receives it', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const subject = `Maintenance ${uniqueWord()}`;
  await openAs(page, SUPER_ADMIN, '/admin/merchants/send-mail');
  await pick(page, 'mail-merchant', 'carte@demo', 'Lomé Mode');
  await page.getByTestId('mail-subject').fill(subject);
  await page.getByTestId('mail-body').fill('Bonjour,\nune maintenance est prévue ce soir de 22 h à 23 h.');
  await expect(page.getByTestId('mail-send')).toBeDisabled();
  await page.getByTestId('mail-preview').click();
  const preview = page.getByTestId('mail-preview-box');
  await expect(preview).toContainText('1 destinataire');
  await expect(preview).toContainText('Lomé Mode · carte@demo.local');
  await expect(preview).toContainText(subject);
  await expect(preview).toContainText('une maintenance est prévue ce soir');
  await page.getByTestId('mail-send').click();
  await expect(page.getByText('E-mail envoyé à 1 marchand(s).')).toBeVisible();

  await expect
    .poll(async () => {
      const mails = (await (await request.get('/api/dev/mail')).json()) as { to: string; subject: string }[];
      return mails.filter((m) => m.subject === subject).map((m) => m.to);
    })
    .toEqual(['carte@demo.local']);
});
