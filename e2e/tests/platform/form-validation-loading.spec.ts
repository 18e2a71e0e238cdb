import type { Page } from '@playwright/test';
import { test, expect, signedInAs } from '../../support/fixtures';

/**
 * A form page's first load leaves out the schema library (zod): evaluating it was one of the longest tasks of
 * these pages on a phone. It loads when the visitor starts using the page, and validation still works.
 */

/** A name only zod's own code holds: a script containing it is the schema library. */
const zodMarker = '$ZodObject';

/** Records every script the page loads; `zodLoaded` says whether one of them was zod. */
function watchScripts(page: Page) {
  const bodies: Promise<string>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') bodies.push(response.text().catch(() => ''));
  });
  return {
    count: () => bodies.length,
    zodLoaded: async () => (await Promise.all(bodies)).some((body) => body.includes(zodMarker)),
  };
}

async function expectZodOnlyOnFirstUse(page: Page, path: string, field: string | RegExp) {
  const scripts = watchScripts(page);
  await page.goto(path);
  const input = page.getByLabel(field, { exact: true }).first();
  await expect(input, path).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(scripts.count(), path).toBeGreaterThan(0);
  expect(await scripts.zodLoaded(), `${path} loaded zod before it was used`).toBe(false);

  await input.focus();
  await expect.poll(() => scripts.zodLoaded(), { message: `${path} loads zod once used` }).toBe(true);
}

test.describe('form validation is loaded on first use', () => {
  test('sign-in and demo request pages', async ({ page, pageErrors }) => {
    await expectZodOnlyOnFirstUse(page, '/auth', 'Email');
    await expectZodOnlyOnFirstUse(page, '/request-demo', /^Full Name/);
    // Sent to sign in with a notice: the notice leaves the address (a replaced navigation, after which the shell
    // focuses the page), and that focus is not the visitor's.
    await expectZodOnlyOnFirstUse(page, '/dealer-portal', 'Email');
    expect(pageErrors).toEqual([]);
  });

  test('booking pages, up to their contact forms', async ({ page, pageErrors }) => {
    // The wizards' first steps and the manage page check with rules of their own; the schemas come with the
    // contact forms (their own chunks). A manage link of the right shape that matches no booking still loads the page.
    for (const [path, text] of [
      ['/abby-recycling', 'Check Your Zip Code'],
      ['/request-tech', 'Check Your Zip Code'],
      ['/abby-electronics', 'Call the Shop'],
      [`/bookings/${'x'.repeat(43)}`, 'Booking not found'],
    ]) {
      const scripts = watchScripts(page);
      await page.goto(path);
      await expect(page.getByText(text).first(), path).toBeVisible();
      await page.waitForLoadState('networkidle');
      expect(scripts.count(), path).toBeGreaterThan(0);
      expect(await scripts.zodLoaded(), `${path} loaded zod`).toBe(false);
    }
    expect(pageErrors).toEqual([]);
  });

  test('a form sent before its validation arrived is still checked', async ({ page }) => {
    // Validation is held back until the form is sent: the first use is the click on Sign In itself.
    await page.goto('/auth');
    const form = page.getByRole('form', { name: 'Sign in' });
    await form.getByRole('button', { name: 'Sign In' }).click();
    await expect(form.getByText('Email is required')).toBeVisible();
    await expect(page).toHaveURL(/\/auth$/);
  });

  test('with the connection gone, sending says so and sends nothing; back online, the form is checked', async ({
    page,
  }) => {
    await page.goto('/auth');
    const form = page.getByRole('form', { name: 'Sign in' });
    await expect(form.getByLabel('Email')).toBeVisible();
    await page.waitForLoadState('networkidle');
    // Every script the page has not loaded yet fails, as it would offline: that is the form's checks.
    await page.route('**/*.js', (route) => route.abort('internetdisconnected'));
    await form.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByText("We could not load this form's checks")).toBeVisible();
    await expect(form.getByText('Email is required')).toHaveCount(0);
    await expect(page).toHaveURL(/\/auth$/);

    await page.unroute('**/*.js');
    await form.getByRole('button', { name: 'Sign In' }).click();
    await expect(form.getByText('Email is required')).toBeVisible();
  });

  test.describe('signed in as admin', () => {
    test.use(signedInAs('admin'));

    test('guide upload and sample generator pages', async ({ page, pageErrors }) => {
      await expectZodOnlyOnFirstUse(page, '/upload-guide', 'Title');
      await expectZodOnlyOnFirstUse(page, '/admin', 'Number of guides');
      expect(pageErrors).toEqual([]);
    });
  });
});
