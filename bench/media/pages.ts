/**
 * Lighthouse (mobile preset: simulated slow 4G, 4x slower CPU) on /video-ai and /pitch-decks of the whole site
 * started like `npm start` (or BENCH_URL), median of BENCH_RUNS runs (default 5) per page.
 */
import { measurePage, startSite } from '../support/lighthouse-site';

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
      const { results: samples, summary } = await measurePage(`${site.url}${path}`, runs);
      const { performance, lcpMs, fcpMs, cls, tbtMs } = summary;
      results.push({ path, performance, lcpMs, fcpMs, cls, tbtMs, runs: samples.map((s) => s.performance) });
    }
    return results;
  } finally {
    await site.stop();
  }
}
