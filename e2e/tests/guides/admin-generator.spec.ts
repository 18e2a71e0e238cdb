import { test, expect, signedInAs } from '../../support/fixtures';
import { demoAccounts, demoPassword } from '../../support/site';

test.describe('sample-guide generator, admin', () => {
  test.use(signedInAs('admin'));

  test('generates 25 guides and sees the count grow', async ({ page, pageErrors }) => {
    await page.goto('/admin');
    await expect(page.getByRole('heading', { level: 1, name: 'Sample Guide Generator' })).toBeVisible();
    const total = page.getByTestId('library-total');
    await expect(total).toHaveText(/^\d[\d,]*$/);
    const before = Number((await total.textContent())!.replace(/,/g, ''));

    const count = page.getByRole('spinbutton', { name: /Number of guides/ });
    await expect(count).toHaveValue('500');
    await count.fill('25');
    await page.getByRole('combobox', { name: 'Category' }).selectOption('microwave');
    await page.getByRole('button', { name: 'Generate Guides' }).click();
    await expect(page.getByRole('heading', { name: 'Success!' })).toBeVisible();
    await expect(total).toHaveText((before + 25).toLocaleString('en-US'));

    await page.goto('/repair-guides?category=Small%20Appliances');
    await expect(page.getByRole('list', { name: 'Guides' }).getByRole('article')).toHaveCount(24);
    expect(pageErrors).toEqual([]);
  });

  test("an out-of-range count shows 'Invalid count'", async ({ page }) => {
    await page.goto('/admin');
    await page.getByRole('spinbutton', { name: /Number of guides/ }).fill('2001');
    await page.getByRole('button', { name: 'Generate Guides' }).click();
    await expect(page.getByText('Invalid count').first()).toBeVisible();
    await expect(page.getByText(/Please enter a number between 1 and 2,000/).first()).toBeVisible();
  });
});

test.describe('sample-guide generator, not an admin', () => {
  test.use(signedInAs('customer'));

  test('the page and the service both refuse', async ({ page }) => {
    await page.goto('/admin');
    await expect(page.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Generate Guides' })).toHaveCount(0);

    const signIn = await page.request.post('/api/auth/sign-in', {
      data: { email: demoAccounts.customer, password: demoPassword },
    });
    const { accessToken: token } = await signIn.json();
    const response = await page.request.post('/api/guides/generate', {
      data: { count: 5 },
      headers: { authorization: `Bearer ${token}` },
    });
    expect(response.status()).toBe(403);
  });
});
