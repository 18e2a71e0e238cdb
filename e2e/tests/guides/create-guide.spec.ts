import { test, expect, signedInAs } from '../../support/fixtures';

test.describe('creating a guide, signed out', () => {
  test("asks to log in: 'Please log in to create a guide'", async ({ page }) => {
    await page.goto('/upload-guide');
    await expect(page.getByText('Please log in to create a guide')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Sign In' })).toHaveAttribute(
      'href',
      `/auth?returnTo=${encodeURIComponent('/upload-guide')}`,
    );
  });
});

test.describe('creating a guide, signed in', () => {
  test.use(signedInAs('customer'));

  test('blank tool and blank step are dropped; the new guide opens and leads its category', async ({
    page,
    pageErrors,
  }) => {
    const title = `Replace a washer inlet valve ${Date.now()}`;
    await page.goto('/upload-guide');
    await page.getByLabel(/^Title/).fill(title);
    await page
      .getByLabel(/^Description/)
      .fill('Slow filling is usually a clogged screen or a failed solenoid.');
    await page.getByLabel(/^Category/).selectOption('Washers');
    await page.getByLabel(/^Difficulty/).selectOption('Easy');
    await page.getByLabel('Time required').fill('45 minutes');

    await page.getByRole('textbox', { name: 'Tool 1' }).fill('Needle-nose pliers');
    await page.getByRole('button', { name: 'Add tool' }).click(); // Tool 2 stays blank
    await page.getByRole('textbox', { name: 'Part 1' }).fill('Water inlet valve');

    await page.getByRole('textbox', { name: 'Step 1 title' }).fill('Shut off the water');
    await page.getByRole('textbox', { name: 'Step 1 description' }).fill('Close both supply valves.');
    await page.getByRole('button', { name: 'Add step' }).click(); // Step 2 stays blank
    await page.getByRole('button', { name: 'Add step' }).click();
    await page.getByRole('textbox', { name: 'Step 3 title' }).fill('Clean the inlet screens');
    await page.getByRole('textbox', { name: 'Step 3 description' }).fill('Pull them out and rinse them.');

    await page.getByRole('button', { name: 'Create Guide' }).click();
    await expect(page.getByText('Guide created successfully!')).toBeVisible();
    await expect(page).toHaveURL(/\/repair-guide\/[0-9a-f]{24}$/);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();

    const tools = page.getByRole('region', { name: 'Tools Needed' }).getByRole('listitem');
    await expect(tools).toHaveText(['Needle-nose pliers']);
    const steps = page.getByRole('region', { name: 'Steps' }).getByRole('listitem');
    await expect(steps).toHaveCount(2);
    await expect(steps.nth(0)).toHaveAttribute('aria-label', 'Step 1: Shut off the water');
    await expect(steps.nth(1)).toHaveAttribute('aria-label', 'Step 2: Clean the inlet screens');

    // Newest first: it leads the list of its category.
    await page.goto('/repair-guides?category=Washers');
    await expect(
      page.getByRole('list', { name: 'Guides' }).getByRole('heading', { level: 3 }).first(),
    ).toHaveText(title);
    expect(pageErrors).toEqual([]);
  });

  test('a bad cover image URL is caught before sending and the form keeps what was typed', async ({
    page,
  }) => {
    await page.goto('/upload-guide');
    await page.getByLabel(/^Title/).fill('Keep me');
    await page.getByLabel('Cover image URL').fill('not a url');
    await page.getByRole('button', { name: 'Create Guide' }).click();
    await expect(page.getByText('Cover image must be a valid URL')).toBeVisible();
    await expect(page.getByText('Description is required')).toBeVisible();
    await expect(page.getByLabel(/^Title/)).toHaveValue('Keep me');
  });
});
