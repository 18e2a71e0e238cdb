/**
 * `npm run bench -- pages`: Lighthouse (mobile preset, as bench/landing) on every page of every area, in one run
 * of the whole site. The pages come from the site's own `/remotes.json` (each remote's published page list), so
 * a new area's routes are measured without changing this file. A path parameter is filled with a real record when
 * the bench knows one (`/repair-guide/:id` gets the newest guide, one the bench writes as a new member when the
 * library is empty); other parameterised pages are listed as not measured. Pages are measured signed out (what a first
 * visit sees), then the pages for signed-in members again signed in, as the member each is for (bench/cases/pages.ts,
 * on a site of its own in test mode, where the demo technician and admin exist). Writes both tables into
 * bench/pages/README.md.
 *
 * BENCH_URL=http://127.0.0.1:8080 measures a site that is already running; BENCH_RUNS (default 3) sets the runs
 * per page; BENCH_PAGES=/auth,/admin measures only those paths; BENCH_SIGNED_IN=0 leaves out the signed-in table.
 */
import crypto from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import {
  firstTouchMicrosPerPage,
  lighthouseRun,
  median,
  startSite,
  summarize,
  writeResults,
  type RunResult,
  type Summary,
} from '../support/lighthouse-site';
import { timeWindowIds } from '@claims/contracts';
import { benchPages as benchSignedInPages } from '../cases/pages';

const repoRoot = path.resolve(__dirname, '../..');
const readmeFile = path.join(__dirname, 'README.md');
const runs = Number(process.env.BENCH_RUNS ?? 3);
const only = process.env.BENCH_PAGES?.split(',').map((p) => p.trim());

/** The issue's targets for every page. */
const targets = { performance: 95, cls: 0.02 };

type Page = { area: string; path: string; title: string };
type Measured = Page & {
  url?: string;
  summary?: Summary;
  /** The path the measured page ended on, when the site redirected the first request. */
  endedOn?: string;
  note?: string;
};

/** A guide as a member would write it, created by the bench when the site has none (production mode seeds none). */
const benchGuide = {
  title: 'Dryer Takes Too Long to Dry',
  description:
    'Clothes still damp after a full cycle usually mean restricted airflow. Clear the lint path and the vent before replacing parts.',
  category: 'Dryers',
  difficulty: 'Easy',
  timeRequired: '45 minutes',
  toolsNeeded: ['Screwdriver', 'Vent brush', 'Vacuum with hose attachment'],
  partsNeeded: ['Replacement vent hose (if crushed)'],
  steps: [
    { title: 'Unplug the dryer', description: 'Unplug the dryer and pull it away from the wall.' },
    {
      title: 'Clean the lint screen',
      description: 'Wash the lint screen with warm soapy water and let it dry.',
    },
    {
      title: 'Clear the vent hose',
      description: 'Disconnect the hose and brush out the lint along its length.',
    },
    {
      title: 'Check the outside flap',
      description: 'Make sure the outside vent flap opens freely while drying.',
    },
  ],
};

async function json<T>(response: Response): Promise<T> {
  if (!response.ok) throw new Error(`${response.url}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/** A new member account for the records the bench writes (production mode seeds no demo data). */
async function benchAccount(siteUrl: string): Promise<string> {
  const session = await json<{ accessToken: string }>(
    await fetch(`${siteUrl}/api/auth/sign-up`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        fullName: 'Bench Reader',
        email: `bench-pages-${Date.now()}@example.com`,
        password: 'Lighthouse-bench-2026',
      }),
    }),
  );
  return session.accessToken;
}

async function post<T>(siteUrl: string, path: string, body: unknown, token?: string): Promise<T> {
  return json<T>(
    await fetch(`${siteUrl}${path}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'idempotency-key': crypto.randomUUID(),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: JSON.stringify(body),
    }),
  );
}

/** The newest guide, or one written by the bench account when the library is empty. */
async function guideId(siteUrl: string, token: () => Promise<string>): Promise<string> {
  const guides = await json<{ items: { id: string }[] }>(await fetch(`${siteUrl}/api/guides?limit=1`));
  if (guides.items[0]) return guides.items[0].id;
  return (await post<{ id: string }>(siteUrl, '/api/guides', benchGuide, await token())).id;
}

/** A case filed by the bench account (measured signed out, its page is what a visitor following a link sees). */
async function caseId(siteUrl: string, token: () => Promise<string>): Promise<string> {
  const created = await post<{ id?: string; case?: { id: string } }>(
    siteUrl,
    '/api/trial/cases',
    {
      deviceType: 'Dryer',
      modelNumber: 'DLE3500W',
      issueDescription: 'The dryer runs but the clothes are still damp after a full cycle.',
      // A run again within the day files its own case, not refused as the same one.
      fileAgain: true,
    },
    await token(),
  );
  const id = created.id ?? created.case?.id;
  if (!id) throw new Error('the created case has no id');
  return id;
}

