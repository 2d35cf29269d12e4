import { expect, test } from '@playwright/test';

// Issue 21, feature 6: a new merchant's empty list says what goes there; the sandbox fills itself
// with sample activity in one click, and a second click adds nothing.
test('a new merchant fills the sandbox with sample data from an empty list', async ({ page }) => {
  const login = await page.request.post('/api/auth/users/login', {
    data: { email: 'nouveau@demo.local', password: 'Demo1234!' },
  });
  expect(login.status()).toBe(200);
  await page.goto('/en/sandbox/customers');
  const empty = page.getByTestId('customers-empty');
  await expect(empty).toContainText('No customers yet');
  await expect(empty.getByRole('link', { name: 'Add a customer' })).toBeVisible();

  await page.goto('/en/sandbox/transactions');
  await expect(page.getByTestId('transactions-empty')).toContainText('No collections yet');
  await page.getByTestId('fill-sample-data').click();
  await expect(page.locator('.mantine-Notification-root').last()).toContainText('Sample data added');
  await expect(page.getByTestId('transactions-table')).toContainText('Aminata Diallo');

  await page.goto('/en/sandbox/customers');
  await expect(page.getByTestId('customers-empty')).toHaveCount(0);
  await expect(page.getByText('Aminata').first()).toBeVisible();
});
