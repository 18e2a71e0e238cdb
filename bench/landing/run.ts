/**
 * `npm run bench -- landing`: Lighthouse (mobile, simulated slow 4G and a 4x slower CPU) on the landing page of
 * the whole site started like `npm start`, plus the gzipped JavaScript the page loads before its largest
 * contentful paint. Writes the results into bench/landing/README.md and fails when a target is missed.
 *
 * BENCH_URL=http://127.0.0.1:8080 measures a site that is already running; BENCH_RUNS sets the number of runs.
 */
import os from 'node:os';
import path from 'node:path';
import { gzippedSizes, kb, measurePage, startSite, writeResults } from '../support/lighthouse-site';

const repoRoot = path.resolve(__dirname, '../..');
const readmeFile = path.join(__dirname, 'README.md');
const runs = Number(process.env.BENCH_RUNS ?? 7);

/** The targets for the landing page. */
const targets = { performance: 95, lcpMs: 2000, cls: 0.02 };

async function main() {
  const site = await startSite();
  try {
    const url = `${site.url}/`;
    const { results, summary } = await measurePage(url, runs);
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
    writeResults(readmeFile, lines.join('\n'));
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