/** A technician visit a week ahead (never a Sunday, in Chicago days), for its private manage page. */
async function bookingToken(siteUrl: string): Promise<string> {
  const chicagoToday = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Chicago' }).format(new Date());
  const day = new Date(`${chicagoToday}T12:00:00Z`);
  day.setUTCDate(day.getUTCDate() + 7);
  if (day.getUTCDay() === 0) day.setUTCDate(day.getUTCDate() + 1);
  const created = await post<{ manageToken: string }>(siteUrl, '/api/booking/technician/visits', {
    zip: '76137',
    serviceId: 'ac-repair',
    date: day.toISOString().slice(0, 10),
    windowId: timeWindowIds[1],
    contact: {
      name: 'Bench Reader',
      phone: '(817) 555-0134',
      email: `bench-pages-${crypto.randomUUID()}@example.com`,
      address: '1 Main St',
    },
    consent: true,
    idempotencyKey: crypto.randomUUID(),
  });
  return created.manageToken;
}

/** Real values for path parameters, looked up (or created) on the running site. */
async function parameterValues(siteUrl: string): Promise<Record<string, string>> {
  let account: Promise<string> | undefined;
  const token = () => (account ??= benchAccount(siteUrl));
  const values: Record<string, string> = {};
  const lookups: [string, () => Promise<string>][] = [
    ['/repair-guide/:id', async () => `/repair-guide/${await guideId(siteUrl, token)}`],
    ['/trial-dashboard/case/:id', async () => `/trial-dashboard/case/${await caseId(siteUrl, token)}`],
    ['/bookings/:token', async () => `/bookings/${await bookingToken(siteUrl)}`],
  ];
  for (const [pattern, lookup] of lookups) {
    try {
      values[pattern] = await lookup();
    } catch (error) {
      // No record to open: that page is reported as not measured.
      process.stderr.write(`No record for ${pattern}: ${String(error)}\n`);
    }
  }
  return values;
}

async function sitePages(siteUrl: string): Promise<Page[]> {
  const manifest = (await (await fetch(`${siteUrl}/remotes.json`)).json()) as {
    routes?: Record<string, { title: string; pages: { path: string; title: string }[] }>;
  };
  const pages: Page[] = [];
  for (const [area, list] of Object.entries(manifest.routes ?? {})) {
    for (const page of list.pages) pages.push({ area, path: page.path, title: page.title });
  }
  return pages.sort((a, b) => a.area.localeCompare(b.area) || a.path.localeCompare(b.path));
}

