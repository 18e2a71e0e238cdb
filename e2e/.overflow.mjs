import { chromium } from 'playwright';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu'] });
const page = await browser.newPage({ viewport: { width: 320, height: 700 } });
await page.goto('http://127.0.0.1:8200/auth');
await page.getByLabel(/^Email/).first().fill('admin@demo.local');
await page.getByLabel(/^Password/).first().fill('demo1234');
await page.getByRole('button', { name: 'Sign In' }).click();
await page.waitForURL('**/trial-dashboard');
await page.waitForTimeout(2500);
const r = await page.evaluate(() => {
  const vw = document.documentElement.clientWidth;
  const out = [];
  for (const el of document.querySelectorAll('body *')) { const b = el.getBoundingClientRect(); if (b.right > vw + 0.5 && b.width > 0) out.push(el.tagName + '.' + el.className.toString().slice(0, 30) + ' ' + Math.round(b.left) + '-' + Math.round(b.right) + ' ' + (el.textContent||'').slice(0, 30)); }
  return { vw, sw: document.documentElement.scrollWidth, out: out.slice(0, 12) };
});
console.log(JSON.stringify(r, null, 1));
await page.screenshot({ path: '/tmp/dash320.png', fullPage: false });
await browser.close();
