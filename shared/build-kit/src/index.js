// Webpack + Module Federation config factories shared by the shell and every remote.
// Plain CommonJS so each package's webpack.config.js can require it without a loader.
const path = require('node:path');
const fs = require('node:fs');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { RouteListPlugin, readRouteList } = require('./route-list');

const repoRoot = path.resolve(__dirname, '../../..');

/** The only modules shared between the shell and the remotes (docs/platform.md, "Federation"). */
const sharedSingletons = [
  'react',
  'react-dom',
  'react-router-dom',
  'styled-components',
  '@tanstack/react-query',
  '@claims/web-kit',
];

/**
 * Shared libraries provided through a module of ours that re-exports only what the site uses (see router.mjs):
 * imports of the name still resolve to the shared singleton, and the rest of the library is left out of it.
 */
const sharedModules = {
  'react-router-dom': path.join(__dirname, 'router.mjs'),
};

/**
 * The page's script tags load `async` instead of `defer`. The page is already painted from the edge's prerendered
 * snapshot, so nothing waits for the script; `defer` ran it in the same task as the parser's end and the page's first
 * layout, one long task of both, where `async` runs it in a task of its own when it arrives. The shell waits for
 * the document to be parsed before it starts the app (shell/src/index.ts).
 */
class AsyncScriptsPlugin {
  apply(compiler) {
    compiler.hooks.compilation.tap('AsyncScriptsPlugin', (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTags.tap('AsyncScriptsPlugin', (data) => {
        for (const tag of data.assetTags.scripts) {
          tag.attributes.defer = false;
          tag.attributes.async = true;
        }
        return data;
      });
    });
  }
}

function readJson(file) {
  return JSON.parse(fs.readFileSync(file, 'utf8'));
}

/** Installed version of a package, resolved from the consuming package's folder (workspaces hoist to the root). */
function installedVersion(name, dir) {
  const pkgFile = require.resolve(`${name}/package.json`, { paths: [dir, repoRoot] });
  return readJson(pkgFile).version;
}

/**
 * Shared singleton config: requiredVersion comes from the package's own package.json range
 * (one version pinned for the workspace); a workspace `*` range becomes `^<installed version>`.
 */
function createSharedConfig(dir) {
  const pkg = readJson(path.join(dir, 'package.json'));
  const declared = { ...pkg.peerDependencies, ...pkg.devDependencies, ...pkg.dependencies };
  const shared = {};
  for (const name of sharedSingletons) {
    const version = installedVersion(name, dir);
    const range = declared[name];
    shared[name] = {
      singleton: true,
      requiredVersion: range && range !== '*' ? range : `^${version}`,
      version,
      ...(sharedModules[name] ? { import: sharedModules[name] } : {}),
    };
  }
  return shared;
}

function swcRule(test, tsx, dev) {
  return {
    test,
    // Workspace packages are symlinked, so their real paths (shared/*) are compiled while node_modules is not.
    exclude: /node_modules/,
    use: {
      loader: 'swc-loader',
      options: {
        jsc: {
          parser: { syntax: 'typescript', tsx },
          transform: { react: { runtime: 'automatic', development: dev } },
          target: 'es2020',
        },
        sourceMaps: true,
      },
    },
  };
}

/** Dev-server proxy target for /api (and, for the shell, /remotes.json and /mfe): the edge by default. */
function proxyTarget() {
  return process.env.API_PROXY_TARGET || 'http://127.0.0.1:8080';
}

function baseConfig({ name, dir, port, mode, html, federation }) {
  const dev = mode !== 'production';
  return {
    name,
    mode: dev ? 'development' : 'production',
    context: dir,
    entry: { main: './src/index.ts' },
    devtool: dev ? 'eval-cheap-module-source-map' : 'source-map',
    output: {
      path: path.join(dir, 'dist'),
      filename: dev ? '[name].js' : '[name].[contenthash].js',
      chunkFilename: dev ? '[name].js' : '[name].[contenthash].js',
      assetModuleFilename: 'assets/[name].[contenthash][ext]',
      uniqueName: name,
      publicPath: federation.publicPath,
      // A hung chunk request should end in the error boundary, not in a spinner for 2 minutes.
      chunkLoadTimeout: 20000,
      clean: true,
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.js', '.json'],
    },
    module: {
      rules: [
        swcRule(/\.ts$/, false, dev),
        swcRule(/\.tsx$/, true, dev),
        { test: /\.m?js$/, resolve: { fullySpecified: false } },
        // Contracts only declare constants and schemas: a page that needs the route table must not pull in every zod schema.
        { test: /[\\/]shared[\\/]contracts[\\/]src[\\/]/, sideEffects: false },
        {
          test: /\.(svg|png|jpe?g|gif|webp|ico)$/i,
          type: 'asset',
          parser: { dataUrlCondition: { maxSize: 2 * 1024 } },
        },
      ],
    },
    plugins: [
      new ModuleFederationPlugin({
        name,
        filename: 'remoteEntry.js',
        exposes: federation.exposes,
        remotes: {},
        shared: createSharedConfig(dir),
        // Remote entries are fetched only when a route needs them; one dead remote must not delay start-up.
        shareStrategy: 'loaded-first',
        runtimePlugins: federation.runtimePlugins,
        manifest: { fileName: 'mf-manifest.json' },
        dts: false,
        experiments: {
          // Browser-only builds: drop the runtime's Node.js loading paths from the first view.
          optimization: { target: 'web' },
          // A production remote uses the federation runtime of the shell that loads it (see
          // provide-runtime-core.mjs); the standalone dev frame keeps its own.
          externalRuntime: federation.externalRuntime === true && !dev,
        },
        dev: { disableLiveReload: true, disableHotTypesReload: true, disableDynamicRemoteTypeHints: true },
      }),
      ...(html.asyncScripts ? [new AsyncScriptsPlugin()] : []),
      new HtmlWebpackPlugin({
        template: path.join(__dirname, 'index.html'),
        // Absolute script URLs: the router serves deep paths like /repair-guide/42 from the same index.html.
        publicPath: '/',
        chunks: ['main'],
        title: html.title,
        templateParameters: { title: html.title, description: html.description, themeColor: '#0b4f9c' },
        favicon: html.favicon || path.join(__dirname, 'favicon.svg'),
      }),
    ],
    performance: { hints: false },
    stats: dev ? 'minimal' : 'normal',
    devServer: {
      host: '127.0.0.1',
      port,
      historyApiFallback: { index: '/index.html' },
      hot: false,
      liveReload: true,
      client: { overlay: { warnings: false, runtimeErrors: false } },
      // The shell, on another port, loads this build's manifest and chunks.
      headers: { 'Access-Control-Allow-Origin': '*' },
      proxy: [{ context: federation.proxyPaths, target: proxyTarget(), changeOrigin: true }],
      setupMiddlewares: federation.setupMiddlewares,
    },
  };
}

