import { expect, test } from '@playwright/test';
import { SUPER_ADMIN, signIn, toast } from '../shell/helpers.ts';
import { DEMO_PASSWORD, uniqueEmail } from '../support/fixtures.ts';

test("staff see the agents, change an agent's default terms and invite a new agent, each confirmed", async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signIn(page, SUPER_ADMIN, '/admin/merchants/agents');
  // An agent is a table row on a laptop and a card on a phone: both carry data-row="agent".
  const rows = page.locator('[data-row="agent"]');
  const demo = rows.filter({ hasText: 'AGENTDEMO' });
  await expect(demo).toHaveCount(1);

  // New default terms for the demo agent: reason and password asked, then shown in the list.
  await demo.getByRole('button', { name: 'Modifier les conditions' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Commission (points de base, 100 = 1 % des frais)').fill('1500');
  await dialog.getByLabel('Durée (mois après validation)').fill('9');
  await dialog.getByLabel('Motif').fill('Nouveau barème');
  await dialog.getByLabel('Votre mot de passe').fill(DEMO_PASSWORD);
  await dialog.getByTestId('agent-submit').click();
  await expect(toast(page)).toBeVisible();
  await expect(demo).toContainText('1500 pb des frais');

  // A new agent, invited by e-mail: listed as invited until the first password is set.
  const email = uniqueEmail('agent');
  await page.getByTestId('invite-agent').click();
  await dialog.getByLabel('Prénom').fill('Kossi');
  await dialog.getByLabel('Nom', { exact: true }).fill('Agbo');
  await dialog.getByLabel('E-mail').fill(email);
  await dialog.getByLabel('Commission (points de base, 100 = 1 % des frais)').fill('1000');
  await dialog.getByLabel('Durée (mois après validation)').fill('12');
  await dialog.getByLabel('Motif').fill('Recrutement Cotonou');
  await dialog.getByLabel('Votre mot de passe').fill(DEMO_PASSWORD);
  await dialog.getByTestId('agent-submit').click();
  const invited = page.locator(`[data-row="agent"][data-email="${email}"]`);
  await expect(invited).toHaveCount(1);
  await expect(invited.getByTestId('agent-status')).toHaveText('Invité');

  // The search is kept in the URL: a reload shows the same single agent.
  await page.getByTestId('table-search').fill(email);
  await expect(page).toHaveURL(/[?&]q=/);
  await expect(rows).toHaveCount(1);
  await page.reload();
  await expect(page.getByTestId('table-search')).toHaveValue(email);
  await expect(rows).toHaveCount(1);
  await expect(invited).toHaveCount(1);

  // In English too.
  await page.goto('/en/admin/merchants/agents');
  await expect(page.getByTestId('agents-table')).toBeVisible();
  await expect(rows.filter({ hasText: 'AGENTDEMO' })).toHaveCount(1);
  await expect(page.getByTestId('table-export-csv')).toBeVisible();

  // On a phone each agent is a card: its balance, its status and its button in view.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByTestId('agents-table')).toHaveAttribute('data-layout', 'cards');
  const card = page.locator('[data-row="agent"][data-code="AGENTDEMO"]');
  await expect(card.getByTestId('agent-status')).toBeVisible();
  await expect(card.getByRole('button', { name: 'Change terms' })).toBeVisible();
});
