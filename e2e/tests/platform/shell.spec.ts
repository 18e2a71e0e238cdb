import type { Page } from '@playwright/test';
import { test, expect, signedInAs } from '../../support/fixtures';
import { addDays, bookPickup } from '../booking/helpers';

/** Paths of the spec served by the remotes that exist, with what each must show. */
const pages: { path: string; heading: RegExp | string }[] = [
  { path: '/', heading: /claims/i },
  { path: '/request-demo', heading: /demo/i },
  { path: '/join-network', heading: /network/i },
  { path: '/join-store-network', heading: /store/i },
  { path: '/join-rental-network', heading: /rental/i },
  { path: '/join-recycling-network', heading: /recycling/i },
  { path: '/auth', heading: /.+/ },
  { path: '/repair-guides', heading: 'Repair Guides' },
];

/** The header fits each common phone width: its Menu button inside the screen, and no sideways scroll. */
async function expectHeaderFitsPhones(page: Page) {
  for (const width of [320, 360, 375, 390, 412]) {
    await page.setViewportSize({ width, height: 760 });
    const menu = page.getByRole('banner').getByRole('button', { name: /Menu/ });
    await expect(menu).toBeVisible();
    const box = (await menu.boundingBox())!;
    expect(box.x + box.width, `Menu inside the screen at ${width} px`).toBeLessThanOrEqual(width);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, `sideways scroll at ${width} px`).toBe(0);
  }
}

