import { chromium } from 'playwright';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu'] });
const page = await browser.newPage({ viewport: { width: 390, height: 700 } });
for (const path of ['/request-demo', '/repair-guides', '/auth']) {
  await page.goto('http://127.0.0.1:8200' + path);
  await page.waitForSelector('[data-prerendered]', { state: 'detached' });
  await page.waitForTimeout(800);
  // Tab 12 times forward, then scroll so current is just under header, shift+tab, report
  for (let i = 0; i < 14; i++) await page.keyboard.press('Tab');
  await page.evaluate(() => { const el = document.activeElement; window.scrollBy(0, el.getBoundingClientRect().top - 66); });
  await page.keyboard.press('Shift+Tab');
  const r = await page.evaluate(() => { const a = document.activeElement; const h = document.querySelector('header').getBoundingClientRect(); const b = a.getBoundingClientRect(); const label = a.labels?.[0]?.getBoundingClientRect(); return { el: (a.tagName + ' ' + (a.textContent || a.id || '')).slice(0, 40), top: Math.round(b.top), labelTop: label ? Math.round(label.top) : null, headerBottom: Math.round(h.bottom) }; });
  console.log(path, JSON.stringify(r));
}
await browser.close();
