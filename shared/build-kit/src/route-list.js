// A remote publishes the pages it serves as `dist/routes.json` (docs/platform.md, "Federation"), read at build time
// from its own `src/config/paths.ts`: `pages` (key → { path, title }) and `areaTitle`. The edge collects these lists
// into /remotes.json, so the shell and the edge route by them and no page path is compiled into the shell.
const path = require('node:path');

const pathsModule = (dir) => path.resolve(dir, 'src', 'config', 'paths.ts');

function fail(file, message) {
  throw new Error(`${path.relative(process.cwd(), file)}: ${message}`);
}

/** `{ name, title, pages: [{ path, title, signedOutRedirect?, signedInRedirect?, forSignedIn?, snapshotQuery? }] }` from a remote's `src/config/paths.ts`; throws a readable error when malformed. */
function readRouteList({ name, dir }) {
  const file = pathsModule(dir);
  // Loaded through tsx (TypeScript, with whatever it imports); fresh each time, so watch builds see edits.
  const { require: tsxRequire } = require('tsx/cjs/api');
  const srcDir = path.resolve(dir, 'src');
  for (const key of Object.keys(require.cache)) if (key.startsWith(srcDir)) delete require.cache[key];
  const mod = tsxRequire(file, __filename);
  if (typeof mod.areaTitle !== 'string' || !mod.areaTitle.trim())
    fail(file, 'export `areaTitle`, the area name as people read it');
  if (typeof mod.pages !== 'object' || mod.pages === null)
    fail(file, 'export `pages`: { key: { path, title } } for every page of the area');
  const pages = Object.entries(mod.pages).map(([key, page]) => {
    if (!page || typeof page.path !== 'string' || !page.path.startsWith('/'))
      fail(file, `pages.${key}.path must be a full path starting with "/"`);
    if (typeof page.title !== 'string' || !page.title.trim())
      fail(file, `pages.${key}.title must be the page's title`);
    const entry = { path: page.path, title: page.title };
    if (page.signedOutRedirect !== undefined) {
      if (typeof page.signedOutRedirect !== 'string' || !/^\/(?![/\\])/.test(page.signedOutRedirect))
        fail(file, `pages.${key}.signedOutRedirect must be a path on this site starting with "/"`);
      entry.signedOutRedirect = page.signedOutRedirect;
    }
    if (page.signedInRedirect !== undefined) {
      const { to, returnParam } = page.signedInRedirect ?? {};
      if (typeof to !== 'string' || !/^\/(?![/\\])/.test(to))
        fail(file, `pages.${key}.signedInRedirect.to must be a path on this site starting with "/"`);
      if (returnParam !== undefined && (typeof returnParam !== 'string' || !returnParam))
        fail(file, `pages.${key}.signedInRedirect.returnParam must be a query parameter name`);
      entry.signedInRedirect = returnParam === undefined ? { to } : { to, returnParam };
    }
    if (page.forSignedIn !== undefined) {
      if (typeof page.forSignedIn !== 'boolean') fail(file, `pages.${key}.forSignedIn must be true or false`);
      if (page.forSignedIn) entry.forSignedIn = true;
    }
    if (page.snapshotQuery !== undefined) {
      if (!Array.isArray(page.snapshotQuery) || !page.snapshotQuery.every((p) => typeof p === 'string' && p))
        fail(file, `pages.${key}.snapshotQuery must list query parameter names`);
      entry.snapshotQuery = page.snapshotQuery;
    }
    return entry;
  });
  if (pages.length === 0) fail(file, '`pages` lists no page');
  return { name, title: mod.areaTitle, pages };
}

/** Emits `routes.json` beside `mf-manifest.json`; a malformed list fails the build. */
class RouteListPlugin {
  constructor({ name, dir }) {
    this.options = { name, dir };
  }

  apply(compiler) {
    const { webpack } = compiler;
    compiler.hooks.thisCompilation.tap('RouteListPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'RouteListPlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          compilation.fileDependencies.add(pathsModule(this.options.dir));
          try {
            const list = readRouteList(this.options);
            compilation.emitAsset(
              'routes.json',
              new webpack.sources.RawSource(`${JSON.stringify(list, null, 2)}\n`),
            );
          } catch (error) {
            compilation.errors.push(new webpack.WebpackError(`Route list: ${error.message}`));
          }
        },
      );
    });
  }
}

module.exports = { RouteListPlugin, readRouteList };
