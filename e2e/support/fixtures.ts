import { test as base, expect, type Page } from '@playwright/test';
import { demoAccounts, demoPassword, type DemoRole } from './site';

/**
 * Signs the page in as a demo account with a session of its own. Sessions are not shared between tests:
 * refresh tokens rotate on use, and replaying a rotated one (as a saved browser state would) ends the session.
 */
export async function signIn(page: Page, role: DemoRole) {
  const res = await page.request.post('/api/auth/sign-in', {
    data: { email: demoAccounts[role], password: demoPassword },
  });
  expect(res.status(), await res.text()).toBe(200);
  const session = await res.json();
  await page.goto('/remotes.json');
  // What the site's session store keeps after a sign-in: the session, and the cookies the edge reads.
  await page.evaluate((value) => {
    localStorage.setItem('claims.session', value);
    document.cookie = 'claims_session=1; path=/';
    document.cookie = `claims_access=${JSON.parse(value).accessToken}; path=/`;
  }, JSON.stringify(session));
  return session;
}

/** `pageErrors` collects uncaught page errors; `signedInRole` starts the test signed in. */
export const test = base.extend<{ pageErrors: string[]; signedInRole: DemoRole | undefined }>({
  signedInRole: [undefined, { option: true }],
  page: async ({ page, signedInRole }, use) => {
    if (signedInRole) await signIn(page, signedInRole);
    await use(page);
  },
  pageErrors: async ({ page }, use) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await use(errors);
  },
});

export const signedInAs = (role: DemoRole) => ({ signedInRole: role });

export async function readSession(page: Page) {
  return page.evaluate(() => JSON.parse(localStorage.getItem('claims.session') ?? 'null'));
}

/**
 * Stops the page's clock a moment from now. A busy host can take longer than the margin between reading the page's
 * clock and pausing it (300 ms was not always enough while other checks ran); each new try reads the clock again
 * with twice the margin.
 */
export async function pauseClockSoon(page: Page) {
  let margin = 300;
  await expect(async () => {
    const now = await page.evaluate(() => Date.now());
    await page.clock.pauseAt(now + margin).catch((error: unknown) => {
      margin *= 2;
      throw error;
    });
  }).toPass({ timeout: 5_000 });
}

export { expect };
