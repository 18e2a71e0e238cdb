import fs from 'node:fs';
import path from 'node:path';

export type FrontendPackage = { name: string; short: string; dir: string; builtMarker: string };
export type AreaService = { area: string; dir: string; entry: string };

function readPackage(dir: string): { name: string; scripts?: Record<string, string> } | undefined {
  const file = path.join(dir, 'package.json');
  return fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) : undefined;
}

/** The shell and every remote that has a build script; a remote is built when its page list is missing. */
export function frontendPackages(repoRoot: string): FrontendPackage[] {
  const dirs = [
    'shell',
    ...fs
      .readdirSync(repoRoot)
      .filter((d) => d.startsWith('mfe-'))
      .sort(),
  ];
  return dirs.flatMap((short) => {
    const dir = path.join(repoRoot, short);
    const pkg = readPackage(dir);
    if (!pkg?.scripts?.build) return [];
    // A remote build without its page list (routes.json) predates route publication: build it again.
    const marker = short === 'shell' ? 'dist/index.html' : 'dist/routes.json';
    return [{ name: pkg.name, short, dir, builtMarker: path.join(dir, marker) }];
  });
}

/** Every area service (and the gateway) that has a server entry; the edge is started separately. */
export function areaServices(repoRoot: string): AreaService[] {
  const root = path.join(repoRoot, 'services');
  return fs
    .readdirSync(root)
    .filter((area) => area !== 'edge' && fs.existsSync(path.join(root, area, 'src/server.ts')))
    .sort()
    .map((area) => ({ area, dir: path.join(root, area), entry: 'src/server.ts' }));
}
