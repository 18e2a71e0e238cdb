import type { Browser, Page } from '@playwright/test';
import { test, expect, signIn } from '../../support/fixtures';
import { demoAccounts, demoPassword, type DemoRole } from '../../support/site';

// A 24×16 PNG: a small real photo the server re-encodes and thumbnails.
const photo = {
  name: 'fridge.png',
  mimeType: 'image/png',
  buffer: Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAABgAAAAQCAIAAACDRijCAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAIElEQVQ4jWOwqr5KFcQwapDVaBhZjaaj6tEsUk1+OgAAov1PH9gZOHYAAAAASUVORK5CYII=',
    'base64',
  ),
};

async function pageAs(browser: Browser, role: DemoRole): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signIn(page, role);
  return page;
}

/** A fresh browser signed in with an account made during the journey. */
async function pageWith(browser: Browser, email: string, password: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  const res = await page.request.post('/api/auth/sign-in', { data: { email, password } });
  expect(res.status()).toBe(200);
  await page.goto('/remotes.json');
  await page.evaluate(
    (value) => {
      localStorage.setItem('claims.session', value);
      document.cookie = 'claims_session=1; path=/';
      document.cookie = `claims_access=${JSON.parse(value).accessToken}; path=/`;
    },
    JSON.stringify(await res.json()),
  );
  return page;
}

/** How many photos the new-case form has kept in the browser's database for its draft. */
function keptPhotoCount(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        const open = indexedDB.open('claims-trial');
        open.onerror = () => resolve(0);
        open.onsuccess = () => {
          const database = open.result;
          if (!database.objectStoreNames.contains('new-case-photos')) {
            database.close();
            resolve(0);
            return;
          }
          const read = database
            .transaction('new-case-photos')
            .objectStore('new-case-photos')
            .get('new-case-draft');
          read.onsuccess = () => {
            database.close();
            resolve((read.result as { photos?: unknown[] } | undefined)?.photos?.length ?? 0);
          };
          read.onerror = () => resolve(0);
        };
      }),
  );
}

