import { test, expect, signedInAs } from '../../support/fixtures';
import { expectNoSeriousA11yViolations } from './helpers';

test.describe('/admin/leads', () => {
  test('asks a visitor to sign in, and the service refuses the list without a token', async ({
    page,
    request,
  }) => {
    await page.goto('/admin/leads');
    await expect(page.getByRole('heading', { name: 'Please sign in' })).toBeVisible();
    const res = await request.get('/api/marketing/leads');
    expect(res.status()).toBe(401);
    const csv = await request.get('/api/marketing/leads/export.csv');
    expect(csv.status()).toBe(401);
  });

  test.describe('as a customer', () => {
    test.use(signedInAs('customer'));
    test('is refused', async ({ page }) => {
      await page.goto('/admin/leads');
      await expect(page.getByRole('heading', { name: 'Admins only' })).toBeVisible();
    });
  });

  test.describe('as an admin', () => {
    test.use(signedInAs('admin'));
    test('shows every kind of lead by type with counts, and passes an accessibility scan', async ({
      page,
    }) => {
      await page.goto('/admin/leads');
      const lists = page.getByRole('tablist', { name: 'Lead lists' });
      await expect(lists.getByRole('tab', { name: /^Demo requests \(\d+\)$/ })).toBeVisible();
      await lists.getByRole('tab', { name: /^Applications/ }).click();
      await expect(page.getByRole('tablist', { name: 'Application types' }).getByRole('tab')).toHaveCount(4);
      await lists.getByRole('tab', { name: /^Survey responses/ }).click();
      await expect(page.getByRole('tablist', { name: 'Survey types' }).getByRole('tab')).toHaveCount(6);
      await expectNoSeriousA11yViolations(page);
    });
  });
});
