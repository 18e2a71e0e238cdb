import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Opens a media page and waits until it is live: the edge serves its prerendered snapshot first, and a click on the
 * snapshot's buttons would do nothing.
 */
export async function openLive(page: Page, url: string) {
  await page.goto(url);
  await expect(page.locator('[data-prerendered]')).toHaveCount(0);
}

/** Where an element is on the page (not in the window, which scrolls as buttons are clicked). */
export const pageTop = (locator: Locator) =>
  locator.evaluate((element) => Math.round(element.getBoundingClientRect().top + window.scrollY));
