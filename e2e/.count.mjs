import { chromium } from 'playwright';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu'] });
const page = await browser.newPage({ viewport: { width: 412, height: 823 } });
for (const p of process.argv.slice(2)) {
  await page.goto('http://127.0.0.1:8200' + p, { waitUntil: 'load' });
  await page.waitForTimeout(3000);
  const r = await page.evaluate(() => ({ nodes: document.querySelectorAll('*').length, styles: document.querySelectorAll('style').length, rules: [...document.styleSheets].reduce((n, s) => { try { return n + s.cssRules.length } catch { return n } }, 0), imgs: [...document.images].map(i => i.currentSrc.slice(-50) + ' ' + i.naturalWidth + 'x' + i.naturalHeight + ' ' + i.loading), height: document.documentElement.scrollHeight }));
  console.log(p, JSON.stringify(r, null, 0).slice(0, 1500));
}
await browser.close();
