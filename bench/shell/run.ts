/**
 * `npm run bench -- shell`: the shell's first-view JavaScript (gzipped, per file) and Lighthouse (mobile) on the
 * shell's own page (the 404 page, which loads no remote), on the whole site started like `npm start`.
 * Writes the results into the root README.md and fails when the shell's JavaScript is over its budget.
 *
 * BENCH_URL=http://127.0.0.1:8080 measures a site that is already running; BENCH_RUNS sets the number of runs.
 */
import os from 'node:os';
import path from 'node:path';
import { gzippedSizes, kb, measurePage, startSite, writeResults } from '../support/lighthouse-site';

const repoRoot = path.resolve(__dirname, '../..');
const readmeFile = path.join(repoRoot, 'README.md');
const runs = Number(process.env.BENCH_RUNS ?? 3);
/** The shell alone (react, react-dom, react-router, styled-components, react-query, federation runtime and its own code). */
const shellBudgetBytes = 200 * 1024;
const shellPage = '/bench-shell-only-page';

async function main() {
  const site = await startSite();
  try {
    const url = `${site.url}${shellPage}`;
    const { results, summary } = await measurePage(url, runs, { ignoreStatusCode: true });
    // Everything the 404 page loads is the shell's: remotes live under /mfe/ and are not needed there.
    const scripts = await gzippedSizes(results[results.length - 1].scripts);
    const shellScripts = scripts.filter((s) => !new URL(s.url).pathname.startsWith('/mfe/'));
    const remoteScripts = scripts.filter((s) => new URL(s.url).pathname.startsWith('/mfe/'));
    const shellBytes = shellScripts.reduce((sum, s) => sum + s.bytes, 0);
    const withinBudget = shellBytes <= shellBudgetBytes && remoteScripts.length === 0;
    const lines = [
      `Measured ${new Date().toISOString().slice(0, 10)} by \`npm run bench -- shell\`: median of ${runs} Lighthouse 12 runs (mobile preset: simulated slow 4G, 4x slower CPU) on the shell's own 404 page, Chromium headless, ${os.cpus().length} CPU cores.`,
      '',
      '| metric | result | budget | |',
      '|---|---|---|---|',
      `| Shell JavaScript, first view (gzip) | ${kb(shellBytes)} in ${shellScripts.length} files | ≤ ${kb(shellBudgetBytes)} | ${shellBytes <= shellBudgetBytes ? 'met' : '**over**'} |`,
      `| Remote JavaScript loaded on a shell-only page | ${remoteScripts.length} files | none | ${remoteScripts.length === 0 ? 'met' : '**loaded**'} |`,
      `| Performance score | ${summary.performance} | | |`,
      `| Largest Contentful Paint | ${(summary.lcpMs / 1000).toFixed(2)} s | | |`,
      `| First Contentful Paint | ${(summary.fcpMs / 1000).toFixed(2)} s | | |`,
      `| Cumulative Layout Shift | ${summary.cls.toFixed(3)} | | |`,
      `| Total Blocking Time | ${Math.round(summary.tbtMs)} ms | | |`,
      '',
      '| shell file | gzip |',
      '|---|---|',
      ...shellScripts.map((s) => `| \`${new URL(s.url).pathname}\` | ${kb(s.bytes)} |`),
    ];
    writeResults(readmeFile, lines.join('\n'), 'shell-bench');
    process.stdout.write(`\n${lines.join('\n')}\n\nWritten to README.md\n`);
    if (!withinBudget) process.exitCode = 1;
  } finally {
    await site.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
