import { chromium } from 'playwright';
const css = process.argv[2] || '';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu'] });
const page = await browser.newPage({ viewport: { width: 390, height: 700 } });
await page.goto('http://127.0.0.1:8200/request-demo');
await page.waitForSelector('[data-prerendered]', { state: 'detached' });
if (css) await page.addStyleTag({ content: css });
for (const [from, label] of [['#demo-message', 'role'], ['#demo-role', 'userType'], ['button[type=submit]', 'message']]) {
  await page.locator(from).focus();
  // put the element before just under the header
  await page.evaluate((from) => { const el = document.querySelector(from); window.scrollBy(0, el.getBoundingClientRect().top - 70); }, from);
  await page.keyboard.press('Shift+Tab');
  const r = await page.evaluate(() => { const a = document.activeElement; const h = document.querySelector('header').getBoundingClientRect(); const b = a.getBoundingClientRect(); return { id: a.id || a.tagName, top: Math.round(b.top), labelTop: Math.round(a.labels?.[0]?.getBoundingClientRect().top ?? -1), headerBottom: Math.round(h.bottom) }; });
  console.log(from, JSON.stringify(r));
}
await browser.close();
