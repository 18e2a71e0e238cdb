import type { Page } from '@playwright/test';
import { test, expect, signedInAs, signIn } from '../../support/fixtures';
import { demoPassword } from '../../support/site';

/** Creates a guide through the API as the signed-in page's user; answers the stored guide. */
async function createGuideAs(page: Page, accessToken: string, overrides: Record<string, unknown> = {}) {
  const response = await page.request.post('/api/guides', {
    headers: { authorization: `Bearer ${accessToken}` },
    data: {
      title: `Replace a dryer belt ${Date.now()}`,
      description: 'A squeal, then no tumbling: the belt has snapped.',
      category: 'Dryers',
      difficulty: 'Moderate',
      timeRequired: '1 hour',
      imageUrl: '',
      toolsNeeded: ['Nut driver'],
      partsNeeded: ['Drum belt'],
      steps: [
        { title: 'Unplug the dryer', description: 'Pull the plug.' },
        { title: 'Fit the new belt', description: 'Loop it around the drum and the motor pulley.' },
      ],
      ...overrides,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as { id: string; title: string };
}

test.describe('upload form, signed in', () => {
  test.use(signedInAs('customer'));

  test('Enter in single-line fields never publishes the guide', async ({ page }) => {
    let posted = 0;
    page.on('request', (request) => {
      if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/guides') posted += 1;
    });
    await page.goto('/upload-guide');
    await page.getByLabel(/^Title/).fill('Half-written guide');
    await page.getByLabel(/^Title/).press('Enter');
    await page.getByLabel('Time required').fill('10 minutes');
    await page.getByLabel('Time required').press('Enter');
    await page.getByRole('textbox', { name: 'Tool 1' }).fill('Screwdriver');
    await page.getByRole('textbox', { name: 'Tool 1' }).press('Enter');
    await page.getByRole('textbox', { name: 'Step 1 title' }).fill('A step');
    await page.getByRole('textbox', { name: 'Step 1 title' }).press('Enter');
    await expect(page).toHaveURL(/\/upload-guide$/);
    await expect(page.getByText('Description is required')).toHaveCount(0);
    expect(posted).toBe(0);
  });

  test('a guide deleted in another tab leaves its edit form and the typed text, and publishes it as a new guide', async ({
    page,
    context,
  }) => {
    const session = await signIn(page, 'customer');
    // A title the library journey's search ('replace') does not find: this guide is deleted while it runs.
    const guide = await createGuideAs(page, session.accessToken, {
      title: `Tighten a dryer drum ${Date.now()}`,
    });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`/upload-guide?edit=${guide.id}`);
    await page.getByLabel(/^Title/).fill(`${guide.title}, with the idler pulley`);

    const other = await context.newPage();
    await other.goto(`/repair-guide/${guide.id}`);
    await other.getByRole('button', { name: 'Delete guide' }).click();
    await other
      .getByRole('dialog', { name: 'Delete this guide?' })
      .getByRole('button', { name: /Delete/ })
      .click();
    await expect(other).toHaveURL(/\/repair-guides/);
    await other.close();

    // Back in the first tab: the guide is read again.
    await page.bringToFront();
    await page.evaluate(() => window.dispatchEvent(new Event('visibilitychange')));
    await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
    const notice = page.getByRole('alert').filter({ hasText: 'This guide has been deleted' });
    await expect(notice).toBeVisible();
    await expect(page.getByLabel(/^Title/)).toHaveValue(`${guide.title}, with the idler pulley`);
    await notice.getByRole('button', { name: 'Publish as New Guide' }).click();
    await expect(page).toHaveURL(/\/repair-guide\/[0-9a-f]{24}$/);
    expect(page.url()).not.toContain(guide.id);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${guide.title}, with the idler pulley`);
  });

  test('on a phone, moving the last step to the top from the keyboard leaves focus on its other move button', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 800 });
    await page.goto('/upload-guide');
    await page.getByRole('button', { name: 'Add step' }).click();
    await page.getByRole('textbox', { name: 'Step 1 title' }).fill('first');
    await page.getByRole('textbox', { name: 'Step 2 title' }).fill('second');
    // Leaving the title checks it (a render of the form) while the move is made.
    await page.getByRole('button', { name: 'Move up: step 2', exact: true }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('textbox', { name: 'Step 1 title' })).toHaveValue('second');
    await expect(page.getByRole('button', { name: 'Move down: step 1', exact: true })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('textbox', { name: 'Step 1 title' })).toHaveValue('first');
    await expect(page.getByRole('button', { name: 'Move up: step 2', exact: true })).toBeFocused();
  });

  test('on a phone, a step moved up from the keyboard brings its focused button into view with it', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/upload-guide');
    for (const _ of [1, 2]) await page.getByRole('button', { name: 'Add step' }).click();
    await page.getByRole('textbox', { name: 'Step 3 title' }).fill('third');
    const moveUp = page.getByRole('button', { name: 'Move up: step 3', exact: true });
    await moveUp.focus();
    // The button at the top of the screen, as Tab leaves it when the visitor comes to it from above.
    await moveUp.evaluate((button) => button.scrollIntoView({ block: 'start' }));
    await page.keyboard.press('Enter');
    await expect(page.getByRole('textbox', { name: 'Step 2 title' })).toHaveValue('third');
    const moved = page.getByRole('button', { name: 'Move up: step 2', exact: true });
    await expect(moved).toBeFocused();
    await expect(moved).toBeInViewport();
  });
});

test.describe('signing up from the upload page', () => {
  test("a new visitor sees 'Account created!' and is back on the upload form", async ({ page }) => {
    await page.goto('/upload-guide');
    await page.getByRole('link', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(/\/auth\?returnTo=%2Fupload-guide$/);
    await page.getByRole('tab', { name: 'Sign Up' }).click();
    await page.getByLabel(/Full Name/).fill('Riley Newcomer');
    await page.getByLabel(/Email/).fill(`riley-${Date.now()}@example.com`);
    await page.getByLabel(/Password/).fill('Rv7#kq');
    await page.getByRole('button', { name: 'Sign Up' }).click();
    await expect(page.getByText('Account created!')).toBeVisible();
    await expect(page.getByText('Welcome back!')).toHaveCount(0);
    await expect(page).toHaveURL(/\/upload-guide$/);
    await expect(page.getByRole('button', { name: 'Create Guide' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Account: Riley Newcomer' })).toBeVisible();
  });
});

test.describe('edit and delete', () => {
  test('the author edits the steps and deletes after confirming; another user sees neither', async ({
    page,
    browser,
  }) => {
    const session = await signIn(page, 'customer');
    const guide = await createGuideAs(page, session.accessToken);
    await page.goto(`/repair-guide/${guide.id}`);
    await page.getByRole('link', { name: 'Edit guide' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Edit Guide' })).toBeVisible();
    await expect(page.getByLabel(/^Title/)).toHaveValue(guide.title);
    await page.getByRole('textbox', { name: 'Step 2 title' }).fill('Fit the new belt, ribs in');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText('Guide updated successfully!')).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/repair-guide/${guide.id}$`));
    await expect(page.getByRole('region', { name: 'Steps' }).getByRole('listitem').nth(1)).toHaveAttribute(
      'aria-label',
      'Step 2: Fit the new belt, ribs in',
    );

    // Another signed-in user: no Edit or Delete, and the service refuses.
    const other = await browser.newPage();
    const tech = await signIn(other, 'tech');
    await other.goto(`/repair-guide/${guide.id}`);
    await expect(other.getByRole('heading', { level: 1, name: guide.title })).toBeVisible();
    await expect(other.getByRole('button', { name: 'Delete guide' })).toHaveCount(0);
    const refused = await other.request.delete(`/api/guides/${guide.id}`, {
      headers: { authorization: `Bearer ${tech.accessToken}` },
    });
    expect(refused.status()).toBe(403);
    await other.close();

    await page.getByRole('button', { name: 'Delete guide' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete this guide?' });
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByRole('heading', { level: 1, name: guide.title })).toBeVisible();
    await page.getByRole('button', { name: 'Delete guide' }).click();
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('Guide deleted')).toBeVisible();
    await expect(page).toHaveURL(/\/repair-guides$/);
    await page.goto(`/repair-guide/${guide.id}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Guide not found' })).toBeVisible();
  });
});

test.describe('reading guides', () => {
  test("any malformed or unknown id shows 'Guide not found', answered with status 404", async ({ page }) => {
    for (const id of ['a'.repeat(300), 'not-a-guide', 'abcdefghijkl', '6650f0c2a1b2c3d4e5f6ffff']) {
      await page.goto(`/repair-guide/${id}`);
      await expect(page.getByRole('heading', { level: 1, name: 'Guide not found' })).toBeVisible();
      // The edge asks the guides service within a short limit and sends the page as found past it: on a loaded
      // machine the first ask can miss it, so the status is read until it settles.
      await expect
        .poll(async () => (await page.request.get(`/repair-guide/${id}`)).status(), { message: id })
        .toBe(404);
    }
    // A guide that exists is answered 200.
    await page.goto('/repair-guides');
    await page.getByRole('list', { name: 'Guides' }).getByRole('link').first().click();
    await expect(page).toHaveURL(/\/repair-guide\/[0-9a-f]{24}$/);
    expect((await page.request.get(page.url())).status()).toBe(200);
  });

  test('a long unbroken word wraps on a 390 px screen (the page never scrolls sideways)', async ({
    page,
  }) => {
    const session = await signIn(page, 'customer');
    const word = 'Supercalifragilistic'.repeat(6);
    const guide = await createGuideAs(page, session.accessToken, {
      title: `Long ${word}`,
      description: word,
      toolsNeeded: [word],
      timeRequired: `1h${'x'.repeat(98)}`,
    });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`/repair-guide/${guide.id}`);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Long Supercalifragilistic');
    const overflow = await page.evaluate<number>('document.documentElement.scrollWidth - window.innerWidth');
    expect(overflow).toBeLessThanOrEqual(0);
    // The icons beside the wrapped text keep their size.
    const iconWidths = await page
      .locator('main svg[data-icon]')
      .evaluateAll((icons) => icons.map((icon) => Math.round(icon.getBoundingClientRect().width)));
    expect(iconWidths.length).toBeGreaterThan(0);
    expect(iconWidths.filter((width) => width < 16)).toEqual([]);
    // The delete question quotes the title: it wraps inside the dialog too.
    await page.getByRole('button', { name: 'Delete guide' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete this guide?' });
    await expect(dialog).toBeVisible();
    const clipped = await dialog.evaluate((panel) => panel.scrollWidth - panel.clientWidth);
    expect(clipped).toBeLessThanOrEqual(0);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
  });

  test('a long title is cut to three lines on its library card, and kept whole in its name', async ({
    page,
  }) => {
    const session = await signIn(page, 'customer');
    const token = `Zq${Date.now().toString(36)}`;
    const title = `${token} ${'replace the worn drum rollers and the idler pulley '.repeat(4)}`
      .slice(0, 180)
      .trim();
    await createGuideAs(page, session.accessToken, { title });
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(`/repair-guides?q=${token}`);
    const card = page.getByRole('list', { name: 'Guides' }).getByRole('article');
    await expect(card).toHaveCount(1);
    await expect(card.getByRole('link', { name: title })).toBeVisible();
    const lines = await card.getByRole('heading', { level: 3 }).evaluate((heading) => {
      const lineHeight = parseFloat(getComputedStyle(heading).lineHeight);
      return heading.getBoundingClientRect().height / lineHeight;
    });
    expect(lines).toBeLessThanOrEqual(3.05);
  });

  test('a step picture that cannot be loaded leaves a note in its place', async ({ page }) => {
    const session = await signIn(page, 'customer');
    const guide = await createGuideAs(page, session.accessToken, {
      steps: [
        {
          title: 'Look at the belt',
          description: 'It runs around the drum.',
          // A name that never resolves: the service cannot fetch it.
          imageUrl: 'https://pictures.example.invalid/belt.jpg',
        },
      ],
    });
    await page.goto(`/repair-guide/${guide.id}`);
    const step = page.getByRole('listitem', { name: 'Step 1: Look at the belt' });
    await expect(step.getByText('The picture for this step could not be loaded.')).toBeVisible();
    await expect(step.getByRole('img')).toHaveCount(0);
  });

  test('signing in from the like button comes back to the guide', async ({ page }) => {
    await page.goto('/repair-guides');
    const first = page.getByRole('list', { name: 'Guides' }).getByRole('link').first();
    await first.click();
    await expect(page).toHaveURL(/\/repair-guide\/[0-9a-f]{24}$/);
    const guideUrl = new URL(page.url()).pathname;
    await page.getByRole('button', { name: /likes?$/ }).click();
    await expect(page).toHaveURL(/\/auth\?returnTo=/);
    await expect(page.getByText('Sign in to like this guide')).toBeVisible();
    await page.getByLabel(/Email/).fill('customer@demo.local');
    await page.getByLabel(/Password/).fill(demoPassword);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByText('Welcome back!')).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`${guideUrl}$`));
    // The like pressed before signing in is counted.
    await expect(page.getByRole('button', { name: /^Liked · / })).toHaveAttribute('aria-pressed', 'true');
    // The header shows who is signed in.
    await expect(page.getByRole('button', { name: 'Account: Demo Customer' })).toBeVisible();
    // The guide is in the history once: Back goes to the library it was opened from, not to the guide again.
    await page.goBack();
    await expect(page).toHaveURL(/\/repair-guides$/);
    // Forward past the guide onto /auth, signed in: straight back to the guide, never a blank /auth.
    await page.goForward();
    await expect(page).toHaveURL(new RegExp(`${guideUrl}$`));
    await page.goForward();
    await expect(page).toHaveURL(new RegExp(`${guideUrl}$`));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('choosing Dashboard from the account menu by keyboard leaves focus on the new page', async ({
    page,
  }) => {
    await signIn(page, 'customer');
    await page.goto('/repair-guides');
    const account = page.getByRole('button', { name: 'Account: Demo Customer' });
    await account.focus();
    await page.keyboard.press('Enter');
    await page.getByRole('link', { name: 'Dashboard', exact: true }).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/trial-dashboard$/);
    await expect(page.locator('#main')).toBeFocused();
    // Signing out from the same menu lands on the home page, which says so.
    await page.getByRole('button', { name: 'Account: Demo Customer' }).click();
    await page.getByRole('button', { name: 'Sign Out' }).first().click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByText('You are signed out.')).toBeVisible();
  });

  test('Load more keeps focus on the first new card', async ({ page }) => {
    await page.goto('/repair-guides');
    const cards = page.getByRole('list', { name: 'Guides' }).getByRole('heading', { level: 3 });
    await expect(cards).toHaveCount(24);
    // A keyboard user reaches the button: it scrolls into view, and nothing loads by itself under the focus.
    const loadMore = page.getByRole('button', { name: 'Load more guides' });
    await loadMore.focus();
    await loadMore.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
    );
    await expect(cards).toHaveCount(24);
    await expect(loadMore).toBeFocused();
    // Enter loads the next page, and the focus moves to the first card it added (not back to the top of the page).
    await page.keyboard.press('Enter');
    await expect(cards.nth(24).getByRole('link')).toBeFocused();
  });
});
