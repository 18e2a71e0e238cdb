/**
 * Lighthouse (mobile preset: simulated slow 4G, 4x slower CPU) on /video-ai and /pitch-decks of the whole site
 * started like `npm start` (or BENCH_URL), median of BENCH_RUNS runs (default 5) per page.
 */
import { lighthouseRun, median, startSite, type RunResult } from '../support/lighthouse-site';

export type PageResult = {
  path: string;
  performance: number;
  lcpMs: number;
  fcpMs: number;
  cls: number;
  tbtMs: number;
  runs: number[];
};

export async function benchPages(
  paths = ['/video-ai', '/pitch-decks'],
  runs = Number(process.env.BENCH_RUNS ?? 5),
): Promise<PageResult[]> {
  const site = await startSite();
  try {
    const results: PageResult[] = [];
    for (const path of paths) {
      const url = `${site.url}${path}`;
      await fetch(url); // warm the edge (first reads of the builds) before measuring
      const samples: RunResult[] = [];
      for (let i = 0; i < runs; i++) {
        const sample = await lighthouseRun(url);
        process.stdout.write(
          `${path} run ${i + 1}: performance ${sample.performance}, LCP ${Math.round(sample.lcpMs)} ms, TBT ${Math.round(sample.tbtMs)} ms, CLS ${sample.cls.toFixed(3)}\n`,
        );
        samples.push(sample);
      }
      results.push({
        path,
        performance: median(samples.map((s) => s.performance)),
        lcpMs: median(samples.map((s) => s.lcpMs)),
        fcpMs: median(samples.map((s) => s.fcpMs)),
        cls: median(samples.map((s) => s.cls)),
        tbtMs: median(samples.map((s) => s.tbtMs)),
        runs: samples.map((s) => s.performance),
      });
    }
    return results;
  } finally {
    await site.stop();
  }
}
