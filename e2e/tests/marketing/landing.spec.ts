import type { Locator } from '@playwright/test';
import { test, expect, signedInAs } from '../../support/fixtures';
import { siteUrl } from '../../support/site';
import { expectNoSeriousA11yViolations, scrollThrough, openLanding } from './helpers';

test.describe('landing page', () => {
  test('the hero arrives in the first response and the live page takes over without a layout shift', async ({
    browser,
    page,
  }) => {
    const noScript = await browser.newContext({ javaScriptEnabled: false, baseURL: siteUrl });
    const staticPage = await noScript.newPage();
    await staticPage.goto('/');
    await expect(staticPage.getByRole('heading', { level: 1 })).toContainText('settled the same day');
    await expect(staticPage.getByText('$55M', { exact: true })).toBeVisible();
    await noScript.close();

    await page.addInitScript(() => {
      (window as unknown as { layoutShift: number }).layoutShift = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[])
          if (!entry.hadRecentInput)
            (window as unknown as { layoutShift: number }).layoutShift += entry.value;
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await openLanding(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    expect(
      await page.evaluate(() => (window as unknown as { layoutShift: number }).layoutShift),
    ).toBeLessThanOrEqual(0.02);
  });

  test('shows the spec’s figures and sections in order, with the site footer once', async ({
    page,
    pageErrors,
  }) => {
    await openLanding(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('settled the same day');
    const hero = page.locator('header').first();
    for (const figure of ['100K+', '25%', '$55M'])
      await expect(hero.getByText(figure, { exact: true })).toBeVisible();

    // The sections below the first screen are added one after another after the first paint: wait for all of them.
    const sectionIds = () =>
      page.locator('main section[id]').evaluateAll((sections) => sections.map((s) => s.id));
    await expect
      .poll(sectionIds)
      .toEqual([
        'problems',
        'how-it-works',
        'use-cases',
        'timeline',
        'comparison',
        'market',
        'research',
        'traction',
        'replacement-network',
        'contact',
        'resources',
        'surveys',
        'community',
        'appliance-repair',
      ]);

    for (const problem of [
      'Slow Response',
      'Needless Service Calls',
      'Outdated Risk Models',
      'No Integration',
    ]) {
      await expect(page.getByRole('heading', { name: problem })).toBeVisible();
    }
    const timeline = page.locator('#timeline');
    for (const duration of [
      '5 min',
      '10 min',
      '1-4 hours',
      '2-8 hours',
      'Instant',
      'Same day',
      '14-30 days',
    ]) {
      await expect(timeline.getByText(duration, { exact: true })).toBeVisible();
    }
    await expect(page.getByRole('table', { name: /Traditional process vs\. our platform/ })).toBeVisible();
    await expect(page.locator('#market').getByText('$15B+')).toBeVisible();
    await expect(page.locator('#market').getByText('90%')).toBeVisible();
    const research = page.locator('#research');
    for (const figure of ['50', '3 years', '38%', '32%'])
      await expect(research.getByText(figure, { exact: true })).toBeVisible();
    const traction = page.locator('#traction');
    for (const figure of ['$1.5M', '3', '50+', '90%'])
      await expect(traction.getByText(figure, { exact: true })).toBeVisible();
    const active = traction.getByRole('listitem').filter({ hasText: '2024 Q3-Q4' });
    await expect(active.getByText('IN PROGRESS')).toBeVisible();
    for (const period of ['2025 Q1-Q2', '2025 Q3-Q4', '2026'])
      await expect(traction.getByText(period, { exact: true })).toBeVisible();
    await expect(page.locator('#community').getByText('156+')).toBeVisible();
    await expect(page.locator('#appliance-repair').getByRole('link', { name: /Call/ })).toHaveAttribute(
      'href',
      /^tel:/,
    );
    await expect(page.getByRole('contentinfo')).toHaveCount(1);
    await expect(page.getByRole('contentinfo')).toContainText('Trust infrastructure for service ecosystems');
    expect(pageErrors).toEqual([]);
  });

  test('draws the consumer survey charts, with the feature scores, once scrolled to', async ({ page }) => {
    await openLanding(page);
    await page.locator('#research').scrollIntoViewIfNeeded();
    const charts = page.locator('#research figure');
    await expect(charts).toHaveCount(9);
    await expect(charts.first().locator('svg.recharts-surface')).toBeVisible();
    const scores = page.locator('#research figure').filter({ hasText: 'Feature scores (out of 5)' });
    for (const score of ['4.52', '4.38', '4.25', '3.92', '3.87', '3.75'])
      await expect(scores.getByText(score, { exact: true }).first()).toBeAttached();
  });

  test('the skip link goes past the landing navigation to the page content', async ({ page }) => {
    await openLanding(page);
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to main content' });
    await expect(skip).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.locator('#page-content')).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Download Proposal' })).toBeFocused();
  });

  test('use-case tabs start on insurance claims and switch by mouse and keyboard', async ({ page }) => {
    await openLanding(page);
    const tabs = page.getByRole('tablist', { name: 'Use cases' });
    await expect(tabs.getByRole('tab', { name: 'Insurance Claims' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(
      page.getByText('Results: 90% faster claims, 80% fraud reduction, 40% cost savings'),
    ).toBeVisible();
    await tabs.getByRole('tab', { name: 'Property Management' }).click();
    await expect(
      page.getByText('Results: 70% lower response time, 50% lower maintenance costs'),
    ).toBeVisible();
    await page.keyboard.press('ArrowRight');
    await expect(tabs.getByRole('tab', { name: 'Consumer Warranties' })).toBeFocused();
    await expect(tabs.getByRole('tab', { name: 'Consumer Warranties' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await page.keyboard.press('End');
    await expect(page.getByText('Results: 30% less downtime, 70% lower response time')).toBeVisible();
  });

  test('hero buttons and navigation go where the spec says', async ({ page }) => {
    await openLanding(page);
    await page.getByRole('link', { name: 'Download Proposal' }).click();
    await expect(page).toHaveURL(/#resources$/);
    await expect(page.getByRole('heading', { name: 'Research and proposals to download' })).toBeInViewport();
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('link', { name: 'Contact' }).click();
    await expect(page.getByRole('heading', { name: 'Join the network' })).toBeInViewport();
    await nav.getByRole('link', { name: 'Request Demo' }).click();
    await expect(page).toHaveURL(/\/request-demo$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Request a Demo' })).toBeVisible();
    await page.getByRole('link', { name: 'Back to Home' }).click();
    await expect(page).toHaveURL(/\/$/);
    const outbound = page
      .locator('header')
      .first()
      .getByRole('link', { name: /opens in a new tab/ });
    await expect(outbound).toHaveCount(2);
    for (const link of await outbound.all()) await expect(link).toHaveAttribute('target', '_blank');
  });

  test('join cards lead to the seven destinations', async ({ page }) => {
    await openLanding(page);
    await expect(page.locator('#contact a').first()).toBeVisible();
    const hrefs = await page
      .locator('#contact a')
      .evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    expect(hrefs).toEqual([
      '/request-demo',
      '/join-network',
      '/join-store-network',
      '/join-rental-network',
      '/join-recycling-network',
      '/pitch-decks',
      '/repair-guides',
    ]);
  });

  test('passes an accessibility scan', async ({ page }) => {
    await openLanding(page);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await scrollThrough(page);
    await expect(page.locator('#research figure')).toHaveCount(9);
    await expect(page.getByRole('tablist', { name: 'Surveys' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
});

test('the focus ring is white on the dark bands and blue on white panels over them', async ({ page }) => {
  await openLanding(page);
  const ring = (locator: Locator) => locator.evaluate((element) => getComputedStyle(element).outlineColor);
  const nav = page.getByRole('navigation', { name: 'Main' });
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  const logo = nav.getByRole('link', { name: /home$/ });
  await expect(logo).toBeFocused();
  expect(await ring(logo)).toBe('rgb(255, 255, 255)');

  await page.setViewportSize({ width: 390, height: 844 });
  const menu = nav.getByRole('button', { name: 'Menu' });
  await menu.focus();
  await page.keyboard.press('Enter');
  await page.keyboard.press('Tab');
  const first = nav.getByRole('link', { name: 'Request Demo' });
  await expect(first).toBeFocused();
  expect(await ring(first)).toBe('rgb(29, 78, 216)');
});

test.describe('landing bar, signed in', () => {
  test.use(signedInAs('customer'));

  test('shows the account’s name from 1280 px, as the other pages do, and still fits the bar', async ({
    page,
  }) => {
    for (const width of [1280, 1440]) {
      await page.setViewportSize({ width, height: 800 });
      await openLanding(page);
      const nav = page.getByRole('navigation', { name: 'Main' });
      const account = nav.getByRole('button').filter({ hasText: 'Demo Customer' });
      await expect(account.getByText('Demo Customer', { exact: true })).toBeVisible();
      const overflow = await page.evaluate<number>(
        'document.documentElement.scrollWidth - window.innerWidth',
      );
      expect(overflow, `${width} px`).toBeLessThanOrEqual(0);
    }
  });
});

test.describe('landing bar on the narrowest phones', () => {
  for (const width of [320, 360, 390]) {
    test(`keeps the brand on one line at ${width} px, clear of Call Now`, async ({ page }) => {
      await page.setViewportSize({ width, height: 740 });
      await openLanding(page);
      const nav = page.getByRole('navigation', { name: 'Main' });
      const brand = nav.getByRole('link', { name: /home$/ });
      const call = nav.getByRole('link', { name: /^Call Now/ });
      const [brandBox, callBox] = [await brand.boundingBox(), await call.boundingBox()];
      const lineHeight = await brand.evaluate((link) => parseFloat(getComputedStyle(link).lineHeight) || 24);
      expect(
        await brand.locator('span').evaluate((name) => name.getBoundingClientRect().height),
      ).toBeLessThan(lineHeight * 1.5);
      expect(brandBox!.x + brandBox!.width).toBeLessThanOrEqual(callBox!.x);
    });
  }
});

test.describe('landing page on a phone', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('the menu button opens the navigation and a choice closes it', async ({ page }) => {
    await openLanding(page);
    const nav = page.getByRole('navigation', { name: 'Main' });
    const menu = nav.getByRole('button', { name: 'Menu' });
    await expect(menu).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Resources' })).toBeHidden();
    await menu.click();
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    for (const item of ['Request Demo', 'Join Network', 'Pitch Decks', 'Resources', 'Contact']) {
      await expect(nav.getByRole('link', { name: item })).toBeVisible();
    }
    await nav.getByRole('link', { name: 'Resources' }).click();
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await expect(nav.getByRole('link', { name: 'Resources' })).toBeHidden();
    await expect(page.getByRole('heading', { name: 'Research and proposals to download' })).toBeInViewport();

    await menu.click();
    await nav.getByRole('link', { name: 'Join Network' }).click();
    await expect(page).toHaveURL(/\/join-network$/);
  });

  test('from the menu button, Tab goes on into the menu it opened', async ({ page }) => {
    await openLanding(page);
    const nav = page.getByRole('navigation', { name: 'Main' });
    const menu = nav.getByRole('button', { name: 'Menu' });
    await menu.focus();
    await page.keyboard.press('Enter');
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    for (const item of ['Request Demo', 'Join Network', 'Pitch Decks', 'Resources', 'Contact']) {
      await page.keyboard.press('Tab');
      await expect(nav.getByRole('link', { name: item })).toBeFocused();
    }
  });

  test('nothing is wider than the screen', async ({ page }) => {
    await openLanding(page);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await scrollThrough(page);
    await expect(page.locator('#research figure')).toHaveCount(9);
    const overflow = await page.evaluate<number>('document.documentElement.scrollWidth - window.innerWidth');
    expect(overflow).toBeLessThanOrEqual(0);
  });

  test('the comparison reads as cards with both columns labelled, every tab label whole, no serious axe finding', async ({
    page,
  }) => {
    await openLanding(page, '#comparison');
    const table = page.getByRole('table', { name: /Traditional process vs/ });
    await expect(table).toBeVisible();
    await expect(table.getByRole('row')).not.toHaveCount(0);
    await expect(table.locator('td[data-column="platform"]').first()).toBeVisible();
    await scrollThrough(page);
    // Every cell of the platform column and every tab lies within the 375 px screen, and no tab label is clipped.
    const outside = await page.evaluate<string[]>(`(() => {
      const problems = [];
      for (const cell of document.querySelectorAll('#comparison td')) {
        if (cell.getBoundingClientRect().right > window.innerWidth) problems.push('cell: ' + cell.textContent);
      }
      for (const tab of document.querySelectorAll('[role="tablist"][aria-label="Use cases"] [role="tab"], [role="tablist"][aria-label="Surveys"] [role="tab"]')) {
        const box = tab.getBoundingClientRect();
        if (box.right > window.innerWidth || tab.scrollWidth > tab.clientWidth + 1) problems.push('tab: ' + tab.textContent);
      }
      return problems;
    })()`);
    expect(outside).toEqual([]);
    await expectNoSeriousA11yViolations(page);
  });

  test('the six survey tabs lie in even rows: three and three on a phone, two by three on the narrowest', async ({
    page,
  }) => {
    const rowsOfSurveyTabs = () =>
      page.getByRole('tablist', { name: 'Surveys' }).evaluate((list) => {
        const rows = new Map<number, number>();
        for (const tab of list.querySelectorAll('[role="tab"]')) {
          const top = Math.round(tab.getBoundingClientRect().top);
          rows.set(top, (rows.get(top) ?? 0) + 1);
        }
        return [...rows.values()];
      });
    await openLanding(page, '#surveys');
    await expect(page.getByRole('tablist', { name: 'Surveys' })).toBeVisible();
    expect(await rowsOfSurveyTabs()).toEqual([3, 3]);
    await page.setViewportSize({ width: 320, height: 640 });
    await expect.poll(rowsOfSurveyTabs).toEqual([2, 2, 2]);
    await page.setViewportSize({ width: 640, height: 800 });
    await expect.poll(rowsOfSurveyTabs).toEqual([3, 3]);
  });
});