function modeFromEnv(argv) {
  return (argv && argv.mode) || process.env.NODE_ENV || 'development';
}

/**
 * Webpack config for a federated remote `mfe-<name>`: exposes `./Routes` only and emits mf-manifest.json.
 * The same build's `main` entry is the standalone frame used for solo development (`npm run dev`).
 * Use as `module.exports = (env, argv) => createRemoteConfig({ name, dir: __dirname, port }, argv)`.
 */
function createRemoteConfig({ name, dir, port, title }, argv) {
  if (!/^[a-z][a-z0-9_]*$/.test(name))
    throw new Error(`Remote name must be a JS identifier in lower case, got "${name}"`);
  const config = baseConfig({
    name,
    dir,
    port,
    mode: modeFromEnv(argv),
    html: { title: title || `${name} (standalone)`, description: `Standalone frame of the ${name} area.` },
    federation: {
      // Chunks resolve relative to wherever remoteEntry.js was loaded from (/mfe/<name>/ behind the edge).
      publicPath: 'auto',
      exposes: { './Routes': './src/app/routes.tsx' },
      runtimePlugins: [],
      externalRuntime: true,
      proxyPaths: ['/api'],
      setupMiddlewares: undefined,
    },
  });
  // dist/routes.json: the pages this remote serves, from src/config/paths.ts (see route-list.js).
  config.plugins.push(new RouteListPlugin({ name, dir }));
  return config;
}

/** `/remotes.json` for the shell's dev server when REMOTE_<NAME>_URL variables are set (same names as the edge). */
function remotesFromEnv(env) {
  // Any REMOTE_<NAME>_URL, so an area created after this file works without editing it.
  const remotes = {};
  for (const [key, url] of Object.entries(env)) {
    const match = /^REMOTE_([A-Z][A-Z0-9]*)_URL$/.exec(key);
    if (match && url) remotes[match[1].toLowerCase()] = url;
  }
  return remotes;
}

/** name → `{ title, pages }` from each remote's `routes.json` (beside its manifest); unreadable lists are left out. */
async function routeListsFor(remotes) {
  const entries = await Promise.all(
    Object.entries(remotes).map(async ([name, manifestUrl]) => {
      try {
        const response = await fetch(new URL('routes.json', manifestUrl), {
          signal: AbortSignal.timeout(2000),
        });
        if (!response.ok) return undefined;
        const { title, pages } = await response.json();
        return [name, { title, pages }];
      } catch {
        return undefined;
      }
    }),
  );
  return Object.fromEntries(entries.filter(Boolean));
}

/**
 * Webpack config for the shell (federation host). It knows no remote at build time: `/remotes.json` is read at start.
 * `runtimePlugins` are module paths bundled into the federation runtime.
 */
function createHostConfig({ dir, port, title, description, favicon, runtimePlugins = [] }, argv) {
  const devRemotes = remotesFromEnv(process.env);
  const serveRemotesLocally = Object.keys(devRemotes).length > 0;
  return baseConfig({
    name: 'shell',
    dir,
    port,
    mode: modeFromEnv(argv),
    // Only the shell's entry waits for the parsed document (shell/src/index.ts); the standalone frames keep `defer`.
    html: { title, description, favicon, asyncScripts: true },
    federation: {
      publicPath: '/',
      exposes: {},
      runtimePlugins: [require.resolve('./provide-runtime-core.mjs'), ...runtimePlugins],
      // Without REMOTE_* variables the dev server borrows /remotes.json and the remote builds from the edge.
      proxyPaths: serveRemotesLocally ? ['/api'] : ['/api', '/remotes.json', '/mfe'],
      setupMiddlewares: serveRemotesLocally
        ? (middlewares) => {
            middlewares.unshift({
              name: 'remotes-json',
              path: '/remotes.json',
              middleware: (_req, res) => {
                // Each remote's page list is read from beside its manifest, as the edge does.
                void routeListsFor(devRemotes).then((routes) => {
                  res.setHeader('content-type', 'application/json');
                  res.setHeader('cache-control', 'no-cache');
                  res.end(JSON.stringify({ remotes: devRemotes, routes }));
                });
              },
            });
            return middlewares;
          }
        : undefined,
    },
  });
}

module.exports = {
  createRemoteConfig,
  RouteListPlugin,
  readRouteList,
  createHostConfig,
  createSharedConfig,
  sharedSingletons,
  remotesFromEnv,
};
