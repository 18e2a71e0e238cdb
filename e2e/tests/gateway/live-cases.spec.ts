import type { Browser, Page, WebSocket } from '@playwright/test';
import { test, expect, signIn } from '../../support/fixtures';

/** A fresh browser context signed in with a new customer account (so no other journey's cases are in its list). */
async function newCustomer(browser: Browser, fullName: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  const email = `${fullName.split(' ')[0].toLowerCase()}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
  const res = await page.request.post('/api/auth/sign-up', {
    data: { fullName, email, password: 'secret12' },
  });
  expect(res.status(), await res.text()).toBe(201);
  await page.goto('/remotes.json');
  await page.evaluate(
    (value) => {
      localStorage.setItem('claims.session', value);
      document.cookie = 'claims_session=1; path=/';
    },
    JSON.stringify(await res.json()),
  );
  return page;
}

/** Every text frame the page's websockets receive. */
function recordFrames(page: Page): string[] {
  const frames: string[] = [];
  page.on('websocket', (socket: WebSocket) => {
    socket.on('framereceived', ({ payload }) => frames.push(String(payload)));
  });
  return frames;
}

/** Marks the document: the mark survives anything but a reload or a navigation away. */
const markDocument = (page: Page) => page.evaluate(() => Object.assign(window, { liveJourneyMark: true }));
const stillSameDocument = (page: Page) =>
  page.evaluate(() => (window as unknown as { liveJourneyMark?: boolean }).liveJourneyMark === true);

const liveIndicator = (page: Page) => page.getByRole('status', { name: 'Live updates' });

test('case changes appear live on the admin dashboard and the customer case page; another customer receives nothing', async ({
  browser,
}) => {
  const admin = await (await browser.newContext()).newPage();
  await signIn(admin, 'admin');
  await admin.goto('/trial-dashboard');
  await expect(liveIndicator(admin)).toHaveText('Live');
  await markDocument(admin);
  const activeCount = async () => Number(await admin.getByTestId('active-cases').textContent());
  await expect(admin.getByTestId('active-cases')).toHaveText(/^\d+$/);
  const activeBefore = await activeCount();

  const other = await newCustomer(browser, 'Otto Other');
  const otherFrames = recordFrames(other);
  await other.goto('/trial-dashboard');
  await expect(other.getByText('No cases yet')).toBeVisible();
  await expect(liveIndicator(other)).toHaveText('Live');
  await markDocument(other);

  // The customer files a case and lands on its page.
  const customer = await newCustomer(browser, 'Rosa Delgado');
  await customer.goto('/trial-dashboard/new-case');
  await customer.getByLabel('Device type').fill('Dishwasher');
  await customer.getByLabel('Model number').fill('KDTM404KPS');
  await customer.getByLabel('Serial number').fill('F91234567');
  await customer.getByLabel('Issue description').fill('Water left in the bottom after every cycle');
  await customer.getByRole('button', { name: 'Create Case' }).click();
  await expect(customer).toHaveURL(/\/trial-dashboard\/case\/[0-9a-f]{24}$/);
  const caseUrl = new URL(customer.url()).pathname;
  const caseHeading = customer.getByRole('heading', { level: 1 });
  await expect(caseHeading).toHaveText(/^CA-\d{4}-\d{6}$/);
  const caseNumber = (await caseHeading.textContent()) ?? '';
  await expect(liveIndicator(customer)).toHaveText('Live');
  await markDocument(customer);

  // The admin's open dashboard shows it without a reload.
  const adminRow = admin
    .getByRole('list', { name: 'Cases' })
    .getByRole('link', { name: new RegExp(`^${caseNumber}`) });
  await expect(adminRow).toBeVisible();
  await expect(adminRow).toContainText('pending');
  // The Active Cases count follows too (other journeys may add cases meanwhile: at least this one more).
  await expect.poll(activeCount).toBeGreaterThan(activeBefore);
  expect(await stillSameDocument(admin)).toBe(true);

  // The admin moves it (from the case page in another tab); the customer's open case page follows.
  const adminCasePage = await admin.context().newPage();
  await adminCasePage.goto(caseUrl);
  await adminCasePage
    .getByRole('group', { name: 'Change status' })
    .getByRole('button', { name: 'Start call' })
    .click();
  await expect(adminCasePage.getByText('Status updated')).toBeVisible();

  await expect(customer.getByRole('list', { name: 'Timeline' }).getByText('in_call')).toBeVisible();
  await expect(customer.getByRole('heading', { level: 1 }).locator('..').getByText('in_call')).toBeVisible();
  expect(await stillSameDocument(customer)).toBe(true);
  await expect(adminRow).toContainText('in_call');
  expect(await stillSameDocument(admin)).toBe(true);

  // The other customer's dashboard stayed as it was and its socket never carried the case.
  await expect(other.getByText('No cases yet')).toBeVisible();
  expect(await stillSameDocument(other)).toBe(true);
  expect(otherFrames.some((frame) => frame.includes('"type":"ready"'))).toBe(true);
  expect(
    otherFrames.filter((frame) => frame.includes(caseNumber) || frame.includes('"type":"case.')),
  ).toEqual([]);
});
