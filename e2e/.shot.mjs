import { chromium } from 'playwright';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu'] });
for (const w of [320, 390]) {
  const page = await browser.newPage({ viewport: { width: w, height: 800 } });
  await page.goto('http://127.0.0.1:8200/auth');
  await page.getByLabel(/^Email/).first().fill('admin@demo.local');
  await page.getByLabel(/^Password/).first().fill('demo1234');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL('**/trial-dashboard');
  await page.waitForTimeout(1500);
  await page.locator('dl').scrollIntoViewIfNeeded();
  await page.screenshot({ path: `/tmp/tiles${w}.png` });
  await page.close();
}
await browser.close();
