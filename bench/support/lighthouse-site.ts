/** What the page benchmarks share: the whole site on free ports, Lighthouse runs, gzip sizes, README results. */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type * as ChromeLauncherModule from 'chrome-launcher';
import { startLocalSite } from './site';

type ChromeLauncher = typeof ChromeLauncherModule;

const repoRoot = path.resolve(__dirname, '../..');
const chromePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export type Site = { url: string; stop: () => Promise<void> };
type NetworkRequest = {
  url: string;
  resourceType?: string;
  mimeType?: string;
  networkEndTime?: number;
  endTime?: number;
  transferSize?: number;
};
export type RunResult = {
  performance: number;
  lcpMs: number;
  fcpMs: number;
  cls: number;
  tbtMs: number;
  speedIndexMs: number;
  /** Scripts whose download finished before the (unthrottled, observed) largest contentful paint. */
  scriptsBeforeLcp: string[];
  /** Every script the page loaded. */
  scripts: string[];
  /** The address the page ended on (another one when the site redirected the request). */
  finalUrl: string;
  /** The machine and browser the run was made on (Lighthouse's simulated timings scale with the host's speed). */
  host: HostFacts;
};

export type HostFacts = {
  /** Lighthouse's measure of the host's CPU speed, taken at the start of each run: higher is faster. */
  benchmarkIndex: number;
  /** The browser's major version (from its user agent), such as "156". */
  browserVersion: string;
};

/**
 * The whole site like `npm start` (production mode), or the site at BENCH_URL when that is set.
 * `env` is passed to a site this bench starts (for example SEED_DEMO_DATA).
 */
export async function startSite(env: Record<string, string> = {}): Promise<Site> {
  if (process.env.BENCH_URL)
    return { url: process.env.BENCH_URL.replace(/\/$/, ''), stop: async () => undefined };
  const env0: Record<string, string> = process.env.BENCH_NODE_ENV
    ? { NODE_ENV: process.env.BENCH_NODE_ENV }
    : {};
  const { url, stop } = await startLocalSite({ env: { ...env0, ...env } });
  return { url, stop };
}

/**
 * One Lighthouse run; a run that Lighthouse itself reports as failed (a `runtimeError` such as NO_FCP, or no
 * score) is repeated, up to three attempts, so one broken run never enters a median as a score of 0.
 */
export async function lighthouseRun(url: string, options: MeasureOptions = {}): Promise<RunResult> {
  let lastError = '';
  for (let attempt = 1; attempt <= 3; attempt += 1) {
    const result = await lighthouseAttempt(url, options);
    if (!('failure' in result)) return result;
    lastError = result.failure;
    console.warn(`Lighthouse run ${attempt} of ${url} failed (${lastError}); running it again`);
  }
  throw new Error(`Lighthouse could not measure ${url}: ${lastError}`);
}

export type MeasureOptions = {
  /** Measure a page the site answers with an error status on purpose (the shell's 404 page). */
  ignoreStatusCode?: boolean;
};

async function lighthouseAttempt(
  url: string,
  options: MeasureOptions,
): Promise<RunResult | { failure: string }> {
  // Both packages are ES modules only.
  const { launch } = (await import('chrome-launcher')) as ChromeLauncher;
  const lighthouse = (
    (await import('lighthouse')) as unknown as {
      default: (url: string, flags: object) => Promise<{ lhr: LighthouseResult }>;
    }
  ).default;
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
    // Lighthouse's default configuration is the mobile one: Moto G Power screen, slow 4G, 4x CPU slowdown (simulated).
    const { lhr } = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
      ignoreStatusCode: options.ignoreStatusCode ?? false,
    });
    const score = lhr.categories.performance?.score;
    if (lhr.runtimeError || typeof score !== 'number')
      return { failure: lhr.runtimeError?.code ?? 'no performance score' };
    const metric = (id: string) => Number(lhr.audits[id]?.numericValue ?? NaN);
    const observedLcp = Number(
      (
        lhr.audits.metrics?.details as
          { items?: { observedLargestContentfulPaint?: number; observedTimeOrigin?: number }[] } | undefined
      )?.items?.[0]?.observedLargestContentfulPaint ?? NaN,
    );
    const requests = ((lhr.audits['network-requests']?.details as { items?: NetworkRequest[] } | undefined)
      ?.items ?? []) as NetworkRequest[];
    const scriptRequests = requests.filter(
      (r) => r.resourceType === 'Script' || /javascript/.test(r.mimeType ?? ''),
    );
    const scriptsBeforeLcp = scriptRequests
      .filter((r) => (r.networkEndTime ?? r.endTime ?? Infinity) <= observedLcp)
      .map((r) => r.url);
    return {
      performance: Math.round(score * 100),
      lcpMs: metric('largest-contentful-paint'),
      fcpMs: metric('first-contentful-paint'),
      cls: metric('cumulative-layout-shift'),
      tbtMs: metric('total-blocking-time'),
      speedIndexMs: metric('speed-index'),
      scriptsBeforeLcp,
      scripts: scriptRequests.map((r) => r.url),
      finalUrl: lhr.finalDisplayedUrl ?? url,
      host: {
        benchmarkIndex: Number(lhr.environment?.benchmarkIndex ?? NaN),
        browserVersion: /Chrome\/(\d+)/.exec(lhr.environment?.hostUserAgent ?? '')?.[1] ?? 'unknown',
      },
    };
  } finally {
    await chrome.kill();
  }
}

