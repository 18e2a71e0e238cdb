/**
 * `npm run new-area -- <name> [--title "Human title"] [--no-install]`: a new area from the one template.
 * Then links the new workspaces (npm install, under the shared npm lock when there is one).
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { createArea } from './lib/new-area';

const repoRoot = path.resolve(__dirname, '..');
const args = process.argv.slice(2);
const titleIndex = args.indexOf('--title');
const title = titleIndex >= 0 ? args[titleIndex + 1] : undefined;
// The word after --title is the title, never the name.
const name = args.find((arg, i) => !arg.startsWith('--') && (titleIndex < 0 || i !== titleIndex + 1));

if (!name) {
  console.error('Usage: npm run new-area -- <name> [--title "Human title"] [--no-install]');
  process.exit(2);
}

try {
  const { names } = createArea({ root: repoRoot, name, title, log: (line) => console.info(line) });
  if (!args.includes('--no-install')) {
    // Links @claims/mfe-<name> and @claims/<name> into node_modules and records them in package-lock.json.
    const npm = ['npm', 'install', '--no-audit', '--no-fund'];
    const command = fs.existsSync('/usr/bin/flock') ? ['flock', '/tmp/npm.lock', ...npm] : npm;
    const result = spawnSync(command[0], command.slice(1), { cwd: repoRoot, stdio: 'inherit' });
    if (result.status !== 0) throw new Error('npm install failed; run it again to link the new workspaces');
  }
  console.info(`
The ${names.name} area is ready: mfe-${names.name} (dev frame on ${names.devPort}) and services/${names.name} (port ${names.port}).
Next (docs/new-area.md):
  npx jest mfe-${names.name} services/${names.name}
  npm run build -w @claims/mfe-${names.name}
  npm start          # the site serves /${names.name}
`);
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
