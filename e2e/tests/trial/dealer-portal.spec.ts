import { test, expect, signIn, signedInAs } from '../../support/fixtures';
import { demoAccounts, demoPassword } from '../../support/site';

test.describe('dealer portal: who may enter', () => {
  test.use(signedInAs('customer'));

  test("a customer gets 'Access Denied' and goes back to the dashboard", async ({ page }) => {
    await page.goto('/dealer-portal');
    await expect(page.getByText('Access Denied')).toBeVisible();
    await expect(page.getByText('Only technicians can access the dealer portal')).toBeVisible();
    await expect(page).toHaveURL(/\/trial-dashboard$/);
  });
});

test.describe('dealer portal: signed out', () => {
  test("goes to /auth with 'Authentication Required', and after sign-in back to the portal with its caseId", async ({
    page,
  }) => {
    await page.goto('/dealer-portal?caseId=6650f0c2a1b2c3d4e5f6a001');
    await expect(page.getByText('Authentication Required')).toBeVisible();
    await expect(page).toHaveURL(/\/auth\?returnTo=/);
    const form = page.getByRole('form', { name: 'Sign in' });
    await form.getByLabel('Email').fill(demoAccounts.tech);
    await form.getByLabel('Password').fill(demoPassword);
    await form.getByRole('button', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(/\/dealer-portal\?caseId=6650f0c2a1b2c3d4e5f6a001$/);
    await expect(page.getByRole('form', { name: 'Dealer login' })).toBeVisible();
  });
});

test.describe('dealer portal: ordering', () => {
  test('the demo tech logs in to the dealer, orders two parts for their case and sees the order and the lower stock; an admin watching the case sees the order arrive', async ({
    page,
    pageErrors,
    browser,
  }) => {
    const session = await signIn(page, 'tech');
    const auth = { authorization: `Bearer ${session.accessToken}` };
    const cases = await (
      await page.request.get('/api/trial/cases?open=true&limit=100', { headers: auth })
    ).json();
    const target = cases.items[0];
    expect(target).toBeTruthy();
    const stockBefore = new Map<string, number>(
      (await (await page.request.get('/api/trial/dealer/parts', { headers: auth })).json()).items.map(
        (part: { name: string; stock: number }) => [part.name, part.stock],
      ),
    );

    // An admin has the case open in another browser while the order is placed.
    const watcher = await browser.newContext();
    const adminPage = await watcher.newPage();
    await signIn(adminPage, 'admin');
    await adminPage.goto(`/trial-dashboard/case/${target.id}`);
    await expect(adminPage.getByText('Live', { exact: true })).toBeVisible();

    await page.goto(`/dealer-portal?caseId=${target.id}`);
    const login = page.getByRole('form', { name: 'Dealer login' });
    await expect(login.getByText('dealer@demo.local')).toBeVisible();
    await login.getByLabel('Dealer email').fill('dealer@demo.local');
    await login.getByLabel('Dealer password').fill('wrong-password');
    await login.getByRole('button', { name: 'Log In to Dealer' }).click();
    await expect(page.getByText('Invalid Credentials', { exact: true })).toBeVisible();
    await login.getByLabel('Dealer password').fill('parts2024');
    await login.getByRole('button', { name: 'Log In to Dealer' }).click();

    const catalog = page.getByRole('list', { name: 'Parts' });
    await expect(catalog.getByRole('listitem')).toHaveCount(8);
    await expect(page.getByRole('button', { name: 'Add Refrigerator Defrost Timer' })).toBeDisabled();
    await page.getByRole('button', { name: 'Add Dryer Heating Element' }).click();
    await expect(page.getByText('Added to Cart').first()).toBeVisible();
    await page.getByRole('button', { name: 'Add Refrigerator Water Filter' }).click();
    await page.getByRole('tab', { name: 'Cart (2)' }).click();
    await page.getByRole('button', { name: 'One more Refrigerator Water Filter' }).click();
    await expect(page.getByLabel('Quantity of Refrigerator Water Filter')).toHaveValue('2');
    await expect(page.getByLabel('Total')).toContainText('$89.97');
    await page.getByRole('button', { name: 'Place Order' }).click();

    await expect(page.getByText('Order Placed!')).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/trial-dashboard/case/${target.id}$`));
    const orders = page.getByRole('list', { name: 'Parts orders' });
    await expect(orders.getByRole('listitem').first()).toContainText('2 × Refrigerator Water Filter');
    await expect(orders.getByRole('listitem').first()).toContainText('1 × Dryer Heating Element');
    await expect(orders).toContainText('pending');
    await expect(page.getByTestId('estimated-delivery').first()).not.toBeEmpty();
    await expect(page.getByRole('list', { name: 'Timeline' })).toContainText('Refrigerator Water Filter');
    // Pushed to the admin's page, the order list included, without a reload.
    await expect(
      adminPage.getByRole('list', { name: 'Parts orders' }).getByRole('listitem').first(),
    ).toContainText('2 × Refrigerator Water Filter');
    await watcher.close();

    await page.goto('/dealer-portal');
    const filter = page.getByRole('listitem', { name: 'Refrigerator Water Filter' });
    await expect(filter).toContainText(`${stockBefore.get('Refrigerator Water Filter')! - 2} in stock`);
    await expect(page.getByRole('listitem', { name: 'Dryer Heating Element' })).toContainText(
      `${stockBefore.get('Dryer Heating Element')! - 1} in stock`,
    );
    await expect(page.getByRole('tab', { name: 'Cart (0)' })).toBeVisible();

    // Ordered by mistake: the tech cancels the pending order on the case page, and the parts go back to stock.
    await page.goto(`/trial-dashboard/case/${target.id}`);
    const placed = page.getByRole('list', { name: 'Parts orders' }).getByRole('listitem').first();
    await placed.getByRole('button', { name: 'Cancel order' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Cancel Order' }).click();
    await expect(placed).toContainText('cancelled');
    await expect(placed.getByRole('button', { name: 'Cancel order' })).toHaveCount(0);
    await page.goto('/dealer-portal');
    await expect(page.getByRole('listitem', { name: 'Refrigerator Water Filter' })).toContainText(
      `${stockBefore.get('Refrigerator Water Filter')!} in stock`,
    );
    expect(pageErrors).toEqual([]);
  });
});
