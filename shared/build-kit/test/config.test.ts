import fs from 'node:fs';
import path from 'node:path';

// eslint-disable-next-line @typescript-eslint/no-require-imports -- the factories are plain CommonJS for webpack configs
const kit = require('../src/index.js');

const repoRoot = path.resolve(__dirname, '../../..');

function federationOptions(config: {
  plugins: Array<{ constructor: { name: string }; _options?: unknown; options?: unknown }>;
}) {
  const plugin = config.plugins.find((p) => p.constructor.name === 'ModuleFederationPlugin');
  if (!plugin) throw new Error('no ModuleFederationPlugin');
  return (plugin._options ?? plugin.options) as {
    name: string;
    exposes: unknown;
    remotes: unknown;
    manifest: unknown;
  };
}

describe('build-kit', () => {
  it('shares exactly the platform singletons, with the versions pinned in package.json', () => {
    const shared = kit.createSharedConfig(path.join(repoRoot, 'mfe-trial'));
    expect(Object.keys(shared).sort()).toEqual(
      [
        '@claims/web-kit',
        '@tanstack/react-query',
        'react',
        'react-dom',
        'react-router-dom',
        'styled-components',
      ].sort(),
    );
    expect(shared.react).toMatchObject({ singleton: true, requiredVersion: '19.3.1' });
    expect(shared['@claims/web-kit']).toMatchObject({ singleton: true, requiredVersion: '^0.1.0' });
    for (const entry of Object.values(shared) as Array<Record<string, unknown>>)
      expect(entry.eager).toBeUndefined();
    expect(shared['react-router-dom'].import).toBe(path.join(repoRoot, 'shared/build-kit/src/router.mjs'));
  });

  it('provides every React Router name the web sources import (a missing one would be undefined in the browser)', () => {
    const exported = new Set(
      /export \{([^}]*)\} from 'react-router'/
        .exec(fs.readFileSync(path.join(repoRoot, 'shared/build-kit/src/router.mjs'), 'utf8'))![1]
        .split(',')
        .map((name) => name.trim())
        .filter(Boolean),
    );
    const imported = new Map<string, string>();
    const sourceDirs = ['shell', 'mfe-booking', 'mfe-guides', 'mfe-marketing', 'mfe-media', 'mfe-trial']
      .map((area) => path.join(repoRoot, area, 'src'))
      .concat(['ui', 'web-kit'].map((lib) => path.join(repoRoot, 'shared', lib, 'src')));
    const visit = (dir: string) => {
      for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
        const file = path.join(dir, entry.name);
        if (entry.isDirectory()) visit(file);
        else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) {
          const text = fs.readFileSync(file, 'utf8');
          expect(text).not.toMatch(/import \* as \w+ from 'react-router/);
          for (const [, typeOnly, names] of text.matchAll(
            /import (type )?\{([^}]*)\} from 'react-router(?:-dom)?'/g,
          )) {
            if (typeOnly) continue;
            for (const name of names.split(',').map((part) => part.trim().split(/\s+as\s+/)[0]))
              if (name && !name.startsWith('type ')) imported.set(name, path.relative(repoRoot, file));
          }
        }
      }
    };
    sourceDirs.forEach(visit);
    expect(imported.size).toBeGreaterThan(8);
    const missing = [...imported]
      .filter(([name]) => !exported.has(name))
      .map(([name, file]) => `${name} (${file})`);
    expect(missing).toEqual([]);
  });

  it('builds a remote that exposes only ./Routes, emits mf-manifest.json and hashes production files', () => {
    const config = kit.createRemoteConfig(
      { name: 'trial', dir: path.join(repoRoot, 'mfe-trial'), port: 3999 },
      { mode: 'production' },
    );
    const mf = federationOptions(config);
    expect(mf.name).toBe('trial');
    expect(mf.exposes).toEqual({ './Routes': './src/app/routes.tsx' });
    expect(mf.manifest).toEqual({ fileName: 'mf-manifest.json' });
    expect(config.output.publicPath).toBe('auto');
    expect(config.output.filename).toContain('[contenthash]');
    expect(config.entry).toEqual({ main: './src/index.ts' });
    expect(config.devServer.proxy[0]).toMatchObject({ context: ['/api'], target: 'http://127.0.0.1:8080' });
  });

  it('builds the host with no remote baked in', () => {
    const config = kit.createHostConfig(
      { dir: path.join(repoRoot, 'shell'), port: 3998, title: 'Site' },
      { mode: 'development' },
    );
    const mf = federationOptions(config);
    expect(mf.name).toBe('shell');
    expect(mf.remotes).toEqual({});
    expect(mf.exposes).toEqual({});
    expect(config.output.publicPath).toBe('/');
    expect(config.devServer.historyApiFallback).toBeTruthy();
  });

  it('rejects a remote name that is not a JS identifier', () => {
    expect(() => kit.createRemoteConfig({ name: 'mfe-trial', dir: repoRoot, port: 1 }, {})).toThrow(
      'JS identifier',
    );
  });

  it('serves /remotes.json from REMOTE_<NAME>_URL in the shell dev server', () => {
    expect(
      kit.remotesFromEnv({
        REMOTE_TRIAL_URL: 'http://127.0.0.1:3003/mf-manifest.json',
        REMOTE_PARTS_URL: 'http://127.0.0.1:3107/mf-manifest.json',
        OTHER: 'x',
      }),
    ).toEqual({
      trial: 'http://127.0.0.1:3003/mf-manifest.json',
      parts: 'http://127.0.0.1:3107/mf-manifest.json',
    });
  });
});
