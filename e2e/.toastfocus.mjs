import { chromium } from 'playwright';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu'] });
const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
await page.goto('http://127.0.0.1:8200/auth');
await page.waitForSelector('[data-prerendered]', { state: 'detached' });
await page.getByLabel(/^Email/).first().fill('admin@demo.local');
await page.getByLabel(/^Password/).first().fill('wrong-password');
await page.getByLabel(/^Password/).first().press('Enter');
await page.getByRole('button', { name: 'Close toast' }).waitFor();
console.log('before', await page.evaluate(() => document.activeElement?.outerHTML.slice(0, 80)));
// Tab forward until close button
for (let i = 0; i < 30; i++) { await page.keyboard.press('Tab'); const n = await page.evaluate(() => document.activeElement?.getAttribute('aria-label')); if (n === 'Close toast') break; }
console.log('on', await page.evaluate(() => document.activeElement?.getAttribute('aria-label')));
await page.keyboard.press('Enter');
await page.waitForTimeout(800);
console.log('after', await page.evaluate(() => document.activeElement?.outerHTML.slice(0, 100)));
await browser.close();
