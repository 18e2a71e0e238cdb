import { chromium } from 'playwright';
const url = process.argv[2];
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu'] });
const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true });
const page = await context.newPage();
const cdp = await context.newCDPSession(page);
await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
await browser.startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8.execute', 'blink.user_timing', 'loading'] });
await page.goto(url, { waitUntil: 'load' });
await page.waitForTimeout(4000);
const buf = await browser.stopTracing();
await browser.close();
const { traceEvents } = JSON.parse(buf.toString());
const main = traceEvents.find((e) => e.name === 'TracingStartedInBrowser');
// find renderer main thread: thread with most RunTask events having frame
const byThread = new Map();
for (const e of traceEvents) if (e.name === 'RunTask' && e.ph === 'X') { const k = e.pid + ':' + e.tid; byThread.set(k, (byThread.get(k) || 0) + e.dur); }
const nav = traceEvents.find(e => e.name === 'navigationStart' || e.name === 'markAsMainFrame');
let best = [...byThread.entries()].sort((a, b) => b[1] - a[1]);
// choose CrRendererMain
const names = traceEvents.filter(e => e.name === 'thread_name' && e.args?.name === 'CrRendererMain').map(e => e.pid + ':' + e.tid);
const key = names.find(n => byThread.has(n) && byThread.get(n) > 100000) ?? best[0][0];
const evs = traceEvents.filter(e => e.pid + ':' + e.tid === key && e.ph === 'X').sort((a, b) => a.ts - b.ts);
const t0 = Math.min(...traceEvents.filter(e=>e.name==='navigationStart'||e.name==='fetchStart').map(e=>e.ts));
const tasks = evs.filter(e => e.name === 'RunTask' && e.dur > 40000);
for (const t of tasks) {
  const kids = evs.filter(e => e !== t && e.ts >= t.ts && e.ts + e.dur <= t.ts + t.dur);
  const agg = new Map();
  for (const k of kids) { if (['RunTask','ThreadControllerImpl::RunTask'].includes(k.name)) continue; agg.set(k.name, (agg.get(k.name) || 0) + k.dur); }
  const top = [...agg.entries()].sort((a,b)=>b[1]-a[1]).slice(0,6).map(([n,d])=>`${n}:${Math.round(d/1000)}`).join(' ');
  const fc = kids.find(k => k.name==='FunctionCall' || k.name==='EvaluateScript' || k.name==='v8.compile');
  const u = fc?.args?.data?.url || fc?.args?.data?.functionName || '';
  console.log(Math.round((t.ts - t0)/1000), Math.round(t.dur/1000), top, u.slice(-40));
}
