import { defineConfig, devices } from '@playwright/test';
import { siteUrl } from './support/site';

const chromium = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
    '--disable-quic',
  ],
};

/** Journeys run against the whole site started like `npm start` (see global-setup.ts). */
export default defineConfig({
  testDir: './tests',
  outputDir: process.env.E2E_OUTPUT_DIR ?? './test-results',
  globalSetup: './global-setup.ts',
  globalTeardown: './global-teardown.ts',
  // A journey across several signed-in pages has taken 45-59 s on a loaded two-core machine; like the expect limit,
  // this only matters when a check fails.
  timeout: 120_000,
  // On a loaded two-core machine, a page's first visit in a worker (every script evaluated cold, two browsers and the
  // whole site sharing the cores) has taken over 10 s to show its data; the limit only matters when a check fails.
  expect: { timeout: 20_000 },
  fullyParallel: false,
  workers: process.env.CI ? 2 : 2,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI
    ? [['list'], ['html', { open: 'never', outputFolder: './playwright-report' }]]
    : 'list',
  use: {
    baseURL: siteUrl,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: chromium,
  },
  projects: [
    {
      name: 'chromium',
      use: { ...devices['Desktop Chrome'], launchOptions: chromium },
    },
  ],
});
