import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { demoAccounts, demoPassword } from '../../support/site';

const months = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];
const ordinal = (n: number) => {
  const suffix =
    n % 10 === 1 && n !== 11
      ? 'st'
      : n % 10 === 2 && n !== 12
        ? 'nd'
        : n % 10 === 3 && n !== 13
          ? 'rd'
          : 'th';
  return `${n}${suffix}`;
};

/** The calendar's button for a 'YYYY-MM-DD' day, turning months forward until it shows. */
export async function dayButton(page: Page, day: string) {
  const [y, m, d] = day.split('-').map(Number);
  const name = new RegExp(`${months[m - 1]} ${ordinal(d)}, ${y}`);
  const button = page.getByRole('button', { name });
  // The calendar loads with its step; wait for it before turning months.
  await expect(page.getByRole('grid').first()).toBeVisible();
  for (let i = 0; i < 3 && !(await button.isVisible()); i += 1) {
    await page.getByRole('button', { name: /next month/i }).click();
  }
  await expect(button).toBeVisible();
  return button;
}

/** 'YYYY-MM-DD' n days after `day`. */
export function addDays(day: string, n: number) {
  const [y, m, d] = day.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d + n)).toISOString().slice(0, 10);
}

export const uniqueName = (label: string) =>
  `${label} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;

export const newKey = () => `e2e-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;

/** An admin access token from the identity service, for reading what the site stored. */
export async function adminToken(request: APIRequestContext) {
  const res = await request.post('/api/auth/sign-in', {
    data: { email: demoAccounts.admin, password: demoPassword },
  });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { accessToken: string }).accessToken;
}

/** A customer of their own (by name): the service asks before booking one customer the same pickup twice. */
export const contact = (name: string) => ({
  name,
  phone: '(817) 555-0134',
  email: `e2e.${name.toLowerCase().replace(/[^a-z0-9]+/g, '.')}@example.com`,
  address: '1200 W Magnolia Ave, Fort Worth, TX',
});

/** The first pickup day of the next two weeks with a place left. */
export async function openPickupDay(request: APIRequestContext): Promise<string> {
  const availability = await (await request.get('/api/booking/recycling/availability')).json();
  return Array.from({ length: 13 }, (_, i) => addDays(availability.first, i)).find(
    (day) => !availability.fullDays.includes(day),
  )!;
}

/** Books a pickup through the API (what another customer's browser would send). */
export async function bookPickup(
  request: APIRequestContext,
  pickupDate: string,
  name = uniqueName('Other Customer'),
) {
  const res = await request.post('/api/booking/recycling/pickups', {
    data: {
      zip: '76114',
      items: ['freezer'],
      floor: 'ground',
      installed: 'disconnected',
      access: 'easy',
      termsAccepted: true,
      pickupDate,
      contact: contact(name),
      idempotencyKey: newKey(),
    },
  });
  return res;
}

/** Opens a booking page and waits until it is live: its first screen is prerendered and replaced when the remote runs. */
export async function openLive(page: Page, path: string) {
  await page.goto(path);
  await expect(page.locator('[data-prerendered]')).toHaveCount(0);
}

/** A technician visit's day, after the first `skip` days of the range, with a window left, and that window. */
export async function openVisitSlot(
  request: APIRequestContext,
  skip: number,
): Promise<{ date: string; windowId: string }> {
  const availability = await (await request.get('/api/booking/technician/availability')).json();
  const day = availability.days.find(
    (d: { windows: { remaining: number }[] }, i: number) =>
      i >= skip && d.windows.some((w) => w.remaining > 0),
  );
  return { date: day.date, windowId: day.windows.find((w: { remaining: number }) => w.remaining > 0).id };
}

/**
 * Opens /request-tech with its wizard kept at `step` in this tab (as when coming back to the page): AC Repair in 76114
 * at `slot`, for `contact`.
 */
export async function openVisitWizardAt(
  page: Page,
  step: number,
  slot: { date: string; windowId: string },
  contact: { name: string; phone: string; email: string; address: string; issueDescription?: string },
) {
  await openLive(page, '/request-tech');
  await page.evaluate(
    (wizard) => sessionStorage.setItem('booking:technician-wizard', JSON.stringify(wizard)),
    { step, zip: '76114', serviceId: 'ac-repair', ...slot, contact },
  );
  // Away and back (not a reload: the page's first entry of history is step 1's).
  await page.goto('/');
  await page.goto('/request-tech');
}
