/**
 * `npx tsx bench/booking/pages.ts` (also run by `npm run bench -- booking`): Lighthouse (mobile preset) on the
 * three booking pages of the whole site started like `npm start`; median of BENCH_RUNS runs (default 3) per page.
 * Target: performance >= 95 on each. Figures go in mfe-booking/README.md.
 *
 * BENCH_URL=http://127.0.0.1:8080 measures a site that is already running.
 */
import { lighthouseRun, median, startSite, type RunResult } from '../support/lighthouse-site';

const runs = Number(process.env.BENCH_RUNS ?? 3);
const pages = ['/abby-recycling', '/abby-electronics', '/request-tech'];
const target = 95;

export async function benchPages() {
  const site = await startSite();
  const rows: string[] = [];
  try {
    for (const page of pages) {
      const url = `${site.url}${page}`;
      await fetch(url);
      const results: RunResult[] = [];
      for (let i = 0; i < runs; i += 1) {
        const result = await lighthouseRun(url);
        process.stdout.write(
          `${page} run ${i + 1}: performance ${result.performance}, LCP ${Math.round(result.lcpMs)} ms, CLS ${result.cls.toFixed(3)}, TBT ${Math.round(result.tbtMs)} ms\n`,
        );
        results.push(result);
      }
      const performance = median(results.map((r) => r.performance));
      rows.push(
        `| \`${page}\` | ${performance} ${performance >= target ? '(met)' : '(NOT met)'} | ${(median(results.map((r) => r.lcpMs)) / 1000).toFixed(2)} s | ${(median(results.map((r) => r.fcpMs)) / 1000).toFixed(2)} s | ${median(results.map((r) => r.cls)).toFixed(3)} | ${Math.round(median(results.map((r) => r.tbtMs)))} ms |`,
      );
    }
  } finally {
    await site.stop();
  }
  process.stdout.write(
    `\nLighthouse mobile, median of ${runs} runs\n| page | performance (target ${target}) | LCP | FCP | CLS | TBT |\n|---|---|---|---|---|---|\n${rows.join('\n')}\n`,
  );
}

if (require.main === module) {
  benchPages().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
