/**
 * Lighthouse (mobile preset: simulated slow 4G, 4x slower CPU) on the pages for signed-in members, on the whole site
 * started like `npm start`: /trial-dashboard, a case page and the new-case form as a new customer, /dealer-portal as
 * the demo technician, and /admin/users, /admin/leads, /admin/bookings, /admin and /upload-guide as the demo admin.
 * The browser is signed in first (the session in local storage and the cookies the site's session store sets from
 * it), its cache emptied, and Lighthouse is told not to clear storage. `npm run bench -- pages` runs it after the
 * signed-out pages and writes its table beside theirs. Targets: performance >= 95, CLS <= 0.02; the run exits non-zero
 * when a page misses them. `BENCH_URL` measures a running site; `BENCH_RUNS` sets the runs (5).
 */
import os from 'node:os';
import type * as ChromeLauncherModule from 'chrome-launcher';
import { median, startSite } from '../support/lighthouse-site';

type Result = { performance: number; lcpMs: number; cls: number; tbtMs: number };
const defaultRuns = Number(process.env.BENCH_RUNS ?? 5);
const chromePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const pageTargets = { performance: 95, cls: 0.02 };
const benchPassword = 'bench-pages-2026';

async function signedInLighthouse(
  origin: string,
  url: string,
  email: string,
  password: string,
): Promise<Result> {
  const { launch } = (await import('chrome-launcher')) as typeof ChromeLauncherModule;
  const lighthouse = (
    (await import('lighthouse')) as unknown as {
      default: (
        url: string,
        flags: object,
      ) => Promise<{
        lhr: {
          categories: Record<string, { score: number | null }>;
          audits: Record<string, { numericValue?: number }>;
        };
      }>;
    }
  ).default;
  const puppeteer = await import('puppeteer-core');
  const session = await (
    await fetch(`${origin}/api/auth/sign-in`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password }),
    })
  ).json();
  const chrome = await launch({
    chromePath,
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--disable-quic',
    ],
  });
  try {
    const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
    const page = await browser.newPage();
    await page.goto(`${origin}/remotes.json`);
    // Runs in the page, where localStorage exists (this file is typed for Node): the session as the site keeps it.
    await page.evaluate((value) => {
      const browser = globalThis as unknown as {
        localStorage: { setItem(key: string, value: string): void };
      };
      browser.localStorage.setItem('claims.session', value);
    }, JSON.stringify(session));
    // The site's own session store then sets its cookies on the first page it starts on, as after signing in:
    // `claims_session` (without it the edge sends the page to /auth) and `claims_access` (with it a case page comes
    // filled with the case). The files that page loaded are dropped, so Lighthouse starts with an empty cache.
    await page.goto(`${origin}/`, { waitUntil: 'networkidle0' });
    const cookies = (await page.cookies()).map((cookie) => cookie.name);
    if (!cookies.includes('claims_session') || !cookies.includes('claims_access'))
      throw new Error(`the session store set no session cookies (${cookies.join(', ') || 'none'})`);
    const cdp = await page.createCDPSession();
    await cdp.send('Network.clearBrowserCache');
    await page.close();
    await browser.disconnect();
    const { lhr } = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
      disableStorageReset: true,
    });
    const metric = (id: string) => Number(lhr.audits[id]?.numericValue ?? NaN);
    return {
      performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
      lcpMs: metric('largest-contentful-paint'),
      cls: metric('cumulative-layout-shift'),
      tbtMs: metric('total-blocking-time'),
    };
  } finally {
    await chrome.kill();
  }
}

type Member = 'customer' | 'technician' | 'admin';

/**
 * The signed-in pages this bench measures, by the name its table gives them (`BENCH_PAGES` picks among them), and
 * who opens each: a new customer with one case, the demo technician, the demo admin (the other areas' pages too).
 */
const signedInPages: { name: string; member: Member; path: (caseId: string) => string }[] = [
  { name: '/trial-dashboard', member: 'customer', path: () => '/trial-dashboard' },
  {
    name: '/trial-dashboard/case/:id',
    member: 'customer',
    path: (caseId) => `/trial-dashboard/case/${caseId}`,
  },
  { name: '/trial-dashboard/new-case', member: 'customer', path: () => '/trial-dashboard/new-case' },
  { name: '/dealer-portal', member: 'technician', path: () => '/dealer-portal' },
  { name: '/admin/users', member: 'admin', path: () => '/admin/users' },
  { name: '/admin/leads', member: 'admin', path: () => '/admin/leads' },
  { name: '/admin/bookings', member: 'admin', path: () => '/admin/bookings' },
  { name: '/admin', member: 'admin', path: () => '/admin' },
  { name: '/upload-guide', member: 'admin', path: () => '/upload-guide' },
];

