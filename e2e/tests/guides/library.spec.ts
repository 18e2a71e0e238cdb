import type { Page } from '@playwright/test';
import { test, expect } from '../../support/fixtures';

/**
 * The library's list answers as they first came, for the rest of the test: other tests running beside this one add
 * and delete guides, which would move the cards between a load and a reload and so move the card a restored
 * position shows.
 */
async function freezeLibrary(page: Page) {
  const answers = new Map<string, string>();
  await page.route(
    (url) => url.pathname === '/api/guides',
    async (route) => {
      const kept = answers.get(route.request().url());
      if (kept !== undefined)
        return route.fulfill({ status: 200, contentType: 'application/json', body: kept });
      const response = await route.fetch();
      const body = await response.text();
      if (response.ok()) answers.set(route.request().url(), body);
      return route.fulfill({ response, body });
    },
  );
}

test.describe('repair-guide library', () => {
  test('browse, filter by chip, search, open a guide and read its numbered steps', async ({
    page,
    pageErrors,
  }) => {
    await page.goto('/repair-guides');
    await expect(page.getByRole('heading', { level: 1, name: 'Repair Guides' })).toBeVisible();
    await expect(page.getByRole('link', { name: /Contribute a Guide/ }).first()).toHaveAttribute(
      'href',
      '/upload-guide',
    );
    const grid = page.getByRole('list', { name: 'Guides' });
    await expect(grid.getByRole('article').first()).toBeVisible();
    expect(await grid.getByRole('article').count()).toBeGreaterThan(1);
    await expect(page.getByRole('button', { name: 'All Categories' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    // Category chip: the URL carries the filter and every card is a dryer guide.
    await page.getByRole('button', { name: 'Dryers', exact: true }).click();
    await expect(page).toHaveURL(/[?&]category=Dryers/);
    await expect(page.getByRole('button', { name: 'Dryers', exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(grid).not.toHaveAttribute('aria-busy', 'true');
    const illustrations = grid.locator('img[data-illustration]');
    await expect(illustrations.first()).toBeVisible();
    for (const category of await illustrations.evaluateAll((images) =>
      images.map((img) => img.getAttribute('data-illustration')),
    )) {
      expect(category).toBe('Dryers');
    }

    // Back undoes the filter.
    await page.goBack();
    await expect(page).toHaveURL(/\/repair-guides$/);
    await expect(page.getByRole('button', { name: 'All Categories' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    // Search (debounced) is case-insensitive and lands in the URL.
    await page.getByRole('searchbox', { name: 'Search guides' }).fill('REPLACE');
    await expect(page).toHaveURL(/[?&]q=REPLACE/);
    // The address changes a moment before the grid renders the search (then busy with the previous page shown):
    // wait for the grid to settle on titles that all match.
    const headings = grid.getByRole('heading', { level: 3 });
    await expect
      .poll(async () => {
        const shown = await headings.allTextContents();
        const busy = await grid.getAttribute('aria-busy');
        return busy !== 'true' && shown.length > 0 && shown.every((t) => t.toLowerCase().includes('replace'));
      })
      .toBe(true);
    const titles = await headings.allTextContents();

    // Open the first sample guide found: overview, tools, parts and numbered steps. (Guides other journeys make, whose
    // titles end in a time, may be deleted by them meanwhile.)
    const firstTitle = titles.find((title) => !/\d{10,}$/.test(title)) ?? titles[0];
    await grid.getByRole('link', { name: firstTitle }).click();
    await expect(page).toHaveURL(/\/repair-guide\/[0-9a-f]{24}$/);
    await expect(page.getByRole('heading', { level: 1, name: firstTitle })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Tools Needed' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Parts Needed' })).toBeVisible();
    const steps = page.getByRole('region', { name: 'Steps' }).getByRole('listitem');
    const count = await steps.count();
    expect(count).toBeGreaterThan(0);
    for (let index = 0; index < count; index += 1) {
      await expect(steps.nth(index)).toHaveAttribute('aria-label', new RegExp(`^Step ${index + 1}: `));
    }
    expect(pageErrors).toEqual([]);
  });

  test('loads more guides as the user scrolls', async ({ page }) => {
    await page.goto('/repair-guides');
    const cards = page.getByRole('list', { name: 'Guides' }).getByRole('article');
    // The first page's 24 cards (they mount a few at a time).
    const firstPage = 24;
    await expect(cards).toHaveCount(firstPage);
    await page.getByText(/You have reached the end|Load more guides/).scrollIntoViewIfNeeded();
    await expect.poll(() => cards.count()).toBeGreaterThan(firstPage);
  });

  test('Back from a guide returns a phone to the card the reader opened', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 800 });
    await freezeLibrary(page);
    await page.goto('/repair-guides');
    const links = page
      .getByRole('list', { name: 'Guides' })
      .getByRole('heading', { level: 3 })
      .getByRole('link');
    await expect(links).toHaveCount(24);
    // Two thirds down the first page: the cards below it are still being added when the position is restored.
    const opened = links.nth(15);
    await opened.scrollIntoViewIfNeeded();
    const title = (await opened.textContent()) ?? '';
    // The card by its address: a title can repeat in a library this size.
    const href = (await opened.getAttribute('href')) ?? '';
    const left = await page.evaluate(() => window.scrollY);
    await opened.click();
    await expect(page).toHaveURL(/\/repair-guide\//);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();

    await page.goBack();
    await expect(links).toHaveCount(24);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(left);
    await expect(links.and(page.locator(`[href="${href}"]`))).toBeInViewport();
  });

  test("'All guides' from a guide opened on the second page returns a phone to that card, not the top", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 800 });
    await freezeLibrary(page);
    await page.goto('/repair-guides');
    const links = page
      .getByRole('list', { name: 'Guides' })
      .getByRole('heading', { level: 3 })
      .getByRole('link');
    await expect(links).toHaveCount(24);
    await links.nth(23).scrollIntoViewIfNeeded();
    await expect.poll(() => links.count()).toBeGreaterThan(25);
    const opened = links.nth(25);
    await opened.scrollIntoViewIfNeeded();
    const title = (await opened.textContent()) ?? '';
    // The card by its address: a title can repeat in a library this size.
    const href = (await opened.getAttribute('href')) ?? '';
    const left = await page.evaluate(() => window.scrollY);
    await opened.click();
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    const historyLength = await page.evaluate(() => window.history.length);

    await page.getByRole('link', { name: 'All guides' }).click();
    await expect(page).toHaveURL(/\/repair-guides$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(left);
    await expect(links.and(page.locator(`[href="${href}"]`))).toBeInViewport();
    // Gone back, not forward: the library is not in the history twice.
    expect(await page.evaluate(() => window.history.length)).toBe(historyLength);
  });

  test('a reload of a phone past the first page comes back to the same card', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 800 });
    await freezeLibrary(page);
    await page.goto('/repair-guides');
    const links = page
      .getByRole('list', { name: 'Guides' })
      .getByRole('heading', { level: 3 })
      .getByRole('link');
    await expect(links).toHaveCount(24);
    // Scrolling on loads the next page.
    await links.nth(23).scrollIntoViewIfNeeded();
    await expect.poll(() => links.count()).toBeGreaterThan(25);
    const card = links.nth(25);
    await card.scrollIntoViewIfNeeded();
    const href = (await card.getAttribute('href')) ?? '';
    const left = await page.evaluate(() => window.scrollY);

    // The reload brings the first page only, and the position is below it (on the footer, taller than the margin
    // that loads the next page): the next page still comes, and the position is reached.
    await page.reload();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(left);
    await expect(links.and(page.locator(`[href="${href}"]`))).toBeInViewport();
  });

  test('choosing a category or searching leaves the page where the visitor is', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 800 });
    await page.goto('/repair-guides');
    const search = page.getByRole('searchbox', { name: 'Search guides' });
    await expect(page.getByRole('list', { name: 'Guides' }).getByRole('article')).toHaveCount(24);
    // The toolbar at the top of the screen, as after scrolling down to it.
    await search.evaluate((element) => element.closest('form')!.scrollIntoView({ block: 'start' }));
    const before = await page.evaluate(() => window.scrollY);
    expect(before).toBeGreaterThan(200);

    await page.getByRole('button', { name: 'Washers', exact: true }).click();
    await expect(page).toHaveURL(/[?&]category=Washers/);
    await expect(page.getByRole('list', { name: 'Guides' })).not.toHaveAttribute('aria-busy', 'true');
    expect(await page.evaluate(() => window.scrollY)).toBe(before);

    await search.fill('washers');
    await expect(page).toHaveURL(/[?&]q=washers/);
    await expect(page.getByRole('list', { name: 'Guides' }).getByRole('article').first()).toBeVisible();
    expect(await page.evaluate(() => window.scrollY)).toBe(before);
  });

  test('typing a search with pauses keeps every letter, and one Back undoes the search', async ({ page }) => {
    await page.goto('/repair-guides');
    await expect(page.getByRole('list', { name: 'Guides' }).getByRole('article')).toHaveCount(24);
    const search = page.getByRole('searchbox', { name: 'Search guides' });
    // About the debounce's length between keys: each pause asks for a search while the next keys arrive.
    await search.pressSequentially('dryer belt', { delay: 300 });
    await expect(page).toHaveURL(/[?&]q=dryer\+belt$/);
    await expect(search).toHaveValue('dryer belt');
    await search.press('Control+A');
    await search.press('Backspace');
    await search.pressSequentially('oven', { delay: 150 });
    await expect(page).toHaveURL(/[?&]q=oven$/);
    await expect(search).toHaveValue('oven');

    await page.goBack();
    await expect(page).toHaveURL(/\/repair-guides$/);
    await expect(search).toHaveValue('');
  });

  test("an unknown or malformed guide id shows 'Guide not found'", async ({ page }) => {
    for (const id of ['6650f0c2a1b2c3d4e5f6ffff', 'no-such-guide']) {
      await page.goto(`/repair-guide/${id}`);
      await expect(page.getByRole('heading', { level: 1, name: 'Guide not found' })).toBeVisible();
    }
  });
});
