import type { BrowserContext, Page } from '@playwright/test';
import { test, expect, readSession, signIn } from '../../support/fixtures';

/** Opens the dashboard and waits until it shows the signed-in user's role. */
async function openDashboard(page: Page) {
  await page.goto('/trial-dashboard');
  await expect(page).toHaveURL(/\/trial-dashboard$/);
  await expect(page.getByRole('list', { name: 'Roles' }).getByText('customer')).toBeVisible();
}

/**
 * Both tabs learn at the same moment that the access token has run out: a third tab writes the stored session
 * with its expiry in the past, and every other tab of the browser receives the storage event together.
 */
async function expireTogether(context: BrowserContext) {
  const writer = await context.newPage();
  await writer.goto('/remotes.json');
  await writer.evaluate(() => {
    const stored = JSON.parse(localStorage.getItem('claims.session') ?? 'null');
    localStorage.setItem('claims.session', JSON.stringify({ ...stored, expiresAtLocal: Date.now() - 1000 }));
  });
  await writer.close();
}

async function bothStaySignedIn(first: Page, second: Page, startedWith: { refreshToken: string }) {
  // A renewal happened…
  await expect
    .poll(async () => (await readSession(first))?.refreshToken, { timeout: 15_000 })
    .not.toBe(startedWith.refreshToken);
  const renewed = await readSession(first);
  // …and neither tab was signed out: both still hold the session and show the dashboard.
  for (const page of [first, second]) {
    expect((await readSession(page))?.refreshToken).toBe(renewed.refreshToken);
    await expect(page).toHaveURL(/\/trial-dashboard$/);
    await expect(page.getByRole('list', { name: 'Roles' }).getByText('customer')).toBeVisible();
  }
  // The session family is alive on the server: its access token works and its refresh token renews.
  const me = await first.request.get('/api/auth/me', {
    headers: { authorization: `Bearer ${renewed.accessToken}` },
  });
  expect(me.status()).toBe(200);
  const next = await first.request.post('/api/auth/refresh', {
    data: { refreshToken: renewed.refreshToken },
  });
  expect(next.status()).toBe(200);
}

test.describe('sessions across tabs', () => {
  test('two tabs whose tokens expire together both stay signed in', async ({ context }) => {
    const pageErrors: string[] = [];
    context.on('weberror', (error) => pageErrors.push(error.error().message));
    const first = await context.newPage();
    const session = await signIn(first, 'customer');
    await openDashboard(first);
    const second = await context.newPage();
    await openDashboard(second);

    await expireTogether(context);
    await bothStaySignedIn(first, second, session);
    expect(pageErrors).toEqual([]);
  });

  test('without Web Locks, two tabs renewing with the same token at once both stay signed in', async ({
    context,
  }) => {
    // Older browsers (or a lock manager that is unavailable): both tabs send the same refresh token; the server's
    // grace window answers both with the same successor instead of treating the second as a stolen token.
    await context.addInitScript(() => {
      Object.defineProperty(Navigator.prototype, 'locks', { get: () => undefined, configurable: true });
    });
    const first = await context.newPage();
    const session = await signIn(first, 'customer');
    await openDashboard(first);
    const second = await context.newPage();
    await openDashboard(second);

    await expireTogether(context);
    await bothStaySignedIn(first, second, session);
  });
});
