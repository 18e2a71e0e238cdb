import type { Page } from '@playwright/test';
import { test, expect, signIn } from '../../support/fixtures';
import { expectNoSeriousA11yViolations, runId, openLiveForm } from './helpers';

async function fillDemoForm(page: Page, email: string, name: string) {
  await page.getByLabel(/^Full Name/).fill(name);
  await page.getByLabel(/^Work Email/).fill(email);
  await page.getByLabel(/^Company/).fill('InsureCo E2E');
  await page.getByLabel(/^I am a/).selectOption({ label: 'Insurance Company' });
  await page.getByLabel(/^Role\/Title/).fill('VP Claims');
  await page.getByLabel(/^Message/).fill('Please show us live video verification.');
}

test.describe('demo request', () => {
  test('what a visitor types before the page is ready is kept, and sent', async ({ page }) => {
    const id = runId();
    // A slow connection: the marketing area's code arrives only after the visitor has started typing.
    let release = () => undefined as void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/mfe/marketing/**', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/request-demo', { waitUntil: 'domcontentloaded' });
    await expect(page.locator('[data-prerendered]')).toHaveCount(1);
    await page.locator('#demo-name').fill(`Early ${id}`);
    await page.locator('#demo-email').fill(`early-${id}@insureco.example`);
    await page.locator('#demo-company').focus();
    release();
    await expect(page.locator('[data-prerendered]')).toHaveCount(0);
    await expect(page.getByLabel(/^Full Name/)).toHaveValue(`Early ${id}`);
    await expect(page.getByLabel(/^Work Email/)).toHaveValue(`early-${id}@insureco.example`);
    await expect(page.getByLabel(/^Company/)).toBeFocused();
    await page.keyboard.type('InsureCo E2E');
    await page.getByLabel(/^I am a/).selectOption({ label: 'Insurance Company' });
    await page.getByLabel(/^Role\/Title/).fill('VP Claims');
    const [request] = await Promise.all([
      page.waitForRequest('**/api/marketing/demo-requests'),
      page.getByRole('button', { name: 'Request Demo' }).click(),
    ]);
    expect(request.postDataJSON()).toMatchObject({
      name: `Early ${id}`,
      email: `early-${id}@insureco.example`,
      company: 'InsureCo E2E',
    });
    await expect(page.getByRole('heading', { level: 1, name: 'Request Received' })).toBeVisible();
  });

  test('Enter pressed before the page is ready sends the request once it is', async ({ page }) => {
    const id = runId();
    let release = () => undefined as void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/mfe/marketing/**', async (route) => {
      await held;
      await route.continue();
    });
    const sent: unknown[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/marketing/demo-requests')) sent.push(request.postDataJSON());
    });
    await page.goto('/request-demo', { waitUntil: 'domcontentloaded' });
    await expect(page.locator('[data-prerendered]')).toHaveCount(1);
    await page.locator('#demo-name').fill(`Enter ${id}`);
    await page.locator('#demo-email').fill(`enter-${id}@insureco.example`);
    await page.locator('#demo-company').fill('InsureCo E2E');
    await page.locator('#demo-userType').selectOption({ label: 'Insurance Company' });
    await page.locator('#demo-role').fill('VP Claims');
    await page.locator('#demo-role').press('Enter');
    // The prerendered form does not send itself (its fields would end up in the address).
    await expect(page).toHaveURL(/\/request-demo$/);
    release();
    await expect(page.getByRole('heading', { level: 1, name: 'Request Received' })).toBeVisible();
    expect(sent).toEqual([
      expect.objectContaining({
        name: `Enter ${id}`,
        email: `enter-${id}@insureco.example`,
        role: 'VP Claims',
      }),
    ]);
  });

  test("Enter pressed before any of the site's code has run sends the request once it has", async ({
    page,
  }) => {
    const id = runId();
    // A slow phone: the edge's page is on screen and typed into before the shell's own script has arrived.
    let release = () => undefined as void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/(main\.[0-9a-f]+\.js|mfe\/marketing\/.*)$/, async (route) => {
      await held;
      await route.continue();
    });
    const sent: unknown[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/marketing/demo-requests')) sent.push(request.postDataJSON());
    });
    const blocked: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) blocked.push(message.text());
    });
    await page.goto('/request-demo', { waitUntil: 'domcontentloaded' });
    await page.locator('#demo-name').fill(`Early Enter ${id}`);
    await page.locator('#demo-email').fill(`early-enter-${id}@insureco.example`);
    await page.locator('#demo-company').fill('InsureCo E2E');
    await page.locator('#demo-userType').selectOption({ label: 'Insurance Company' });
    await page.locator('#demo-role').fill('VP Claims');
    await page.locator('#demo-role').press('Enter');
    // Nothing of the shell has run: the page is still the edge's own.
    const shellRunning = () => (window as { __claimsEarlyEnter?: { off: boolean } }).__claimsEarlyEnter?.off;
    expect(await page.evaluate(shellRunning)).toBe(false);
    await expect(page).toHaveURL(/\/request-demo$/);
    release();
    await expect(page.getByRole('heading', { level: 1, name: 'Request Received' })).toBeVisible();
    expect(sent).toEqual([
      expect.objectContaining({ name: `Early Enter ${id}`, email: `early-enter-${id}@insureco.example` }),
    ]);
    // The page's inline script ran under the site's security policy.
    expect(blocked).toEqual([]);
  });

  test('is kept, confirmed, and shows up for the admin', async ({ page, browser }) => {
    const id = runId();
    const email = `demo-${id}@insureco.example`;
    await openLiveForm(page, '/request-demo');
    await expect(page.getByRole('heading', { level: 1, name: 'Request a Demo' })).toBeVisible();
    await fillDemoForm(page, email, `Jordan ${id}`);
    const submit = page.getByRole('button', { name: 'Request Demo' });
    const [response] = await Promise.all([
      page.waitForResponse('**/api/marketing/demo-requests'),
      submit.click(),
    ]);
    expect(response.status()).toBe(201);

    await expect(page.getByRole('heading', { level: 1, name: 'Request Received' })).toBeVisible();
    await expect(page.getByText(email)).toBeVisible();
    // This site has no mail server: the page must not claim an email was sent.
    await expect(
      page.getByText(`Thank you! We'll contact you at ${email} within 24 hours.`, { exact: false }),
    ).toBeVisible();
    await expect(page.getByText(/confirmation is on its way/)).toHaveCount(0);
    await expect(page.getByText('Demo Request Submitted!')).toBeVisible();
    // Nor does the notice: no "check your email" when no email went out.
    await expect(page.getByText("We'll contact you within 24 hours.", { exact: true })).toBeVisible();
    await expect(page.getByText(/Check your email for confirmation/)).toHaveCount(0);
    const main = page.getByRole('main');
    await expect(main.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
    await expect(main.getByRole('link', { name: 'Try Trial System' })).toHaveAttribute('href', '/auth');

    const admin = await browser.newContext();
    const adminPage = await admin.newPage();
    await signIn(adminPage, 'admin');
    await adminPage.goto('/admin/leads');
    await expect(adminPage.getByRole('heading', { level: 1, name: 'Leads' })).toBeVisible();
    await adminPage.getByRole('searchbox', { name: /Search leads/ }).fill(id);
    const table = adminPage.getByRole('table', { name: 'Demo requests' });
    await expect(table.getByRole('row')).toHaveCount(2);
    await expect(table.getByText(email)).toBeVisible();
    await expect(table.getByText('Insurance Company')).toBeVisible();
    await expect(table.getByText('/request-demo')).toBeVisible();

    // The confirmation and the team notification are in the outbox.
    await adminPage.getByRole('tab', { name: /Email outbox/ }).click();
    await expect(adminPage.getByRole('cell', { name: email }).first()).toBeVisible();

    // CSV export of what is shown.
    await adminPage.getByRole('tab', { name: /Demo requests/ }).click();
    await adminPage.getByRole('searchbox', { name: /Search leads/ }).fill(id);
    await expect(table.getByRole('row')).toHaveCount(2);
    const [download] = await Promise.all([
      adminPage.waitForEvent('download'),
      adminPage.getByRole('button', { name: 'Export CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^leads-demo-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = await (await download.createReadStream()).toArray();
    const text = Buffer.concat(csv).toString('utf8');
    expect(text.split(/\r\n/).filter(Boolean)).toHaveLength(2);
    expect(text).toContain(email);
    await admin.close();
  });

  test('reads Submitting... while sending', async ({ page }) => {
    const id = runId();
    await openLiveForm(page, '/request-demo');
    await fillDemoForm(page, `slow-${id}@insureco.example`, `Slow ${id}`);
    // The request is held until the busy button has been seen, then let through (no waiting on a clock).
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/marketing/demo-requests', async (route) => {
      await released;
      await route.continue();
    });
    await page.getByRole('button', { name: 'Request Demo' }).click();
    await expect(page.getByRole('button', { name: /Submitting\.\.\./ })).toBeDisabled();
    release();
    await expect(page.getByRole('heading', { level: 1, name: 'Request Received' })).toBeVisible();
  });

  test('with the marketing service down shows Submission Error and keeps what was typed', async ({
    page,
  }) => {
    const id = runId();
    await openLiveForm(page, '/request-demo');
    await fillDemoForm(page, `down-${id}@insureco.example`, `Down ${id}`);
    // What the edge answers when the marketing service is not running.
    await page.route('**/api/marketing/demo-requests', (route) =>
      route.fulfill({
        status: 503,
        contentType: 'application/json',
        body: JSON.stringify({
          error: {
            code: 'unavailable',
            message: 'The marketing service is unavailable right now. Please try again shortly.',
          },
        }),
      }),
    );
    await page.getByRole('button', { name: 'Request Demo' }).click();
    await expect(page.getByText('Submission Error')).toBeVisible();
    await expect(
      page.getByText('There was an issue submitting your request. Please try again or contact us directly.', {
        exact: true,
      }),
    ).toBeVisible();
    // Said next to the button as well, where it stays after the notice has gone.
    await expect(page.getByRole('region', { name: 'Demo request form' }).getByRole('alert')).toContainText(
      'There was an issue submitting your request. Please try again or contact us directly. You can also call us at (817) 555-0142.',
    );
    await expect(page.getByLabel(/^Full Name/)).toHaveValue(`Down ${id}`);
    await expect(page.getByLabel(/^Work Email/)).toHaveValue(`down-${id}@insureco.example`);
    await expect(page.getByLabel(/^I am a/)).toHaveValue('insurance');
    await expect(page.getByLabel(/^Message/)).toHaveValue('Please show us live video verification.');
    await expect(page.getByRole('button', { name: 'Request Demo' })).toBeEnabled();
  });

  test('passes an accessibility scan', async ({ page }) => {
    await openLiveForm(page, '/request-demo');
    await page.getByRole('button', { name: 'Request Demo' }).click();
    await expect(page.getByText('Full Name is required')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
});
