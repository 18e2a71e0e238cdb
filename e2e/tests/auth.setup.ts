import fs from 'node:fs';
import { test as setup, expect } from '@playwright/test';
import { authStateDir, authStateFile, demoAccounts, demoPassword, type DemoRole } from '../support/site';

/** Signs in each demo account once and saves the browser state, so journeys can start signed in. */
for (const role of Object.keys(demoAccounts) as DemoRole[]) {
  setup(`sign in as ${role}`, async ({ page, request }) => {
    fs.mkdirSync(authStateDir, { recursive: true });
    const res = await request.post('/api/auth/sign-in', { data: { email: demoAccounts[role], password: demoPassword } });
    expect(res.status(), await res.text()).toBe(200);
    const session = await res.json();
    await page.goto('/remotes.json');
    await page.evaluate((value) => localStorage.setItem('claims.session', value), JSON.stringify(session));
    await page.context().storageState({ path: authStateFile(role) });
  });
}
