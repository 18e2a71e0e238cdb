import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** Files at the repository root that an area's package, lint and tests read. */
const rootFiles = [
  'package.json',
  'tsconfig.json',
  'tsconfig.base.json',
  'tsconfig.web.json',
  'jest.base.js',
  'jest.config.js',
  'eslint.config.mjs',
  'docker-compose.yml',
  '.prettierrc',
  '.prettierrc.json',
  '.prettierignore',
];

/**
 * A throwaway copy of the repository's frame to generate an area into: root config files and `shared/contracts` are
 * copied (the generator edits them); every other shared package and every installed dependency is a symlink to the
 * real tree, and `node_modules/@claims/contracts` points at the copy. Existing areas are left out.
 */
export function createAreaSandbox(repoRoot: string): { root: string; remove: () => void } {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'area-sandbox-'));
  for (const file of rootFiles) {
    if (fs.existsSync(path.join(repoRoot, file)))
      fs.copyFileSync(path.join(repoRoot, file), path.join(root, file));
  }
  fs.mkdirSync(path.join(root, 'services'));
  fs.mkdirSync(path.join(root, 'shared'));
  for (const name of fs.readdirSync(path.join(repoRoot, 'shared'))) {
    const real = path.join(repoRoot, 'shared', name);
    if (name === 'contracts') {
      const copy = path.join(root, 'shared', name);
      fs.cpSync(real, copy, { recursive: true, filter: (f) => !f.includes('node_modules') });
      // TypeScript treats two packages with one name and version as one; the copy must win over the real one.
      const pkg = JSON.parse(fs.readFileSync(path.join(copy, 'package.json'), 'utf8')) as { version: string };
      pkg.version = `${pkg.version}-sandbox`;
      fs.writeFileSync(path.join(copy, 'package.json'), JSON.stringify(pkg, null, 2));
    } else fs.symlinkSync(real, path.join(root, 'shared', name), 'dir');
  }
  const modules = path.join(root, 'node_modules');
  fs.mkdirSync(path.join(modules, '@claims'), { recursive: true });
  for (const name of fs.readdirSync(path.join(repoRoot, 'node_modules'))) {
    if (name === '@claims') continue;
    fs.symlinkSync(path.join(repoRoot, 'node_modules', name), path.join(modules, name));
  }
  for (const name of fs.readdirSync(path.join(root, 'shared'))) {
    const pkgFile = path.join(root, 'shared', name, 'package.json');
    if (!fs.existsSync(pkgFile)) continue;
    const pkgName = (JSON.parse(fs.readFileSync(pkgFile, 'utf8')) as { name: string }).name;
    fs.symlinkSync(path.join(root, 'shared', name), path.join(modules, pkgName), 'dir');
  }
  return { root, remove: () => fs.rmSync(root, { recursive: true, force: true }) };
}