test.describe.serial('cases end to end', () => {
  let caseUrl = '';
  let caseNumber = '';
  const customerEmail = `rosa-${Date.now()}@example.com`;
  const customerPassword = 'secret12';

  test('a new customer signs up, files a case with a photo and lands on it, pending', async ({
    page,
    pageErrors,
  }) => {
    await page.goto('/auth');
    await page.getByRole('tab', { name: 'Sign Up' }).click();
    const form = page.getByRole('form', { name: 'Sign up' });
    await form.getByLabel('Full Name').fill('Rosa Delgado');
    await form.getByLabel('Email').fill(customerEmail);
    await form.getByLabel('Password').fill(customerPassword);
    await form.getByRole('button', { name: 'Sign Up' }).click();
    await expect(page).toHaveURL(/\/trial-dashboard$/);
    await expect(page.getByText('No cases yet')).toBeVisible();
    await expect(page.getByTestId('active-cases')).toHaveText('0');

    await page
      .getByRole('list', { name: 'Actions' })
      .getByRole('link', { name: /^Start New Case/ })
      .click();
    await expect(page).toHaveURL(/\/trial-dashboard\/new-case$/);
    await page.getByLabel('Device type').fill('Refrigerator');
    await page.getByLabel('Model number').fill('WRF555SDFZ');
    await page.getByLabel('Serial number').fill('K41503219');
    await page.getByLabel('Issue description').fill('Fresh-food section warm, freezer fine');
    await page.getByLabel('Add photos').setInputFiles(photo);
    await expect(page.getByRole('list', { name: 'Photos to attach' }).getByRole('img')).toHaveCount(1);
    // A reload keeps what was typed and the photo picked (kept in the browser's database once written).
    await expect.poll(() => keptPhotoCount(page)).toBe(1);
    await page.reload();
    await expect(page.getByLabel('Issue description')).toHaveValue('Fresh-food section warm, freezer fine');
    await expect(page.getByRole('list', { name: 'Photos to attach' }).getByRole('img')).toHaveCount(1);
    await page.getByRole('button', { name: 'Create Case' }).click();

    await expect(page.getByText('Case Created!')).toBeVisible();
    await expect(page).toHaveURL(/\/trial-dashboard\/case\/[0-9a-f]{24}$/);
    caseUrl = new URL(page.url()).pathname;
    const heading = page.getByRole('heading', { level: 1 });
    await expect(heading).toHaveText(/^CA-\d{4}-\d{6}$/);
    caseNumber = (await heading.textContent()) ?? '';
    const timeline = page.getByRole('list', { name: 'Timeline' });
    await expect(timeline.getByText('pending')).toBeVisible();
    await expect(timeline.getByText('Rosa Delgado').first()).toBeVisible();
    const details = page.getByRole('region', { name: 'Case details' });
    await expect(details).toContainText('WRF555SDFZ');
    await expect(details).toContainText('Fresh-food section warm, freezer fine');
    const thumbnail = page.getByRole('list', { name: 'Photos' }).getByRole('img');
    await expect(thumbnail).toHaveCount(1);
    await expect.poll(() => thumbnail.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(320);

    await page.getByRole('link', { name: '← Back to dashboard' }).click();
    await expect(page.getByRole('list', { name: 'Cases' }).getByRole('link')).toHaveCount(1);
    await expect(page.getByRole('list', { name: 'Cases' })).toContainText(caseNumber);
    await expect(page.getByTestId('active-cases')).toHaveText('1');
    expect(pageErrors).toEqual([]);
  });

  test('filled in again in another browser, the same case is named with a link to it, not filed twice', async ({
    browser,
  }) => {
    const again = await pageWith(browser, customerEmail, customerPassword);
    await again.setViewportSize({ width: 390, height: 844 });
    await again.goto('/trial-dashboard/new-case');
    await again.getByLabel('Device type').fill('refrigerator');
    await again.getByLabel('Model number').fill('WRF555SDFZ');
    await again.getByLabel('Serial number').fill('K41503219');
    await again.getByLabel('Issue description').fill('Fresh-food section warm,  freezer fine');
    await again.getByRole('button', { name: 'Create Case' }).click();
    const panel = again
      .getByRole('alert')
      .filter({ has: again.getByRole('heading', { name: 'Already Filed' }) });
    await expect(panel).toContainText(`You filed this case a moment ago: ${caseNumber} (Pending)`);
    await expect(panel.getByRole('button', { name: 'File It Again' })).toBeVisible();
    expect(await again.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBe(0);
    // Its buttons stay inside the panel at 390 px (and 320 px).
    for (const width of [390, 320]) {
      await again.setViewportSize({ width, height: 844 });
      const box = (await panel.boundingBox())!;
      for (const button of [
        panel.getByRole('link', { name: `Open case ${caseNumber}` }),
        panel.getByRole('button', { name: 'File It Again' }),
      ]) {
        const inside = (await button.boundingBox())!;
        expect(inside.x + inside.width).toBeLessThanOrEqual(box.x + box.width);
      }
    }
    await panel.getByRole('link', { name: `Open case ${caseNumber}` }).click();
    await expect(again).toHaveURL(new RegExp(`${caseUrl}$`));
    await again.goto('/trial-dashboard');
    await expect(again.getByTestId('active-cases')).toHaveText('1');
  });

  test('an admin assigns the demo technician and insurer', async ({ browser }) => {
    const admin = await pageAs(browser, 'admin');
    await admin.goto(caseUrl);
    const assignment = admin.getByRole('region', { name: 'Assignment' });
    await expect(assignment.getByRole('option', { name: /Demo Technician/ })).toBeAttached();
    await assignment
      .getByLabel('Technician')
      .selectOption({ label: `Demo Technician (${demoAccounts.tech})` });
    await assignment
      .getByLabel('Insurance')
      .selectOption({ label: `Demo Insurance Agent (${demoAccounts.insurance})` });
    await assignment.getByRole('button', { name: 'Save Assignment' }).click();
    await expect(admin.getByText('Assignment saved')).toBeVisible();
    const details = admin.getByRole('region', { name: 'Case details' });
    await expect(details).toContainText('TechnicianDemo Technician');
    await expect(details).toContainText('InsuranceDemo Insurance Agent');
    await expect(admin.getByRole('list', { name: 'Timeline' })).toContainText(
      'Technician: Demo Technician; insurance: Demo Insurance Agent',
    );
  });

  test('the technician finds the case in their list and moves it to in_call with a note', async ({
    browser,
  }) => {
    const tech = await pageAs(browser, 'tech');
    await tech.goto('/trial-dashboard');
    await tech
      .getByRole('list', { name: 'Cases' })
      .getByRole('link', { name: new RegExp(`^${caseNumber}`) })
      .click();
    await expect(tech).toHaveURL(new RegExp(`${caseUrl}$`));
    const moves = tech.getByRole('group', { name: 'Change status' });
    await expect(moves.getByRole('button')).toHaveText(['Start call', 'Start assessment']);
    await tech.getByLabel('Note for the customer (optional)').fill('Calling you in five minutes');
    await moves.getByRole('button', { name: 'Start call' }).click();
    await expect(tech.getByText('Status updated')).toBeVisible();
    await expect(tech.getByRole('heading', { level: 1 }).locator('..').getByText('in_call')).toBeVisible();
    await expect(moves.getByRole('button')).toHaveText(['Start assessment', 'Resolved remotely']);
  });

  test('the customer sees the new status and the note', async ({ browser }) => {
    const customer = await pageWith(browser, customerEmail, customerPassword);
    await customer.goto('/trial-dashboard');
    const row = customer
      .getByRole('list', { name: 'Cases' })
      .getByRole('link', { name: new RegExp(`^${caseNumber}`) });
    await expect(row).toContainText('in_call');
    await row.click();
    const timeline = customer.getByRole('list', { name: 'Timeline' });
    await expect(timeline.getByText('in_call')).toBeVisible();
    await expect(timeline).toContainText('Calling you in five minutes');
    await expect(timeline).toContainText('Demo Technician');
    await expect(customer.getByRole('group', { name: 'Change status' })).toHaveCount(0);

    // Opened by its address, the case is in the page's first response, before any script has run.
    const first = await customer.goto(caseUrl);
    const html = (await first?.text()) ?? '';
    expect(html).toContain(`<h1>${caseNumber}</h1>`);
    expect(html).toContain('data-status="in_call"');
    expect(html).toContain('Fresh-food section warm, freezer fine');
    await expect(customer.getByRole('heading', { level: 1, name: caseNumber })).toBeVisible();
    await expect(customer.getByRole('list', { name: 'Timeline' })).toContainText(
      'Calling you in five minutes',
    );
  });

  test("another customer opening the case's address gets the not-found state", async ({ browser }) => {
    const other = await pageAs(browser, 'customer');
    const first = await other.goto(caseUrl);
    // Nothing of the case in the first response either: the edge read it with this visitor's token and was refused.
    expect((await first?.text()) ?? '').not.toContain(caseNumber);
    await expect(other.getByRole('heading', { level: 1, name: 'Case not found' })).toBeVisible();
    await expect(other.getByText(caseNumber)).toHaveCount(0);
  });

  test('signed out, the dashboard goes to /auth and comes back after sign-in', async ({ page }) => {
    // Decided by the edge's first answer, before any code loads.
    const first = await page.request.get('/trial-dashboard', { maxRedirects: 0 });
    expect(first.status()).toBe(302);
    expect(first.headers()['location']).toBe('/auth');
    await page.goto('/trial-dashboard');
    await expect(page).toHaveURL(/\/auth$/);
    const form = page.getByRole('form', { name: 'Sign in' });
    await form.getByLabel('Email').fill(demoAccounts.customer);
    await form.getByLabel('Password').fill(demoPassword);
    await form.getByRole('button', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(/\/trial-dashboard$/);
    await expect(page.getByRole('list', { name: 'Cases' })).toBeVisible();
  });

  test("signed out, a case's address goes to /auth and back to that case after sign-in", async ({ page }) => {
    const first = await page.request.get(caseUrl, { maxRedirects: 0 });
    expect(first.status()).toBe(302);
    expect(first.headers()['location']).toBe(`/auth?returnTo=${encodeURIComponent(caseUrl)}`);
    await page.goto(caseUrl);
    await expect(page).toHaveURL(`/auth?returnTo=${encodeURIComponent(caseUrl)}`);
    const form = page.getByRole('form', { name: 'Sign in' });
    await form.getByLabel('Email').fill(customerEmail);
    await form.getByLabel('Password').fill(customerPassword);
    await form.getByRole('button', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(new RegExp(`${caseUrl}$`));
    await expect(page.getByRole('heading', { level: 1, name: caseNumber })).toBeVisible();

    // Signed in, the browser holds the cookies the edge reads, and the case's first response shows the case.
    const names = async () => (await page.context().cookies()).map((cookie) => cookie.name).sort();
    expect(await names()).toEqual(['claims_access', 'claims_session']);
    const filled = await page.goto(caseUrl);
    expect((await filled?.text()) ?? '').toContain(`<h1>${caseNumber}</h1>`);
    // And /auth, asked for with a session, is passed at once: no sign-in form first.
    const signIn = `/auth?returnTo=${encodeURIComponent(caseUrl)}`;
    const past = await page.request.get(signIn, { maxRedirects: 0 });
    expect(past.status()).toBe(302);
    expect(past.headers()['location']).toBe(caseUrl);
    // Signing out removes both: the address goes to /auth again, which shows the form.
    await page.getByRole('link', { name: '← Back to dashboard' }).click();
    await page.getByRole('main').getByRole('button', { name: 'Sign Out' }).click();
    await expect(page).toHaveURL(/\/$/);
    expect(await names()).toEqual([]);
    expect((await page.request.get(caseUrl, { maxRedirects: 0 })).status()).toBe(302);
    expect((await page.request.get(signIn, { maxRedirects: 0 })).status()).toBe(200);
  });

  test('an admin finds a user and sees their roles on /admin/users', async ({ browser }) => {
    const admin = await pageAs(browser, 'admin');
    await admin.goto('/admin/users');
    await admin.getByLabel('Search by name or email').fill('tech@demo');
    const row = admin.getByRole('listitem', { name: 'Demo Technician' });
    await expect(row).toBeVisible();
    await expect(admin.getByRole('list', { name: 'Users' }).getByRole('listitem')).toHaveCount(1);
    await expect(row.getByRole('checkbox', { name: 'tech' })).toBeChecked();
    await expect(row.getByRole('checkbox', { name: 'admin' })).not.toBeChecked();
  });
});

test("the welcome notice leaves the dashboard's Sign Out uncovered on a desktop", async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto('/auth');
  const form = page.getByRole('form', { name: 'Sign in' });
  await form.getByLabel('Email').fill(demoAccounts.customer);
  await form.getByLabel('Password').fill(demoPassword);
  await form.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/trial-dashboard$/);
  // Both measured in one go while the notice is up: it closes by itself after a few seconds, which a slow run can
  // reach between two separate measurements.
  const boxes = await page.waitForFunction(() => {
    const toast = document.querySelector('[data-sonner-toast][data-mounted="true"]');
    const button = [...document.querySelectorAll('main button')].find(
      (candidate) => candidate.textContent?.trim() === 'Sign Out',
    );
    if (!toast?.textContent?.includes('Welcome back!') || !button) return null;
    const box = (element: Element) => {
      const { x, y, width, height } = element.getBoundingClientRect();
      return { x, y, width, height };
    };
    return { notice: box(toast), signOut: box(button) };
  });
  const { notice, signOut } = (await boxes.jsonValue())!;
  const overlaps =
    notice.x < signOut.x + signOut.width &&
    signOut.x < notice.x + notice.width &&
    notice.y < signOut.y + signOut.height &&
    signOut.y < notice.y + notice.height;
  expect(overlaps, 'the notice and Sign Out overlap').toBe(false);
});

test('the Start New Case tile stays readable under the pointer', async ({ page }) => {
  await page.goto('/auth');
  const form = page.getByRole('form', { name: 'Sign in' });
  await form.getByLabel('Email').fill(demoAccounts.customer);
  await form.getByLabel('Password').fill(demoPassword);
  await form.getByRole('button', { name: 'Sign In' }).click();
  const tile = page.getByRole('link', { name: /Start New Case/ });
  const colours = () =>
    tile.evaluate((element) => {
      const style = getComputedStyle(element);
      return { text: style.color, background: style.backgroundColor };
    });
  const resting = await colours();
  await tile.hover();
  // The same white text on the same brand blue, not the site's link hover blue on it.
  await expect.poll(colours).toEqual(resting);
  expect(resting.text).toBe('rgb(255, 255, 255)');
});

test('the dashboard, and its welcome notice, fit a 320 px screen', async ({ page }) => {
  // A case whose device type is one unbroken word as long as the form allows (80), in the admin's list.
  const customer = await page.request.post('/api/auth/sign-in', {
    data: { email: demoAccounts.customer, password: demoPassword },
  });
  const filed = await page.request.post('/api/trial/cases', {
    headers: { authorization: `Bearer ${(await customer.json()).accessToken}` },
    // A second case like it when the test is run again on the same site: not refused as filed a moment ago.
    data: {
      deviceType: `Refrigerator${'X'.repeat(68)}`,
      issueDescription: 'Long device name',
      fileAgain: true,
    },
  });
  expect(filed.status()).toBe(201);
  await page.setViewportSize({ width: 320, height: 700 });
  await page.goto('/auth');
  const form = page.getByRole('form', { name: 'Sign in' });
  await form.getByLabel('Email').fill(demoAccounts.admin);
  await form.getByLabel('Password').fill(demoPassword);
  await form.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/trial-dashboard$/);
  await expect(page.getByText('Welcome back!')).toBeVisible();
  await expect(page.getByTestId('active-cases')).not.toBeEmpty();
  await expect(page.getByText(`Refrigerator${'X'.repeat(68)}`).first()).toBeVisible();
  // Nothing sticks out: no text wider than its tile or card, no notice past the screen's edge.
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBe(0);
  const notice = (await page.locator('[data-sonner-toast]').boundingBox())!;
  expect(notice.x).toBeGreaterThanOrEqual(0);
  expect(notice.x + notice.width).toBeLessThanOrEqual(320);
});
