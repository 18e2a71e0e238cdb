import type { Locator } from '@playwright/test';
import { test, expect, pauseClockSoon, readSession, signedInAs, signIn } from '../../support/fixtures';
import { demoAccounts, demoPassword } from '../../support/site';

const uniqueEmail = () => `visitor-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;

test.describe('identity', () => {
  test('sign up, land on the dashboard, keep the session across a reload, sign out', async ({
    page,
    pageErrors,
  }) => {
    const email = uniqueEmail();
    await page.goto('/auth');
    await expect(page.getByText(/new users receive the customer role/i)).toBeVisible();
    await page.getByRole('tab', { name: 'Sign Up' }).click();
    const form = page.getByRole('form', { name: 'Sign up' });
    await form.getByLabel('Full Name').fill('Dana Whitfield');
    await form.getByLabel('Email').fill(email);
    await form.getByLabel('Password').fill('secret12');
    await form.getByRole('button', { name: 'Sign Up' }).click();

    await expect(page).toHaveURL(/\/trial-dashboard$/);
    await expect(page.getByText('Account created!')).toBeVisible();
    await expect(page.getByText('Welcome, Dana Whitfield.')).toBeVisible();
    await expect(page.getByRole('list', { name: 'Roles' }).getByText('customer')).toBeVisible();

    await page.reload();
    await expect(page).toHaveURL(/\/trial-dashboard$/);
    await expect(page.getByText('Welcome, Dana Whitfield.')).toBeVisible();
    expect((await readSession(page))?.user.email).toBe(email);

    await page.getByRole('main').getByRole('button', { name: 'Sign Out' }).click();
    await expect(page).toHaveURL(/\/$/);
    expect(await readSession(page)).toBeNull();
    // Signed out, the dashboard sends the visitor back to sign in.
    await page.goto('/trial-dashboard');
    await expect(page).toHaveURL(/\/auth$/);
    expect(pageErrors).toEqual([]);
  });

  test.describe('signed in', () => {
    test.use(signedInAs('customer'));
    for (const signOutFrom of ['the dashboard', 'the account menu'] as const) {
      test(`Sign Out in ${signOutFrom} goes to the home page, which says so, and Back does not show the sign-in form`, async ({
        page,
      }) => {
        await page.setViewportSize({ width: 1280, height: 800 });
        await page.goto('/repair-guides');
        await page.goto('/trial-dashboard');
        await expect(page.getByText('Welcome, Demo Customer.')).toBeVisible();
        if (signOutFrom === 'the dashboard') {
          await page.getByRole('main').getByRole('button', { name: 'Sign Out' }).click();
        } else {
          const header = page.locator('header');
          await header.getByRole('button', { name: 'Account: Demo Customer' }).click();
          await header.getByRole('button', { name: 'Sign Out' }).click();
        }
        await expect(page).toHaveURL(/\/$/);
        await expect(page.getByText('You are signed out.')).toBeVisible();
        expect(await readSession(page)).toBeNull();
        // The step the dashboard took to /auth as the session ended is not kept: Back is the page before the dashboard.
        await page.goBack();
        await expect(page).toHaveURL(/\/repair-guides$/);
      });
    }

    test('Sign Out from a page anyone may see stays on it and says so; from a page for signed-in users goes home', async ({
      page,
      pageErrors,
    }) => {
      await page.setViewportSize({ width: 1280, height: 800 });
      const header = page.locator('header');
      await page.goto('/repair-guides');
      await page.goto('/abby-recycling?from=header');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await header.getByRole('button', { name: 'Account: Demo Customer' }).click();
      await header.getByRole('button', { name: 'Sign Out' }).click();
      await expect(page.getByText('You are signed out.')).toBeVisible();
      await expect(page).toHaveURL(/\/abby-recycling\?from=header$/);
      await expect(header.getByRole('link', { name: 'Try Trial System' })).toBeVisible();
      expect(await readSession(page)).toBeNull();
      // No second entry for the same page: Back is the page before it.
      await page.goBack();
      await expect(page).toHaveURL(/\/repair-guides$/);

      await signIn(page, 'customer');
      await page.goto('/upload-guide');
      await header.getByRole('button', { name: 'Account: Demo Customer' }).click();
      await header.getByRole('button', { name: 'Sign Out' }).click();
      await expect(page).toHaveURL(/\/$/);
      await expect(page.getByText('You are signed out.')).toBeVisible();
      expect(pageErrors).toEqual([]);
    });
  });

  test('on a phone, the notice of a refused sign-up covers no button of the form, wherever it is scrolled, and a tap closes it', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 700 });
    await page.goto('/auth');
    await page.getByRole('tab', { name: 'Sign Up' }).click();
    const form = page.getByRole('form', { name: 'Sign up' });
    await form.getByLabel('Full Name').fill('Ann Lee');
    await form.getByLabel('Email').fill(demoAccounts.admin);
    await form.getByLabel('Password').fill('Tulip-Harbor-9');
    await form.getByRole('button', { name: 'Sign Up' }).click();
    const notice = page.locator('[data-sonner-toast]');
    await expect(notice).toBeVisible();
    const instead = form.getByRole('button', { name: 'Sign in with this email instead' });
    await expect(instead).toBeVisible();
    // From Email (where the refusal put the focus) on to the button, as a keyboard user goes.
    await expect(form.getByLabel('Email')).toBeFocused();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(instead).toBeFocused();
    const overlap = async (button: Locator) => {
      await expect(notice).toHaveAttribute('data-mounted', 'true');
      const [a, b] = [(await notice.boundingBox())!, (await button.boundingBox())!];
      return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
    };
    expect(await overlap(instead), 'the notice covers the focused button').toBe(false);
    // Sign Up at the bottom edge of the screen, where a thumb presses it.
    const signUp = form.getByRole('button', { name: 'Sign Up' });
    await signUp.evaluate((button) =>
      window.scrollBy(0, button.getBoundingClientRect().bottom - window.innerHeight + 4),
    );
    expect(await overlap(signUp), 'the notice covers Sign Up').toBe(false);
    // Across the top, over the sticky header: no heading or field of the page below it.
    const header = (await page.locator('header').boundingBox())!;
    expect((await notice.boundingBox())!.y).toBeLessThan(header.y + header.height);

    await notice.getByText('An account with this email already exists').click();
    await expect(notice).toHaveCount(0);
  });

  test('a wrong password shows the error and keeps the visitor on /auth', async ({ page }) => {
    await page.goto('/auth');
    const form = page.getByRole('form', { name: 'Sign in' });
    await form.getByLabel('Email').fill(demoAccounts.customer);
    await form.getByLabel('Password').fill('not-the-password');
    await form.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByText('Error', { exact: true })).toBeVisible();
    const notices = page.getByRole('region', { name: /Notifications/ });
    await expect(notices.getByText('Invalid email or password')).toBeVisible();
    // Also beside the form, where it stays after the notice has gone.
    await expect(form.getByRole('alert')).toHaveText('Invalid email or password');
    await expect(page).toHaveURL(/\/auth$/);
    expect(await readSession(page)).toBeNull();
  });

  test('signing in with the right password says Welcome back!', async ({ page }) => {
    await page.goto('/auth');
    const form = page.getByRole('form', { name: 'Sign in' });
    await form.getByLabel('Email').fill(demoAccounts.tech);
    await form.getByLabel('Password').fill(demoPassword);
    await form.getByRole('button', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(/\/trial-dashboard$/);
    await expect(page.getByText('Welcome back!')).toBeVisible();
    await expect(page.getByRole('list', { name: 'Roles' }).getByText('tech')).toBeVisible();
  });

  test('the account menu opened under the Welcome back! notice lies over it, so Sign Out can be pressed', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.clock.install();
    await page.goto('/auth');
    const form = page.getByRole('form', { name: 'Sign in' });
    await form.getByLabel('Email').fill(demoAccounts.customer);
    await form.getByLabel('Password').fill(demoPassword);
    await form.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByText('Welcome back!')).toBeVisible();
    // The notice stays while the menu is checked (see the next test).
    await pauseClockSoon(page);
    const header = page.locator('header');
    await header.getByRole('button', { name: /^Account:/ }).click();
    for (const item of [
      header.getByRole('link', { name: 'Dashboard' }),
      header.getByRole('button', { name: 'Sign Out' }),
    ]) {
      await expect(item).toBeVisible();
      const box = (await item.boundingBox())!;
      const hit = await page.evaluate(({ x, y }) => document.elementFromPoint(x, y)?.textContent?.trim(), {
        x: box.x + box.width / 2,
        y: box.y + box.height / 2,
      });
      expect(hit).toBe(await item.textContent());
    }
    await expect(page.getByText('Welcome back!')).toBeVisible();
  });

  test('Tab goes through the Welcome back! notice and on into the dashboard, not round it', async ({
    page,
  }) => {
    await page.clock.install();
    await page.goto('/auth');
    const form = page.getByRole('form', { name: 'Sign in' });
    await form.getByLabel('Email').fill(demoAccounts.customer);
    await form.getByLabel('Password').fill(demoPassword);
    await form.getByLabel('Password').press('Enter');
    await expect(page.getByText('Welcome back!')).toBeVisible();
    await expect(page.locator('main')).toBeFocused();
    // The page's clock stops here, so the notice's own 5 s (which a slow machine can spend before the first key
    // press) is not what decides; that it stays while focused is checked in shared/ui/test/toaster.test.tsx.
    await pauseClockSoon(page);
    const focusedName = () =>
      page.evaluate(() => {
        const active = document.activeElement;
        return (active?.getAttribute('aria-label') ?? active?.textContent ?? '').trim();
      });
    const names: string[] = [];
    for (let press = 0; press < 4; press += 1) {
      await page.keyboard.press('Tab');
      names.push(await focusedName());
    }
    // The notice and its close button, then the dashboard's own Sign Out.
    expect(names).toContain('Close toast');
    expect(names).toContain('Sign Out');
  });

  test('an expired access token is renewed without the user noticing', async ({ page, request }) => {
    const res = await request.post('/api/auth/sign-in', {
      data: { email: demoAccounts.customer, password: demoPassword },
    });
    expect(res.status()).toBe(200);
    const session = await res.json();
    // The stored access token has run out; only the refresh token can still vouch for the visitor.
    const expired = { ...session, accessTokenExpiresAt: Date.now() - 60_000 };
    await page.goto('/remotes.json');
    await page.evaluate((value) => {
      localStorage.setItem('claims.session', value);
      document.cookie = 'claims_session=1; path=/';
    }, JSON.stringify(expired));

    await page.goto('/trial-dashboard');
    await expect(page).toHaveURL(/\/trial-dashboard$/);
    await expect(page.getByRole('list', { name: 'Roles' }).getByText('customer')).toBeVisible();
    await expect
      .poll(async () => (await readSession(page))?.refreshToken, { timeout: 15_000 })
      .not.toBe(session.refreshToken);
    const renewed = await readSession(page);
    expect(renewed.accessToken).not.toBe(session.accessToken);
    expect(renewed.accessTokenExpiresAt).toBeGreaterThan(Date.now());
    // Within the grace window the rotated-away refresh token only yields the same successor (a second tab
    // renewing at the same moment); it never starts a session of its own.
    const reused = await request.post('/api/auth/refresh', { data: { refreshToken: session.refreshToken } });
    expect(reused.status()).toBe(200);
    expect((await reused.json()).refreshToken).toBe(renewed.refreshToken);
  });
});
