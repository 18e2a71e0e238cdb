import { chromium } from 'playwright';
const [url, runs = '2'] = process.argv.slice(2);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu'] });
for (let r = 0; r < Number(runs); r++) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await browser.startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'loading'] });
  await page.goto(url, { waitUntil: 'load' });
  await page.waitForTimeout(5000);
  const buf = await browser.stopTracing();
  await context.close();
  const { traceEvents } = JSON.parse(buf.toString());
  const mains = new Set(traceEvents.filter(e => e.name === 'thread_name' && e.args?.name === 'CrRendererMain').map(e => e.pid + ':' + e.tid));
  const byThread = new Map();
  for (const e of traceEvents) if (e.name === 'RunTask' && e.ph === 'X' && mains.has(e.pid+':'+e.tid)) byThread.set(e.pid+':'+e.tid, (byThread.get(e.pid+':'+e.tid)||0)+e.dur);
  const key = [...byThread.entries()].sort((a,b)=>b[1]-a[1])[0][0];
  const evs = traceEvents.filter(e => e.pid+':'+e.tid === key && e.ph === 'X').sort((a,b)=>a.ts-b.ts);
  const fcp = traceEvents.find(e => e.name === 'firstContentfulPaint' && e.pid+':'+e.tid === key)?.ts ?? 0;
  const t0 = traceEvents.find(e => e.name === 'navigationStart' && e.pid+':'+e.tid === key)?.ts ?? fcp;
  console.log('--- run', r, 'fcp', Math.round((fcp - t0)/1000));
  for (const t of evs.filter(e => e.name === 'RunTask' && e.ts > fcp && e.dur > 50000)) {
    const kids = evs.filter(e => e !== t && e.ts >= t.ts && e.ts + e.dur <= t.ts + t.dur);
    const agg = new Map();
    for (const k of kids) if (['Layout','UpdateLayoutTree','Paint','PrePaint','EvaluateScript','FunctionCall','TimerFire','ParseHTML','Commit','Layerize','MinorGC','MajorGC','V8.GC_SCAVENGER'].includes(k.name)) agg.set(k.name, (agg.get(k.name)||0)+k.dur);
    const urls = [...new Set(kids.filter(k => k.args?.data?.url).map(k => k.args.data.url.split('/').pop().slice(0,24)))].slice(0,3).join(',');
    const fn = kids.find(k => k.name==='FunctionCall')?.args?.data?.functionName ?? '';
    console.log(Math.round((t.ts - t0)/1000), Math.round(t.dur/1000), [...agg.entries()].map(([n,d])=>n+':'+Math.round(d/1000)).join(' '), urls, fn);
  }
}
await browser.close();
