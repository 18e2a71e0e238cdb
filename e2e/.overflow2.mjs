import { chromium } from 'playwright';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu'] });
const page = await browser.newPage({ viewport: { width: 320, height: 700 } });
await page.goto('http://127.0.0.1:8200/auth');
await page.getByLabel(/^Email/).first().fill('admin@demo.local');
await page.getByLabel(/^Password/).first().fill('demo1234');
await page.getByRole('button', { name: 'Sign In' }).click();
await page.waitForURL('**/trial-dashboard');
await page.waitForTimeout(7000);
const r = await page.evaluate(() => {
  const sw = () => document.documentElement.scrollWidth;
  const res = { before: sw(), culprits: [] };
  const walk = (el) => {
    for (const c of el.children) {
      const d = c.style.display; c.style.display = 'none';
      const w = sw(); c.style.display = d;
      if (w <= 320) { res.culprits.push(c.tagName + '.' + String(c.className).slice(0, 40) + ' :: ' + (c.textContent || '').slice(0, 40)); walk(c); }
    }
  };
  walk(document.body);
  return res;
});
console.log(JSON.stringify(r, null, 1));
await browser.close();
