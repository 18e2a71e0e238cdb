/**
 * `npm run bench`: runs every benchmark folder in bench/ (its `run.ts`) one after another,
 * so they do not compete for the machine's cores. `npm run bench -- guides` runs one.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const only = process.argv.slice(2);
const suites = fs
  .readdirSync(__dirname, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && fs.existsSync(path.join(__dirname, entry.name, 'run.ts')))
  .map((entry) => entry.name)
  .filter((name) => only.length === 0 || only.includes(name))
  .sort();

let failed = 0;
for (const suite of suites) {
  process.stdout.write(`\n=== bench/${suite} ===\n`);
  const result = spawnSync(process.execPath, ['--import', 'tsx', path.join(__dirname, suite, 'run.ts')], {
    stdio: 'inherit',
    cwd: path.resolve(__dirname, '..'),
  });
  if (result.status !== 0) {
    failed += 1;
    process.stdout.write(`bench/${suite} failed (exit ${result.status})\n`);
  }
}
process.exit(failed === 0 ? 0 : 1);