export type SignedInTable = {
  /** The table in Markdown, its heading line first. */
  lines: string[];
  /** Whether every page measured met both targets. */
  met: boolean;
};

/**
 * Median results per page on a site of its own, as a Markdown table. `runs` sets the Lighthouse runs per page
 * (BENCH_RUNS, else 5); `only` the pages (by name).
 */
export async function benchPages(options: { runs?: number; only?: string[] } = {}): Promise<SignedInTable> {
  const runs = options.runs ?? defaultRuns;
  const only = options.only ?? process.env.BENCH_PAGES?.split(',').map((page) => page.trim());
  const pages = signedInPages.filter((page) => !only || only.includes(page.name));
  let met = true;
  const rows: string[] = [];
  if (pages.length > 0) {
    // The dealer portal is a technician's page: the site runs in test mode, where the demo accounts exist, to sign
    // in as the demo technician (the pages are the same production builds either way).
    process.env.BENCH_NODE_ENV ??= 'test';
    const site = await startSite();
    try {
      const { logins, caseId } = await signedInMembers(site.url);
      for (const { name, member, path } of pages) {
        const login = logins[member];
        const url = `${site.url}${path(caseId)}`;
        await fetch(url);
        const results: Result[] = [];
        for (let i = 0; i < runs; i += 1) {
          const result = await signedInLighthouse(site.url, url, login.email, login.password);
          process.stdout.write(
            `${name} run ${i + 1} (signed in): performance ${result.performance}, LCP ${Math.round(result.lcpMs)} ms, CLS ${result.cls.toFixed(3)}, TBT ${Math.round(result.tbtMs)} ms\n`,
          );
          results.push(result);
        }
        const performance = median(results.map((r) => r.performance));
        const cls = median(results.map((r) => r.cls));
        const pageMet = performance >= pageTargets.performance && cls <= pageTargets.cls;
        met &&= pageMet;
        rows.push(
          `| ${name} | ${login.who} | ${performance} | ${(median(results.map((r) => r.lcpMs)) / 1000).toFixed(2)} s | ${cls.toFixed(3)} | ${Math.round(median(results.map((r) => r.tbtMs)))} ms | ${pageMet ? 'met' : '**missed**'} |`,
        );
      }
    } finally {
      await site.stop();
    }
  }
  return {
    met,
    lines: [
      `Lighthouse mobile, signed in, median of ${runs} runs per page, ${os.cpus().length} CPU cores`,
      '',
      `| page | signed in as | performance | LCP | CLS | TBT | targets (≥ ${pageTargets.performance}, CLS ≤ ${pageTargets.cls}) |`,
      '|---|---|---|---|---|---|---|',
      ...rows,
    ],
  };
}

type Login = { email: string; password: string; who: string };

/** How each member signs in, and the case of the new customer (the site runs as in production: no demo data). */
async function signedInMembers(siteUrl: string): Promise<{ logins: Record<Member, Login>; caseId: string }> {
  const customer = `bench-${Date.now()}@example.com`;
  const signUp = (await (
    await fetch(`${siteUrl}/api/auth/sign-up`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ fullName: 'Bench Customer', email: customer, password: benchPassword }),
    })
  ).json()) as { accessToken: string };
  const filed = (await (
    await fetch(`${siteUrl}/api/trial/cases`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${signUp.accessToken}` },
      body: JSON.stringify({
        deviceType: 'Refrigerator',
        modelNumber: 'WRF555SDFZ',
        serialNumber: 'K41503219',
        issueDescription: 'Fresh-food section warm, freezer fine',
      }),
    })
  ).json()) as { id: string };
  const demoPassword = process.env.DEMO_PASSWORD ?? 'demo1234';
  return {
    caseId: filed.id,
    logins: {
      customer: { email: customer, password: benchPassword, who: 'a new customer' },
      technician: { email: 'tech@demo.local', password: demoPassword, who: 'the demo technician' },
      admin: { email: 'admin@demo.local', password: demoPassword, who: 'the demo admin' },
    },
  };
}

// `npx tsx bench/cases/pages.ts`: the Lighthouse part alone (`BENCH_PAGES=/dealer-portal` for one page).
if (require.main === module) {
  benchPages()
    .then((table) => {
      process.stdout.write(`\n${table.lines.join('\n')}\n`);
      // As bench/pages: a page that misses the target fails the run (the table is still printed).
      if (!table.met) process.exitCode = 1;
    })
    .catch((error) => {
      process.stderr.write(`${error instanceof Error ? error.stack : String(error)}\n`);
      process.exit(1);
    });
}