async function main() {
  const firstTouchBefore = firstTouchMicrosPerPage();
  const site = await startSite();
  const measured: Measured[] = [];
  const allRuns: RunResult[] = [];
  try {
    const values = await parameterValues(site.url);
    const pages = (await sitePages(site.url)).filter((page) => !only || only.includes(page.path));
    const rows = pages.map((page): Measured & { results: RunResult[] } => {
      const concrete = page.path.includes(':') ? values[page.path] : page.path;
      return concrete
        ? { ...page, url: concrete, results: [] }
        : { ...page, note: 'not measured: needs a record the bench does not create', results: [] };
    });
    const toMeasure = rows.filter((row) => row.url);
    // One warm-up load each (first-use work on the edge, such as compression caches, is not measured).
    for (const row of toMeasure) await fetch(`${site.url}${row.url}`);
    // Runs go round the pages (every page once, then every page again) rather than one page `runs` times in a row:
    // a slow stretch of a shared host then touches one run of several pages, which the median sets aside, instead
    // of every run of the few pages measured during it.
    for (let round = 1; round <= runs; round += 1) {
      for (const row of toMeasure) {
        const result = await lighthouseRun(`${site.url}${row.url}`);
        row.results.push(result);
        allRuns.push(result);
        process.stdout.write(
          `${row.url} run ${round}: performance ${result.performance}, LCP ${Math.round(result.lcpMs)} ms, CLS ${result.cls.toFixed(3)}, TBT ${Math.round(result.tbtMs)} ms, benchmark index ${Math.round(result.host.benchmarkIndex)}\n`,
        );
      }
    }
    for (const { results, ...row } of rows) {
      if (!row.url) {
        measured.push(row);
        continue;
      }
      const summary = summarize(results);
      // A page for signed-in users sends a signed-out first visit to sign in: the row says where it ended.
      const endedOn = new URL(results[0].finalUrl).pathname;
      measured.push({ ...row, summary, endedOn: endedOn === row.url ? undefined : endedOn });
      process.stdout.write(
        `${row.url}: performance ${summary.performance}, LCP ${Math.round(summary.lcpMs)} ms, CLS ${summary.cls.toFixed(3)}, TBT ${Math.round(summary.tbtMs)} ms\n`,
      );
    }
  } finally {
    await site.stop();
  }
  const signedIn = process.env.BENCH_SIGNED_IN === '0' ? undefined : await benchSignedInPages({ runs, only });
  const firstTouch = [firstTouchBefore, firstTouchMicrosPerPage()];
  const met = (row: Measured) =>
    !!row.summary && row.summary.performance >= targets.performance && row.summary.cls <= targets.cls;
  const hosts = allRuns.map((run) => run.host);
  const indexes = hosts.map((host) => host.benchmarkIndex).filter(Number.isFinite);
  const browsers = [...new Set(hosts.map((host) => host.browserVersion))].join(', ');
  const speed = indexes.length
    ? ` Lighthouse's benchmark index of the host: median ${Math.round(median(indexes))} (${Math.round(Math.min(...indexes))}-${Math.round(Math.max(...indexes))}; higher is faster).`
    : '';
  const memory = ` Fresh memory took ${firstTouch.map((micros) => micros.toFixed(1)).join(' and ')} µs per 4 KiB page to first touch, before and after the runs (see "The host" below).`;
  const lines = [
    `Measured ${new Date().toISOString().slice(0, 10)}: median of ${runs} Lighthouse 12 runs (mobile preset) per page, signed out, Chromium ${browsers || 'unknown'} headless, ${os.cpus().length} CPU cores.${speed}${memory}`,
    '',
    `| area | page | performance | LCP | CLS | TBT | target (≥ ${targets.performance}, CLS ≤ ${targets.cls}) |`,
    '|---|---|---|---|---|---|---|',
    ...measured.map((row) =>
      row.summary
        ? `| ${row.area} | \`${row.path}\`${row.endedOn ? ` (sent to \`${row.endedOn}\`)` : ''} | ${row.summary.performance} | ${(row.summary.lcpMs / 1000).toFixed(2)} s | ${row.summary.cls.toFixed(3)} | ${Math.round(row.summary.tbtMs)} ms | ${met(row) ? 'met' : '**missed**'} |`
        : `| ${row.area} | \`${row.path}\` | | | | | ${row.note} |`,
    ),
    ...(signedIn
      ? [
          '',
          'The pages for signed-in members again, signed in as the member each is for (`bench/cases/pages.ts`, on a site of its own in test mode, where the demo technician and admin exist; the rows above measure what a signed-out first visit to them sees):',
          '',
          ...signedIn.lines,
        ]
      : []),
    ...speedBands(allRuns),
  ];
  writeResults(readmeFile, lines.join('\n'));
  process.stdout.write(`\n${lines.join('\n')}\n\nWritten to ${path.relative(repoRoot, readmeFile)}\n`);
  if (measured.some((row) => row.summary && !met(row)) || (signedIn && !signedIn.met)) process.exitCode = 1;
}

/** Bounds of the host-speed bands (Lighthouse's benchmark index) the runs are grouped by. */
const bandBounds = [1400, 1800, 2100];

/**
 * Every run of every page grouped by how fast the host was at that moment: Lighthouse's simulated throttling
 * multiplies the main-thread time it observes, so two builds compare fairly only at the same host speed.
 */
function speedBands(results: RunResult[]): string[] {
  const bands = [0, ...bandBounds].map((low, index) => {
    const high = bandBounds[index] ?? Infinity;
    const inBand = results.filter((r) => r.host.benchmarkIndex >= low && r.host.benchmarkIndex < high);
    const label = high === Infinity ? `≥ ${low}` : low === 0 ? `< ${high}` : `${low}-${high - 1}`;
    return { label, inBand };
  });
  return [
    '',
    "Every run by the host's speed at that moment (Lighthouse benchmark index; higher is faster):",
    '',
    '| benchmark index | runs | runs ≥ 95 | median performance | median TBT |',
    '|---|---|---|---|---|',
    ...bands
      .filter((band) => band.inBand.length > 0)
      .map(
        ({ label, inBand }) =>
          `| ${label} | ${inBand.length} | ${inBand.filter((r) => r.performance >= targets.performance).length} | ${median(inBand.map((r) => r.performance))} | ${Math.round(median(inBand.map((r) => r.tbtMs)))} ms |`,
      ),
  ];
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
