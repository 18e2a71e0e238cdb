import { chromium } from 'playwright';
const [url] = process.argv.slice(2);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu'] });
const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true });
const page = await context.newPage();
const cdp = await context.newCDPSession(page);
await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
const seen = [];
page.on('response', (r) => seen.push([Date.now(), r.url().split('/').slice(3).join('/').slice(0, 60)]));
await browser.startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'disabled-by-default-devtools.timeline.invalidationTracking', 'loading'] });
const start = Date.now();
await page.goto(url, { waitUntil: 'load' });
await page.waitForTimeout(5000);
const buf = await browser.stopTracing();
await browser.close();
const { traceEvents } = JSON.parse(buf.toString());
const mains = new Set(traceEvents.filter(e => e.name === 'thread_name' && e.args?.name === 'CrRendererMain').map(e => e.pid + ':' + e.tid));
const byThread = new Map();
for (const e of traceEvents) if (e.name === 'RunTask' && e.ph === 'X' && mains.has(e.pid+':'+e.tid)) byThread.set(e.pid+':'+e.tid, (byThread.get(e.pid+':'+e.tid)||0)+e.dur);
const key = [...byThread.entries()].sort((a,b)=>b[1]-a[1])[0][0];
const evs = traceEvents.filter(e => e.pid+':'+e.tid === key).sort((a,b)=>a.ts-b.ts);
const t0 = evs.find(e => e.name === 'navigationStart')?.ts ?? evs[0].ts;
for (const e of evs) {
  const t = Math.round((e.ts - t0)/1000);
  if (e.name === 'Layout' && e.dur > 15000) console.log(t, 'Layout', Math.round(e.dur/1000), JSON.stringify(e.args.beginData).slice(0, 120));
  if (e.name === 'UpdateLayoutTree' && e.dur > 15000) console.log(t, 'Style', Math.round(e.dur/1000), JSON.stringify(e.args.elementCount ?? e.args.beginData ?? {}).slice(0, 120));
  if (e.name === 'FunctionCall' && e.dur > 15000) console.log(t, 'JS', Math.round(e.dur/1000), (e.args.data.url||'').split('/').pop().slice(0,30), e.args.data.functionName);
  if (e.name === 'ResourceFinish' || e.name === 'ResourceReceiveResponse') {}
  if (e.name === 'LayoutInvalidationTracking' && false) console.log(t, e.args.data.reason);
}
const inv = {};
for (const e of evs) if (e.name === 'LayoutInvalidationTracking' || e.name === 'StyleRecalcInvalidationTracking' || e.name==='StyleInvalidatorInvalidationTracking') { const k = e.name.slice(0,6)+':'+(e.args.data.reason || e.args.data.invalidationList?.[0]?.classes || ''); inv[k] = (inv[k]||0)+1; }
console.log(JSON.stringify(inv).slice(0, 1500));
