import { expect, type Page } from '@playwright/test';

/**
 * Opens a media page and waits until it is live: the edge serves its prerendered snapshot first, and a click on the
 * snapshot's buttons would do nothing.
 */
export async function openLive(page: Page, url: string) {
  await page.goto(url);
  await expect(page.locator('[data-prerendered]')).toHaveCount(0);
}
