import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** Runs axe on the page and fails on any serious or critical violation, listing them readably. */
export async function expectNoSeriousA11yViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    .analyze();
  const serious = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.impact} ${v.id}: ${v.help}\n  ${v.nodes
          .map((n) => n.target.join(' '))
          .slice(0, 5)
          .join('\n  ')}`,
    );
  expect(serious, serious.join('\n')).toEqual([]);
}

/** Scrolls through the whole page so every below-the-fold part (charts, surveys) has loaded. */
export async function scrollThrough(page: Page) {
  // A string, because this project's TypeScript has no DOM types; it runs in the page.
  await page.evaluate(`(async () => {
    for (let y = 0; y < document.documentElement.scrollHeight; y += 500) {
      window.scrollTo(0, y);
      // Two frames: the browser has laid out this position and told the observers (not a guessed delay). A renderer
      // that stops producing frames (a page Chromium counts as hidden) gives no frame at all: then 200 ms.
      await Promise.race([
        new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
        new Promise((resolve) => setTimeout(resolve, 200)),
      ]);
    }
  })()`);
}

/** A unique, readable marker for the records one test run creates. */
export const runId = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/**
 * Opens the landing page and waits until it is live: the edge's prerendered hero shows first, and a click on
 * it before the live page replaces it would only reload the page.
 */
export async function openLanding(page: Page, hash = '') {
  await page.goto(`/${hash}`);
  await expect(page.locator('[data-prerendered]')).toHaveCount(0);
  await expect(page.locator('main section#problems')).toBeVisible();
}

/**
 * Opens a form page and waits until it is live: the edge's prerendered copy of the form shows first (what is typed
 * into it is carried to the live form, but it cannot be sent).
 */
export async function openLiveForm(page: Page, path: string) {
  await page.goto(path);
  await expect(page.locator('[data-prerendered]')).toHaveCount(0);
}
