/**
 * What each of the benchmark's 1,000 search terms costs the database, one after another: `explain` of the list's
 * query for every term on a library of BENCH_LIST_GUIDES guides (default 100,000), then the keys walked, the guides
 * read and the time per query (average, 99th percentile, most), and the slowest terms.
 * Run: `npx tsx bench/guides/search-explain.ts`.
 */
import { createTestTokens, startTestDatabase, testEnv } from '@claims/service-kit/testing';
import { buildApp } from '../../services/guides/src/app';
import { searchTerms as indexKeys } from '../../services/guides/src/repositories/title-search';
import { searchTerms } from './search-terms';
import { seedLibrary } from './support/seed-library';

const guides = Number(process.env.BENCH_LIST_GUIDES ?? 100_000);

type Row = { term: string; ms: number; keys: number; docs: number; returned: number };
type Explained = {
  executionStats: { totalKeysExamined: number; totalDocsExamined: number; nReturned: number };
};

function summary(name: string, values: number[], digits = 0) {
  const sorted = [...values].sort((a, b) => a - b);
  const average = sorted.reduce((sum, value) => sum + value, 0) / sorted.length;
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
  const f = (value: number) => value.toFixed(digits);
  return `${name}: average ${f(average)}, p99 ${f(at(0.99))}, most ${f(sorted[sorted.length - 1])}`;
}

async function main() {
  const database = await startTestDatabase();
  const tokens = createTestTokens();
  const app = await buildApp({
    env: testEnv(database, tokens, { LOG_LEVEL: 'silent', LIST_CACHE_TTL_MS: '0' }),
  });
  try {
    await seedLibrary(app.guidesRepository, guides);
    const collection = app.db.db!.collection('repair_guides');
    const rows: Row[] = [];
    for (const term of searchTerms()) {
      const started = performance.now();
      const explained = (await collection
        .find({ titlePrefixes: { $all: indexKeys(term) } })
        .sort({ createdAt: -1, _id: -1 })
        .limit(25)
        .explain('executionStats')) as unknown as Explained;
      const { totalKeysExamined, totalDocsExamined, nReturned } = explained.executionStats;
      rows.push({
        term,
        ms: performance.now() - started,
        keys: totalKeysExamined,
        docs: totalDocsExamined,
        returned: nReturned,
      });
    }
    process.stdout.write(
      `\n${rows.length} search terms, ${guides.toLocaleString('en-US')} guides, one after another\n`,
    );
    const column = (key: 'keys' | 'docs' | 'ms') => rows.map((row) => row[key]);
    const summaries = [
      summary('keys walked', column('keys')),
      summary('guides read', column('docs')),
      summary('ms per query', column('ms'), 2),
    ];
    process.stdout.write(`${summaries.join('\n')}\n\nSlowest:\n`);
    for (const row of [...rows].sort((a, b) => b.ms - a.ms).slice(0, 10))
      process.stdout.write(
        `  ${row.ms.toFixed(1)} ms, ${row.keys} keys, ${row.docs} read, ${row.returned} found: ${JSON.stringify(row.term)}\n`,
      );
  } finally {
    await app.close();
    await database.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