export type Summary = Omit<RunResult, 'scripts' | 'scriptsBeforeLcp' | 'finalUrl' | 'host'>;

/**
 * One warm-up load (so first-use work on the edge, such as compression caches, is not measured), then `runs`
 * Lighthouse runs, each printed as it ends; returns every run and the median of each figure.
 */
export async function measurePage(
  url: string,
  runs: number,
  options: MeasureOptions = {},
): Promise<{ results: RunResult[]; summary: Summary }> {
  await fetch(url);
  const results: RunResult[] = [];
  for (let i = 0; i < runs; i += 1) {
    const result = await lighthouseRun(url, options);
    process.stdout.write(
      `${new URL(url).pathname} run ${i + 1}: performance ${result.performance}, LCP ${Math.round(result.lcpMs)} ms, CLS ${result.cls.toFixed(3)}, TBT ${Math.round(result.tbtMs)} ms\n`,
    );
    results.push(result);
  }
  return { results, summary: summarize(results) };
}

/** The median of each figure over several runs of one page. */
export function summarize(results: RunResult[]): Summary {
  const medianOf = (figure: (result: RunResult) => number) => median(results.map(figure));
  return {
    performance: medianOf((r) => r.performance),
    lcpMs: medianOf((r) => r.lcpMs),
    fcpMs: medianOf((r) => r.fcpMs),
    cls: medianOf((r) => r.cls),
    tbtMs: medianOf((r) => r.tbtMs),
    speedIndexMs: medianOf((r) => r.speedIndexMs),
  };
}

type LighthouseResult = {
  runtimeError?: { code: string; message?: string };
  environment?: { benchmarkIndex?: number; hostUserAgent?: string };
  finalDisplayedUrl?: string;
  categories: Record<string, { score: number | null } | undefined>;
  audits: Record<string, { numericValue?: number; details?: unknown } | undefined>;
};

/** Each script's size as served gzip-compressed (level 6, what a CDN or the edge sends to a gzip-only client). */
export async function gzippedSizes(urls: string[]): Promise<{ url: string; bytes: number }[]> {
  const sizes: { url: string; bytes: number }[] = [];
  for (const url of [...new Set(urls)]) {
    const body = Buffer.from(await (await fetch(url)).arrayBuffer());
    sizes.push({ url, bytes: zlib.gzipSync(body, { level: 6 }).length });
  }
  return sizes;
}

/** The probe run in a fresh Node process: touches one byte of each 4 KiB page of 64 MiB it has just mapped. */
const firstTouchProbe = `
const bytes = Buffer.allocUnsafeSlow(64 * 1024 * 1024);
const start = process.hrtime.bigint();
for (let offset = 0; offset < bytes.length; offset += 4096) bytes[offset] = 1;
process.stdout.write(String(Number(process.hrtime.bigint() - start) / 1000 / (bytes.length / 4096)));
`;

/**
 * How long the host takes to hand a process a page of fresh memory, in µs per 4 KiB page (median of three fresh
 * processes). A browser loading a page maps memory all the time (a new renderer, its script heaps, compiled code), so
 * on a host where this is slow every first load is slow, whatever the page: a typical machine takes well under 1 µs,
 * and a virtual machine that traps each page fault tens of µs.
 */
export function firstTouchMicrosPerPage(): number {
  const samples = [0, 1, 2].map(() =>
    Number(execFileSync(process.execPath, ['-e', firstTouchProbe], { encoding: 'utf8' })),
  );
  return median(samples);
}

export const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};
export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/**
 * Replaces the results block (`<!-- <block>:start -->` … `:end -->`) of a README with `section`, then formats the
 * file with the repository's Prettier settings, so a bench run leaves `prettier --check` (part of lint) green.
 */
export function writeResults(readmeFile: string, section: string, block = 'results') {
  const start = `<!-- ${block}:start -->`;
  const end = `<!-- ${block}:end -->`;
  const current = fs.readFileSync(readmeFile, 'utf8');
  const before = current.split(start)[0];
  const after = current.includes(end) ? current.split(end)[1] : '\n';
  fs.writeFileSync(readmeFile, `${before}${start}\n${section}\n${end}${after}`);
  execFileSync(
    process.execPath,
    [require.resolve('prettier/bin/prettier.cjs'), '--write', '--log-level=warn', readmeFile],
    {
      cwd: repoRoot,
      stdio: 'inherit',
    },
  );
}
