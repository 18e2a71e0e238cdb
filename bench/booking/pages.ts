/**
 * `npx tsx bench/booking/pages.ts` (also run by `npm run bench -- booking`): Lighthouse (mobile preset) on the
 * three booking pages of the whole site started like `npm start`; median of BENCH_RUNS runs (default 3) per page.
 * Target: performance >= 95 on each. Figures go in mfe-booking/README.md.
 *
 * BENCH_URL=http://127.0.0.1:8080 measures a site that is already running.
 */
import { measurePage, startSite } from '../support/lighthouse-site';

const runs = Number(process.env.BENCH_RUNS ?? 3);
const pages = ['/abby-recycling', '/abby-electronics', '/request-tech'];
const target = 95;

export async function benchPages() {
  const site = await startSite();
  const rows: string[] = [];
  try {
    for (const page of pages) {
      const { summary } = await measurePage(`${site.url}${page}`, runs);
      const { performance } = summary;
      rows.push(
        `| \`${page}\` | ${performance} ${performance >= target ? '(met)' : '(NOT met)'} | ${(summary.lcpMs / 1000).toFixed(2)} s | ${(summary.fcpMs / 1000).toFixed(2)} s | ${summary.cls.toFixed(3)} | ${Math.round(summary.tbtMs)} ms |`,
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
