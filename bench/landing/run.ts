/**
 * `npm run bench -- landing`: Lighthouse (mobile, simulated slow 4G and a 4x slower CPU) on the landing page of
 * the whole site started like `npm start`, plus the gzipped JavaScript the page loads before its largest
 * contentful paint. Writes the results into bench/landing/README.md and fails when a target is missed.
 *
 * BENCH_URL=http://127.0.0.1:8080 measures a site that is already running; BENCH_RUNS sets the number of runs.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import type * as ChromeLauncherModule from 'chrome-launcher';
type ChromeLauncher = typeof ChromeLauncherModule;

const repoRoot = path.resolve(__dirname, '../..');
const readmeFile = path.join(__dirname, 'README.md');
const runs = Number(process.env.BENCH_RUNS ?? 3);
const chromePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** The targets for the landing page. */
const targets = { performance: 95, lcpMs: 2000, cls: 0.02 };

type Site = { url: string; stop: () => Promise<void> };
type NetworkRequest = {
  url: string;
  resourceType?: string;
  mimeType?: string;
  networkEndTime?: number;
  endTime?: number;
  transferSize?: number;
};
type RunResult = {
  performance: number;
  lcpMs: number;
  fcpMs: number;
  cls: number;
  tbtMs: number;
  speedIndexMs: number;
  /** Scripts whose download finished before the (unthrottled, observed) largest contentful paint. */
  scriptsBeforeLcp: string[];
};

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** The whole site (devdb, services, edge) like `npm start`, on free ports and a throwaway data directory. */
async function startSite(): Promise<Site> {
  if (process.env.BENCH_URL) return { url: process.env.BENCH_URL.replace(/\/$/, ''), stop: async () => undefined };
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-landing-'));
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', path.join(repoRoot, 'scripts/start.ts')], {
    cwd: repoRoot,
    env: { ...process.env, PORT: String(port), INTERNAL_PORTS: 'auto', DATA_DIR: dataDir, NODE_ENV: 'production', LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  const url = `http://127.0.0.1:${port}`;
  let output = '';
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`the site did not start within 240 s:\n${output.slice(-2000)}`)), 240_000);
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes(`Site: ${url}`)) {
        clearTimeout(timer);
        resolve();
      }
    });
    child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the site exited (code ${code}) before it was ready:\n${output.slice(-2000)}`));
    });
  });
  return {
    url,
    stop: async () => {
      child.removeAllListeners('exit');
      const exited = new Promise((resolve) => child.once('exit', resolve));
      process.kill(-child.pid!, 'SIGTERM');
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 20_000))]);
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function lighthouseRun(url: string): Promise<RunResult> {
  // Both packages are ES modules only.
  const { launch } = (await import('chrome-launcher')) as ChromeLauncher;
  const lighthouse = ((await import('lighthouse')) as unknown as { default: (url: string, flags: object) => Promise<{ lhr: LighthouseResult }> })
    .default;
  const chrome = await launch({
    chromePath,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'],
  });
  try {
    // Lighthouse's default configuration is the mobile one: Moto G Power screen, slow 4G, 4x CPU slowdown (simulated).
    const { lhr } = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
    const metric = (id: string) => Number(lhr.audits[id]?.numericValue ?? NaN);
    const observedLcp = Number(
      (lhr.audits.metrics?.details as { items?: { observedLargestContentfulPaint?: number; observedTimeOrigin?: number }[] } | undefined)?.items?.[0]
        ?.observedLargestContentfulPaint ?? NaN,
    );
    const requests = ((lhr.audits['network-requests']?.details as { items?: NetworkRequest[] } | undefined)?.items ?? []) as NetworkRequest[];
    const scriptsBeforeLcp = requests
      .filter((r) => r.resourceType === 'Script' || /javascript/.test(r.mimeType ?? ''))
      .filter((r) => (r.networkEndTime ?? r.endTime ?? Infinity) <= observedLcp)
      .map((r) => r.url);
    return {
      performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
      lcpMs: metric('largest-contentful-paint'),
      fcpMs: metric('first-contentful-paint'),
      cls: metric('cumulative-layout-shift'),
      tbtMs: metric('total-blocking-time'),
      speedIndexMs: metric('speed-index'),
      scriptsBeforeLcp,
    };
  } finally {
    await chrome.kill();
  }
}

type LighthouseResult = {
  categories: Record<string, { score: number | null } | undefined>;
  audits: Record<string, { numericValue?: number; details?: unknown } | undefined>;
};

/** Each script's size as served gzip-compressed (level 6, what a CDN or the edge sends to a gzip-only client). */
async function gzippedSizes(urls: string[]): Promise<{ url: string; bytes: number }[]> {
  const sizes: { url: string; bytes: number }[] = [];
  for (const url of [...new Set(urls)]) {
    const body = Buffer.from(await (await fetch(url)).arrayBuffer());
    sizes.push({ url, bytes: zlib.gzipSync(body, { level: 6 }).length });
  }
  return sizes;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

function writeReadme(section: string) {
  const start = '<!-- results:start -->';
  const end = '<!-- results:end -->';
  const current = fs.readFileSync(readmeFile, 'utf8');
  const before = current.split(start)[0];
  const after = current.includes(end) ? current.split(end)[1] : '\n';
  fs.writeFileSync(readmeFile, `${before}${start}\n${section}\n${end}${after}`);
}

async function main() {
  const site = await startSite();
  try {
    const url = `${site.url}/`;
    // One warm-up load so first-build work on the edge (compression caches, lazy imports) is not measured.
    await fetch(url);
    const results: RunResult[] = [];
    for (let i = 0; i < runs; i += 1) {
      const result = await lighthouseRun(url);
      process.stdout.write(
        `run ${i + 1}: performance ${result.performance}, LCP ${Math.round(result.lcpMs)} ms, CLS ${result.cls.toFixed(3)}, TBT ${Math.round(result.tbtMs)} ms\n`,
      );
      results.push(result);
    }
    const summary = {
      performance: median(results.map((r) => r.performance)),
      lcpMs: median(results.map((r) => r.lcpMs)),
      fcpMs: median(results.map((r) => r.fcpMs)),
      cls: median(results.map((r) => r.cls)),
      tbtMs: median(results.map((r) => r.tbtMs)),
      speedIndexMs: median(results.map((r) => r.speedIndexMs)),
    };
    const scripts = await gzippedSizes(results[results.length - 1].scriptsBeforeLcp);
    const totalJs = scripts.reduce((sum, s) => sum + s.bytes, 0);
    const pass = {
      performance: summary.performance >= targets.performance,
      lcp: summary.lcpMs <= targets.lcpMs,
      cls: summary.cls <= targets.cls,
    };
    const mark = (ok: boolean) => (ok ? 'met' : '**missed**');
    const lines = [
      `Measured ${new Date().toISOString().slice(0, 10)}: median of ${runs} Lighthouse ${'12'} runs (mobile preset) on \`/\`, Chromium headless, ${os.cpus().length} CPU cores.`,
      '',
      '| metric | result | target | |',
      '|---|---|---|---|',
      `| Performance score | ${summary.performance} | ≥ ${targets.performance} | ${mark(pass.performance)} |`,
      `| Largest Contentful Paint | ${(summary.lcpMs / 1000).toFixed(2)} s | ≤ ${(targets.lcpMs / 1000).toFixed(1)} s | ${mark(pass.lcp)} |`,
      `| Cumulative Layout Shift | ${summary.cls.toFixed(3)} | ≤ ${targets.cls} | ${mark(pass.cls)} |`,
      `| First Contentful Paint | ${(summary.fcpMs / 1000).toFixed(2)} s | | |`,
      `| Total Blocking Time | ${Math.round(summary.tbtMs)} ms | | |`,
      `| Speed Index | ${(summary.speedIndexMs / 1000).toFixed(2)} s | | |`,
      `| JavaScript loaded before LCP (gzip) | ${kb(totalJs)} in ${scripts.length} files | | |`,
      '',
      'Scripts loaded before the largest contentful paint (gzip level 6):',
      '',
      '| file | gzip |',
      '|---|---|',
      ...scripts.map((s) => `| \`${new URL(s.url).pathname}\` | ${kb(s.bytes)} |`),
    ];
    writeReadme(lines.join('\n'));
    process.stdout.write(`\n${lines.join('\n')}\n\nWritten to ${path.relative(repoRoot, readmeFile)}\n`);
    if (!pass.performance || !pass.lcp || !pass.cls) process.exitCode = 1;
  } finally {
    await site.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
