import { test as base, expect, type Page } from '@playwright/test';
import { authStateFile, type DemoRole } from './site';

/** Collects console errors and failed page errors, so a journey can assert the page stayed healthy. */
export const test = base.extend<{ pageErrors: string[] }>({
  pageErrors: async ({ page }, use) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await use(errors);
  },
});

export const signedInAs = (role: DemoRole) => ({ storageState: authStateFile(role) });

export async function readSession(page: Page) {
  return page.evaluate(() => JSON.parse(localStorage.getItem('claims.session') ?? 'null'));
}

export { expect };
