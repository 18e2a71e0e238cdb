/**
 * `npm run bench -- pages`: Lighthouse (mobile preset, as bench/landing) on every page of every area, in one run
 * of the whole site. The pages come from the site's own `/remotes.json` (each remote's published page list), so
 * a new area's routes are measured without changing this file. A path parameter is filled with a real record when
 * the bench knows one (`/repair-guide/:id` gets the newest guide, one the bench writes as a new member when the
 * library is empty); other parameterised pages are listed as not measured. Pages are measured signed out (what a first visit sees). Writes the table into bench/pages/README.md.
 *
 * BENCH_URL=http://127.0.0.1:8080 measures a site that is already running; BENCH_RUNS (default 3) sets the runs
 * per page; BENCH_PAGES=/auth,/admin measures only those paths.
 */
import os from 'node:os';
import path from 'node:path';
import { lighthouseRun, median, startSite, writeResults, type RunResult } from '../support/lighthouse-site';

const repoRoot = path.resolve(__dirname, '../..');
const readmeFile = path.join(__dirname, 'README.md');
const runs = Number(process.env.BENCH_RUNS ?? 3);
const only = process.env.BENCH_PAGES?.split(',').map((p) => p.trim());

/** The targets for every page. */
const targets = { performance: 95, cls: 0.02 };

type Page = { area: string; path: string; title: string };
type Measured = Page & {
  url?: string;
  summary?: Omit<RunResult, 'scripts' | 'scriptsBeforeLcp'>;
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

/** The newest guide, or one written by a new bench account when the library is empty. */
async function guideId(siteUrl: string): Promise<string> {
  const guides = await json<{ items: { id: string }[] }>(await fetch(`${siteUrl}/api/guides?limit=1`));
  if (guides.items[0]) return guides.items[0].id;
  const headers = { 'content-type': 'application/json' };
  const session = await json<{ accessToken: string }>(
    await fetch(`${siteUrl}/api/auth/sign-up`, {
      method: 'POST',
      headers,
      body: JSON.stringify({
        fullName: 'Bench Reader',
        email: `bench-pages-${Date.now()}@example.com`,
        password: 'Lighthouse-bench-2026',
      }),
    }),
  );
  const guide = await json<{ id: string }>(
    await fetch(`${siteUrl}/api/guides`, {
      method: 'POST',
      headers: {
        ...headers,
        authorization: `Bearer ${session.accessToken}`,
        'idempotency-key': `bench-pages-guide-${Date.now()}`,
      },
      body: JSON.stringify(benchGuide),
    }),
  );
  return guide.id;
}

/** Real values for path parameters, looked up (or created) on the running site. */
async function parameterValues(siteUrl: string): Promise<Record<string, string>> {
  const values: Record<string, string> = {};
  try {
    values['/repair-guide/:id'] = `/repair-guide/${await guideId(siteUrl)}`;
  } catch (error) {
    // No guide to open: that page is reported as not measured.
    process.stderr.write(`No guide for /repair-guide/:id: ${String(error)}\n`);
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
  const site = await startSite();
  const measured: Measured[] = [];
  try {
    const values = await parameterValues(site.url);
    const pages = (await sitePages(site.url)).filter((page) => !only || only.includes(page.path));
    for (const page of pages) {
      const concrete = page.path.includes(':') ? values[page.path] : page.path;
      if (!concrete) {
        measured.push({ ...page, note: 'not measured: needs a record the bench does not create' });
        continue;
      }
      const url = `${site.url}${concrete}`;
      // One warm-up load so first-use work on the edge is not measured.
      await fetch(url);
      const results: RunResult[] = [];
      for (let i = 0; i < runs; i += 1) results.push(await lighthouseRun(url));
      const summary = {
        performance: median(results.map((r) => r.performance)),
        lcpMs: median(results.map((r) => r.lcpMs)),
        fcpMs: median(results.map((r) => r.fcpMs)),
        cls: median(results.map((r) => r.cls)),
        tbtMs: median(results.map((r) => r.tbtMs)),
        speedIndexMs: median(results.map((r) => r.speedIndexMs)),
      };
      measured.push({ ...page, url: concrete, summary });
      process.stdout.write(
        `${concrete}: performance ${summary.performance}, LCP ${Math.round(summary.lcpMs)} ms, CLS ${summary.cls.toFixed(3)}, TBT ${Math.round(summary.tbtMs)} ms\n`,
      );
    }
  } finally {
    await site.stop();
  }
  const met = (row: Measured) =>
    !!row.summary && row.summary.performance >= targets.performance && row.summary.cls <= targets.cls;
  const lines = [
    `Measured ${new Date().toISOString().slice(0, 10)}: median of ${runs} Lighthouse 12 runs (mobile preset) per page, signed out, Chromium headless, ${os.cpus().length} CPU cores.`,
    '',
    `| area | page | performance | LCP | CLS | TBT | target (≥ ${targets.performance}, CLS ≤ ${targets.cls}) |`,
    '|---|---|---|---|---|---|---|',
    ...measured.map((row) =>
      row.summary
        ? `| ${row.area} | \`${row.path}\` | ${row.summary.performance} | ${(row.summary.lcpMs / 1000).toFixed(2)} s | ${row.summary.cls.toFixed(3)} | ${Math.round(row.summary.tbtMs)} ms | ${met(row) ? 'met' : '**missed**'} |`
        : `| ${row.area} | \`${row.path}\` | | | | | ${row.note} |`,
    ),
  ];
  writeResults(readmeFile, lines.join('\n'));
  process.stdout.write(`\n${lines.join('\n')}\n\nWritten to ${path.relative(repoRoot, readmeFile)}\n`);
  if (measured.some((row) => row.summary && !met(row))) process.exitCode = 1;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
