import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { createAreaSandbox } from '../lib/area-sandbox';
import { appendContract, createArea } from '../lib/new-area';

jest.setTimeout(180_000);

const repoRoot = path.resolve(__dirname, '../..');
const bin = (name: string) => path.join(repoRoot, 'node_modules/.bin', name);
let sandbox: ReturnType<typeof createAreaSandbox>;

function run(command: string, args: string[]) {
  try {
    return execFileSync(bin(command), args, {
      cwd: sandbox.root,
      encoding: 'utf8',
      stdio: 'pipe',
      env: { ...process.env, FORCE_COLOR: '0' },
    });
  } catch (error) {
    const { stdout, stderr } = error as { stdout: string; stderr: string };
    throw new Error(`${command} ${args.join(' ')} failed:\n${stdout}\n${stderr}`);
  }
}

beforeAll(() => {
  sandbox = createAreaSandbox(repoRoot);
  createArea({ root: sandbox.root, name: 'parts', title: 'Parts Shop' });
});

afterAll(() => sandbox?.remove());

describe('npm run new-area -- parts (into a copy of the repository frame)', () => {
  it('creates the remote, the service and the contracts file in the one shape', () => {
    for (const file of [
      'mfe-parts/src/index.ts',
      'mfe-parts/src/app/routes.tsx',
      'mfe-parts/src/app/routes/home.tsx',
      'mfe-parts/src/config/paths.ts',
      'mfe-parts/src/lib/query-keys.ts',
      'mfe-parts/src/features/entries/api/get-entries.ts',
      'mfe-parts/test/app/routes/home.test.tsx',
      'mfe-parts/Dockerfile',
      'mfe-parts/README.md',
      'services/parts/src/app.ts',
      'services/parts/src/server.ts',
      'services/parts/src/config/env.ts',
      'services/parts/src/plugins/repositories.ts',
      'services/parts/src/routes/api/parts/index.ts',
      'services/parts/test/helper.ts',
      'services/parts/Dockerfile',
      'services/parts/README.md',
      'shared/contracts/src/parts.ts',
    ]) {
      expect(fs.existsSync(path.join(sandbox.root, file))).toBe(true);
    }
    expect(fs.readFileSync(path.join(sandbox.root, 'mfe-parts/src/config/paths.ts'), 'utf8')).toContain(
      "home: { path: '/parts', title: 'Parts Shop' }",
    );
    expect(fs.readFileSync(path.join(sandbox.root, 'shared/contracts/src/index.ts'), 'utf8')).toMatch(
      /export \* from '\.\/parts';\n$/,
    );
    const placeholders = /__(name|Name|NAME|Title|title|port|devPort)__/;
    const withPlaceholders = ['mfe-parts', 'services/parts']
      .flatMap((dir) =>
        fs
          .readdirSync(path.join(sandbox.root, dir), { recursive: true, encoding: 'utf8' })
          .map((f) => path.join(dir, f)),
      )
      .filter((file) => fs.statSync(path.join(sandbox.root, file)).isFile())
      .filter(
        (file) =>
          placeholders.test(file) ||
          placeholders.test(fs.readFileSync(path.join(sandbox.root, file), 'utf8')),
      );
    expect(withPlaceholders).toEqual([]);
  });

  it('registers the workspaces and the compose services behind the edge', () => {
    const pkg = JSON.parse(fs.readFileSync(path.join(sandbox.root, 'package.json'), 'utf8'));
    expect(pkg.workspaces).toEqual(expect.arrayContaining(['services/parts', 'mfe-parts']));
    const compose = parse(fs.readFileSync(path.join(sandbox.root, 'docker-compose.yml'), 'utf8'));
    expect(compose.services.parts.build.dockerfile).toBe('services/parts/Dockerfile');
    expect(compose.services.parts.depends_on.mongo.condition).toBe('service_healthy');
    expect(compose.services['mfe-parts'].build.dockerfile).toBe('mfe-parts/Dockerfile');
    expect(compose.services.edge.environment.SERVICE_PARTS_URL).toBe(
      `http://parts:${compose.services.parts.environment.PORT}`,
    );
    expect(compose.services.edge.environment.MFE_PARTS_UPSTREAM).toBe('http://mfe-parts:8080');
    expect(compose.services.edge.depends_on.parts.condition).toBe('service_healthy');
    expect(compose.services.edge.depends_on['mfe-parts'].condition).toBe('service_healthy');
  });

  it('refuses to overwrite an area that exists', () => {
    expect(() => createArea({ root: sandbox.root, name: 'parts' })).toThrow(
      /Not overwriting what exists: mfe-parts, services\/parts/,
    );
  });

  it("adds the first route's schemas to a contracts file the area already has, importing zod once", () => {
    const merged = appendContract(
      "import { z } from 'zod';\n\nexport const partsZip = z.string();\n",
      "import { z } from 'zod';\n\nexport const partsEntrySchema = z.object({});\n",
    );
    expect(merged.match(/from 'zod'/g)).toHaveLength(1);
    expect(merged).toContain('export const partsZip');
    expect(merged).toContain('export const partsEntrySchema');
  });

  it('refuses a name that cannot be a remote, a folder and an env name at once', () => {
    expect(() => createArea({ root: sandbox.root, name: 'Parts-Shop' })).toThrow(/one lower-case word/);
  });

  it('typechecks', () => {
    run('tsc', ['-p', 'mfe-parts', '--noEmit']);
    run('tsc', ['-p', 'services/parts', '--noEmit']);
  });

  it("lints clean, in the repository's Prettier style", () => {
    run('eslint', ['--max-warnings=0', 'mfe-parts', 'services/parts', 'shared/contracts/src/parts.ts']);
    run('prettier', ['--check', 'mfe-parts', 'services/parts', 'shared/contracts/src/parts.ts']);
  });

  it('lint refuses a feature that imports another feature', () => {
    const file = path.join(sandbox.root, 'mfe-parts/src/features/orders/api/get-orders.ts');
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, "export { getEntries as getOrders } from '../../entries/api/get-entries';\n");
    try {
      expect(() => run('eslint', ['--max-warnings=0', 'mfe-parts/src/features/orders'])).toThrow(
        /Features do not import each other/,
      );
    } finally {
      fs.rmSync(path.join(sandbox.root, 'mfe-parts/src/features/orders'), { recursive: true, force: true });
    }
  });

  it('passes its first tests (remote and service)', () => {
    run('jest', ['-c', 'mfe-parts/jest.config.js', '--ci']);
    run('jest', ['-c', 'services/parts/jest.config.js', '--ci']);
  });
});