test.describe('shell', () => {
  test('every public route of the existing areas renders its page inside the site chrome', async ({
    page,
    pageErrors,
  }) => {
    for (const { path, heading } of pages) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading }).first(), path).toBeVisible();
      await expect(page.getByRole('contentinfo')).toContainText('© 2024');
      await expect(page.getByText('This section is temporarily unavailable')).toHaveCount(0);
    }
    expect(pageErrors).toEqual([]);
  });

  test('the public header leads to the spec destinations and collapses on a phone', async ({ page }) => {
    await page.goto('/repair-guides');
    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: 'Request Service' })).toHaveAttribute(
      'href',
      '/request-tech',
    );
    await expect(header.getByRole('link', { name: 'Recycling' })).toHaveAttribute('href', '/abby-recycling');
    await expect(header.getByRole('link', { name: 'Repair Guides' })).toHaveAttribute(
      'href',
      '/repair-guides',
    );
    await expect(header.getByRole('link', { name: 'Contact' })).toHaveAttribute('href', '/request-demo');
    await expect(header.getByRole('link', { name: 'Try Trial System' })).toHaveAttribute('href', '/auth');
    await expect(header.getByRole('link', { name: /Call Now/ })).toHaveAttribute('href', /^tel:/);
    await page.screenshot({ path: 'e2e/test-results/screens/shell-desktop.png' });

    await page.setViewportSize({ width: 390, height: 800 });
    await expect(header.getByRole('link', { name: 'Contact' })).toBeHidden();
    await header.getByRole('button', { name: 'Menu' }).click();
    await expect(header.getByRole('button', { name: 'Close' })).toHaveAttribute('aria-expanded', 'true');
    await page.screenshot({ path: 'e2e/test-results/screens/shell-phone-menu.png' });
    await header.getByRole('link', { name: 'Contact' }).click();
    await expect(page).toHaveURL(/\/request-demo$/);
    await expect(header.getByRole('button', { name: 'Menu' })).toHaveAttribute('aria-expanded', 'false');
    await expect(header.getByRole('link', { name: 'Contact' })).toBeHidden();

    // The phone bar (brand, Call Now, Menu) keeps to one row on the common phone widths.
    for (const width of [320, 360, 375, 390, 414]) {
      await page.setViewportSize({ width, height: 800 });
      await expect
        .poll(async () => Math.round((await header.boundingBox())?.height ?? 0), { message: `${width} px` })
        .toBe(65);
    }
  });

  test('a new page starts at the top; Back and a reload return to where the visitor was', async ({
    page,
  }) => {
    const scrollY = () => page.evaluate(() => Math.round(window.scrollY));
    await page.goto('/repair-guides');
    const cards = page.locator('a[href^="/repair-guide/"]');
    await expect(cards.nth(8)).toBeVisible();
    // A card well down the list, scrolled to as a visitor would; clicking it then scrolls no further.
    const card = cards.nth(8);
    await card.scrollIntoViewIfNeeded();
    await page.evaluate(
      () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
    );
    const position = await scrollY();
    expect(position).toBeGreaterThan(300);
    await card.click();
    await expect(page).toHaveURL(/\/repair-guide\//);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await scrollY()).toBe(0);

    await page.goBack();
    await expect(page).toHaveURL(/\/repair-guides$/);
    await expect.poll(scrollY).toBe(position);

    await page.reload();
    await expect(cards.nth(8)).toBeVisible();
    await expect.poll(scrollY).toBe(position);
  });

  test('Back puts the keyboard on the card it opened, where it was, so Tab goes on from there', async ({
    page,
  }) => {
    const scrollY = () => page.evaluate(() => Math.round(window.scrollY));
    await page.goto('/repair-guides');
    const cards = page.locator('main a[href^="/repair-guide/"]');
    const card = cards.nth(6);
    await card.focus();
    const position = await scrollY();
    const href = await card.getAttribute('href');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

    await page.goBack();
    await expect(page).toHaveURL(/\/repair-guides$/);
    await expect(page.locator(`main a[href="${href}"]`)).toBeFocused();
    await expect.poll(scrollY).toBe(position);
    await page.keyboard.press('Tab');
    await expect(cards.nth(7)).toBeFocused();
  });

  test('the header fits every common phone width, signed out', async ({ page }) => {
    await page.goto('/request-demo');
    await expect(page.locator('[data-prerendered]')).toHaveCount(0);
    await expectHeaderFitsPhones(page);
  });

  test('the header is one row at desktop widths, signed out', async ({ page }) => {
    await page.goto('/video-ai');
    await expect(page.locator('[data-prerendered]')).toHaveCount(0);
    for (const width of [1024, 1280, 1440]) {
      await page.setViewportSize({ width, height: 900 });
      const header = (await page.getByRole('banner').boundingBox())!;
      expect(header.height, `header height at ${width} px`).toBeLessThanOrEqual(66);
    }
  });

  test('with wider text spacing (WCAG 1.4.12) at 320 px, no page with a form or calendar scrolls sideways', async ({
    page,
    request,
  }) => {
    const availability = await (await request.get('/api/booking/recycling/availability')).json();
    const booked = await bookPickup(request, addDays(availability.first, 4));
    const { manageToken } = await booked.json();
    const spaced = `* { line-height: 1.5 !important; letter-spacing: 0.12em !important; word-spacing: 0.16em !important; }
      p { margin-bottom: 2em !important; }`;
    await page.setViewportSize({ width: 320, height: 760 });
    for (const path of [
      '/join-store-network',
      '/join-network',
      '/request-demo',
      '/repair-guides',
      `/bookings/${manageToken}`,
    ]) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      await expect(page.locator('[data-prerendered]')).toHaveCount(0);
      if (path.startsWith('/bookings/')) {
        // The month stays inside the space its card gives it (it used to run over the card's padding at 320 px).
        await expect(page.getByRole('grid').first()).toBeVisible();
        const spill = await page
          .getByRole('grid')
          .first()
          .evaluate((grid) => {
            let frame = grid.parentElement;
            while (frame && getComputedStyle(frame).containerType !== 'inline-size')
              frame = frame.parentElement;
            const inner = frame!.getBoundingClientRect();
            const month = grid.getBoundingClientRect();
            return Math.max(inner.left - month.left, month.right - inner.right);
          });
        expect(spill, 'calendar past its card at 320 px').toBeLessThanOrEqual(0.5);
      }
      await page.addStyleTag({ content: spaced });
      if (path.startsWith('/bookings/')) await expect(page.getByRole('grid').first()).toBeVisible();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, `sideways scroll on ${path}`).toBe(0);
    }
  });

  test('on a phone, a field reached with Shift+Tab shows below the sticky header with its label', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 700 });
    await page.goto('/request-demo');
    await expect(page.locator('[data-prerendered]')).toHaveCount(0);
    const header = page.getByRole('banner');
    const message = page.getByLabel(/^Message/);
    await message.focus();
    // The field before it is scrolled to just under the header, then the visitor goes back to it.
    await page.evaluate(() => {
      const role = document.querySelector('#demo-role')!;
      window.scrollBy(0, role.getBoundingClientRect().top - 66);
    });
    await page.keyboard.press('Shift+Tab');
    const role = page.getByLabel(/^Role\/Title/);
    await expect(role).toBeFocused();
    const headerBottom = (await header.boundingBox())!.y + (await header.boundingBox())!.height;
    const label = page.locator('label[for="demo-role"]');
    expect((await label.boundingBox())!.y).toBeGreaterThanOrEqual(headerBottom);
  });

  test('a page typed into the address bar starts at the top, wherever the page before it was scrolled', async ({
    page,
  }) => {
    const scrollY = () => page.evaluate(() => Math.round(window.scrollY));
    await page.goto('/');
    await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
    await expect.poll(scrollY).toBeGreaterThan(500);
    // A new document in the same tab: its first history entry is new, whatever the router calls it.
    await page.goto('/request-demo');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(await scrollY()).toBe(0);
  });

  test('an unknown path shows the 404 page and reports the missing path', async ({ page }) => {
    const reported = page.waitForRequest(
      (req) => req.url().endsWith('/api/client-errors') && req.method() === 'POST',
    );
    const consoleErrors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') consoleErrors.push(message.text());
    });
    await page.goto('/no-such-page/here');
    await expect(page.getByRole('heading', { name: '404' })).toBeVisible();
    await expect(page.getByText('Oops! Page not found')).toBeVisible();
    expect((await reported).postDataJSON()).toMatchObject({ path: '/no-such-page/here' });
    expect(consoleErrors.join('\n')).toContain('/no-such-page/here');
    await page.screenshot({ path: 'e2e/test-results/screens/not-found.png' });
    await page.getByRole('link', { name: 'Return to Home' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('an area whose remote cannot be reached shows the unavailable panel; the rest of the site works', async ({
    page,
  }) => {
    // The guides remote's manifest URL points at a port nobody listens on.
    await page.route('**/remotes.json', async (route) => {
      const response = await route.fetch();
      const manifest = await response.json();
      manifest.remotes.guides = 'http://127.0.0.1:9/mf-manifest.json';
      await route.fulfill({ response, json: manifest });
    });
    await page.goto('/repair-guides');
    await expect(page.getByText('This section is temporarily unavailable')).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible();
    await page.screenshot({ path: 'e2e/test-results/screens/remote-unavailable.png' });
    // The chrome still works and another area still loads.
    await expect(page.getByRole('contentinfo')).toContainText('© 2024');
    await page.getByRole('banner').getByRole('link', { name: 'Contact' }).click();
    await expect(page).toHaveURL(/\/request-demo$/);
    await expect(page.getByRole('heading', { level: 1, name: /demo/i })).toBeVisible();
    await expect(page.getByText('This section is temporarily unavailable')).toHaveCount(0);
  });

  test.describe('signed in', () => {
    test.use(signedInAs('admin'));
    test('the signed-in routes of the existing areas render', async ({ page }) => {
      for (const path of ['/trial-dashboard', '/upload-guide', '/admin', '/admin/leads']) {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 }).first(), path).toBeVisible();
        await expect(page.getByText('This section is temporarily unavailable')).toHaveCount(0);
      }
    });

    test('the signed-in header fits every common phone width', async ({ page }) => {
      await page.goto('/trial-dashboard');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectHeaderFitsPhones(page);
    });

    test('the signed-in header keeps its links and menu on one line on desktop widths', async ({ page }) => {
      await page.goto('/repair-guides');
      const header = page.getByRole('banner');
      await expect(header.getByRole('button', { name: /Demo Admin/ })).toBeVisible();
      for (const width of [1024, 1280, 1440]) {
        await page.setViewportSize({ width, height: 800 });
        for (const name of ['Request Service', 'Recycling', 'Repair Guides', 'Contact']) {
          const box = await header.getByRole('link', { name }).boundingBox();
          // One line of text: a wrapped link is two lines tall (about 64 px).
          expect(box?.height, `${name} at ${width} px`).toBeLessThan(48);
        }
        const brand = await header.getByRole('link', { name: /home/ }).boundingBox();
        const firstLink = await header.getByRole('link', { name: 'Request Service' }).boundingBox();
        expect(brand!.x + brand!.width, `brand and links apart at ${width} px`).toBeLessThanOrEqual(
          firstLink!.x,
        );
      }
    });
  });
});
