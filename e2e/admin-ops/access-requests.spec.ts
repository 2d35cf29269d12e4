import { expect, test } from '@playwright/test';
import { SUPER_ADMIN } from '../shell/helpers.ts';
import { bearerOf, confirmStaffAction, merchantSession, openAs, pick } from './helpers.ts';

const CARD_MERCHANT = 'carte@demo.local';

test('card requests: staff refuse one with a reason, then approve the next; the merchant gets cards', async ({
  page,
  request,
}) => {
  test.setTimeout(150_000);
  const merchant = await bearerOf(request, CARD_MERCHANT);
  const cardAccess = async () =>
    (await (await request.get('/api/card-requests/current', { headers: merchant.headers })).json()) as {
      merchant: { card: boolean };
      request: { status: string; decision_note: string | null } | null;
    };
  expect((await cardAccess()).merchant.card).toBe(false);

  // The seeded request of Lomé Mode, refused with a reason the merchant reads.
  await openAs(page, SUPER_ADMIN, '/admin/card-payment-request');
  await page.getByTestId('admin-card-requests').getByRole('link', { name: 'Lomé Mode' }).click();
  await page.getByTestId('card-refuse').click();
  await confirmStaffAction(page, 'Activité non éligible pour le moment');
  await expect(page.getByText('Demande de paiement par carte refusée.')).toBeVisible();
  expect(await cardAccess()).toMatchObject({
    merchant: { card: false },
    request: { status: 'REFUSED', decision_note: 'Activité non éligible pour le moment' },
  });

  // The merchant asks again; staff approve: cards are on.
  const asked = await request.post('/api/card-requests', {
    headers: merchant.headers,
    data: {
      business_name: 'Lomé Mode',
      activity: 'Vente de vêtements en ligne',
      country: 'TG',
      phone_number: '+228 90 00 00 00',
      monthly_volume: 2_500_000,
    },
  });
  expect(asked.status(), await asked.text()).toBe(201);
  await page.goto('/admin/card-payment-request');
  await page.getByTestId('admin-card-requests').getByRole('link', { name: 'Lomé Mode' }).click();
  await expect(page.getByTestId('merchant-card')).toHaveText('Carte non activée');
  await page.getByTestId('card-approve').click();
  await confirmStaffAction(page, 'Dossier complet');
  await expect(page.getByText('Paiement par carte activé pour ce marchand.')).toBeVisible();
  await expect(page.getByTestId('merchant-card')).toHaveText('Carte activée');
  expect(await cardAccess()).toMatchObject({ merchant: { card: true }, request: { status: 'APPROVED' } });
});

test('payout-API requests: staff refuse one and approve another; the approved IP is on the whitelist', async ({
  page,
  request,
}) => {
  test.setTimeout(150_000);
  const merchant = await merchantSession(request);
  const ask = async (ip: string) => {
    const response = await request.post('/api/payout_api/requests', {
      headers: merchant.headers,
      data: { shop: merchant.shop, ips: [ip], usage: `Paiement des livreurs (${ip})` },
    });
    expect(response.status(), await response.text()).toBe(201);
  };
  await ask('198.51.100.21');
  await ask('198.51.100.22');

  await openAs(page, SUPER_ADMIN, '/admin/payoutRequest');
  const table = page.getByTestId('admin-payout-api');
  await table.locator('[data-ips~="198.51.100.22"]').getByTestId('payout-api-refuse').click();
  await confirmStaffAction(page, 'Usage non justifié');
  await expect(page.getByText("Demande d'accès à l'API de payout refusée.")).toBeVisible();
  await expect(table.locator('[data-ips~="198.51.100.22"]')).toHaveCount(0);
  await table.locator('[data-ips~="198.51.100.21"]').getByTestId('payout-api-approve').click();
  await confirmStaffAction(page, 'Serveur vérifié');
  await expect(page.getByText("Accès à l'API de payout approuvé : les IP sont autorisées.")).toBeVisible();

  // The merchant sees both decisions; the approved IP is allow-listed, the refused one is not.
  const mine = (await (
    await request.get('/api/payout_api/requests', { headers: merchant.headers })
  ).json()) as {
    ips: string[];
    status: string;
  }[];
  expect(mine.find((r) => r.ips.includes('198.51.100.21'))?.status).toBe('APPROVED');
  expect(mine.find((r) => r.ips.includes('198.51.100.22'))?.status).toBe('REFUSED');
  await page.goto('/admin/whitelistip');
  const whitelist = page.getByTestId('admin-whitelist');
  await expect(whitelist.locator('[data-ip="198.51.100.21"]')).toContainText('Demo Marchand');
  await expect(whitelist.locator('[data-ip="198.51.100.22"]')).toHaveCount(0);
});

test('IP whitelist: staff pick the merchant by e-mail and its shop, add an IP, then remove it', async ({
  page,
  request,
}) => {
  test.setTimeout(150_000);
  const merchant = await merchantSession(request);
  const shops = (await (
    await request.get(`/api/shop/${merchant.userId}/get`, { headers: merchant.headers })
  ).json()) as {
    shop: { _id: string; name: string }[];
  };
  const shopName = shops.shop.find((s) => s._id === merchant.shop)!.name;
  const ip = '203.0.113.45';
  const staff = await bearerOf(request, SUPER_ADMIN);
  const listed = async () =>
    (
      (await (await request.get('/api/admin/whitelist-ips', { headers: staff.headers })).json()) as {
        ip: string;
        shop: { _id: string };
      }[]
    ).filter((row) => row.ip === ip);

  await openAs(page, SUPER_ADMIN, '/admin/whitelistip');
  await expect(page.getByTestId('whitelist-shop')).toBeDisabled();
  await pick(page, 'whitelist-merchant', 'marchand@demo', 'Demo Marchand');
  await pick(page, 'whitelist-shop', '', `${shopName} (Live)`);
  await page.getByTestId('whitelist-ip').fill(ip);
  await page.getByTestId('whitelist-add').click();
  await confirmStaffAction(page, 'Nouveau serveur du marchand');
  await expect(page.getByText('IP ajoutée à la liste blanche.')).toBeVisible();
  const row = page.getByTestId('admin-whitelist').locator(`[data-ip="${ip}"]`);
  await expect(row).toContainText(shopName);
  expect((await listed()).map((r) => r.shop._id)).toEqual([merchant.shop]);

  await row.getByRole('button', { name: 'Retirer' }).click();
  await confirmStaffAction(page, 'Serveur retiré');
  await expect(page.getByText('IP retirée de la liste blanche.')).toBeVisible();
  await expect(row).toHaveCount(0);
  expect(await listed()).toEqual([]);
});
