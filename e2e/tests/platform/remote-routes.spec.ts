import { execFileSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { test, expect } from '../../support/fixtures';
import { siteUrl } from '../../support/site';
import { createAreaSandbox } from '../../../scripts/lib/area-sandbox';
import { createArea } from '../../../scripts/lib/new-area';
import { buildApp } from '../../../services/edge/src/app';
import { parseEdgeEnv } from '../../../services/edge/src/config/env';

const repoRoot = path.resolve(__dirname, '../../..');
const shellDist = path.join(repoRoot, 'shell/dist');

/**
 * The links the shell's own chrome shows (header, its logo, the signed-in user's menu): the only page paths the
 * shell may contain.
 */
const chromeLinks = [
  '/',
  '/request-tech',
  '/abby-recycling',
  '/repair-guides',
  '/request-demo',
  '/auth',
  '/trial-dashboard',
];
/** Pages of the areas today (the spec's URLs), none of which the shell may know. */
const areaPagePaths = [
  '/join-network',
  '/join-store-network',
  '/join-rental-network',
  '/join-recycling-network',
  '/admin/leads',
  '/trial-dashboard/new-case',
  '/trial-dashboard/case/:id',
  '/dealer-portal',
  '/admin/users',
  '/repair-guide/:id',
  '/upload-guide',
  '/abby-electronics',
  '/admin/bookings',
  '/video-ai',
  '/pitch-decks',
];

function publishedPagePaths(): string[] {
  return fs
    .readdirSync(repoRoot)
    .filter((dir) => dir.startsWith('mfe-') && fs.existsSync(path.join(repoRoot, dir, 'dist/routes.json')))
    .flatMap((dir) => {
      const list = JSON.parse(fs.readFileSync(path.join(repoRoot, dir, 'dist/routes.json'), 'utf8'));
      return (list.pages as { path: string }[]).map((page) => page.path);
    });
}

function hashTree(dir: string): Record<string, string> {
  const hashes: Record<string, string> = {};
  for (const file of fs.readdirSync(dir, { recursive: true, encoding: 'utf8' }).sort()) {
    const full = path.join(dir, file);
    if (fs.statSync(full).isFile())
      hashes[file] = crypto.createHash('sha256').update(fs.readFileSync(full)).digest('hex');
  }
  return hashes;
}

test.describe('remotes own their routes', () => {
  test("the shell's production build contains no area page path other than its chrome's links", () => {
    const shellCode = fs
      .readdirSync(shellDist)
      .filter((file) => file.endsWith('.js') || file.endsWith('.html'))
      .map((file) => fs.readFileSync(path.join(shellDist, file), 'utf8'))
      .join('\n');
    const forbidden = [...new Set([...areaPagePaths, ...publishedPagePaths()])].filter(
      (p) => !chromeLinks.includes(p),
    );
    expect(forbidden.length).toBeGreaterThan(10);
    const found = forbidden.filter(
      (p) => shellCode.includes(`"${p}"`) || shellCode.includes(`'${p}'`) || shellCode.includes(`\`${p}\``),
    );
    expect(found).toEqual([]);
    // The chrome's links are there: the check reads the right files.
    expect(shellCode).toContain('"/request-tech"');
  });

  test('a remote rebuilt with a new page serves it in the running site; the shell files stay byte-identical', async ({
    page,
  }) => {
    test.setTimeout(300_000);
    const shellBefore = hashTree(shellDist);

    // A new area from the template, given a second page, built on its own (the shell is not rebuilt).
    const sandbox = createAreaSandbox(repoRoot);
    let edge: FastifyInstance | undefined;
    try {
      createArea({ root: sandbox.root, name: 'probe', title: 'Probe' });
      const remote = path.join(sandbox.root, 'mfe-probe');
      const pathsFile = path.join(remote, 'src/config/paths.ts');
      fs.writeFileSync(
        pathsFile,
        fs
          .readFileSync(pathsFile, 'utf8')
          .replace(
            "  home: { path: '/probe', title: 'Probe' },",
            "  home: { path: '/probe', title: 'Probe' },\n  news: { path: '/probe/news', title: 'Probe News' },",
          ),
      );
      const routesFile = path.join(remote, 'src/app/routes.tsx');
      fs.writeFileSync(
        routesFile,
        fs
          .readFileSync(routesFile, 'utf8')
          .replace(
            '        <Route path="*"',
            '        <Route path={pages.news.path} element={<h1>News of the probe area</h1>} />\n        <Route path="*"',
          ),
      );
      execFileSync(path.join(repoRoot, 'node_modules/.bin/webpack'), ['--mode', 'production'], {
        cwd: remote,
        stdio: 'pipe',
      });
      expect(JSON.parse(fs.readFileSync(path.join(remote, 'dist/routes.json'), 'utf8'))).toEqual({
        name: 'probe',
        title: 'Probe',
        pages: [
          { path: '/probe', title: 'Probe' },
          { path: '/probe/news', title: 'Probe News' },
        ],
      });

      // The site's edge with the new remote deployed beside the existing ones; the APIs are the running site's.
      const localRemoteDirs: Record<string, string> = { probe: path.join(remote, 'dist') };
      for (const dir of fs.readdirSync(repoRoot).filter((d) => d.startsWith('mfe-'))) {
        if (fs.existsSync(path.join(repoRoot, dir, 'dist/routes.json')))
          localRemoteDirs[dir.slice(4)] = path.join(repoRoot, dir, 'dist');
      }
      const remotes = Object.fromEntries(
        Object.keys(localRemoteDirs).map((name) => [name, `/mfe/${name}/mf-manifest.json`]),
      );
      edge = await buildApp({
        config: {
          env: parseEdgeEnv({ NODE_ENV: 'test', SHELL_DIST: shellDist }),
          localRemoteDirs,
          remoteUpstreams: {},
          remotes,
          upstreams: {
            trial: siteUrl,
            marketing: siteUrl,
            booking: siteUrl,
            guides: siteUrl,
            media: siteUrl,
          },
        },
      });
      const edgeUrl = await edge.listen({ port: 0, host: '127.0.0.1' });

      const response = await page.goto(`${edgeUrl}/probe/news`);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1, name: 'News of the probe area' })).toBeVisible();
      await expect(page).toHaveTitle('Probe News · Claim Assist');
      await expect(page.getByRole('contentinfo')).toContainText('© 2024');
      await page.screenshot({ path: 'e2e/test-results/screens/new-remote-page.png' });

      // The same lists decide the 404: a path the new remote does not publish.
      const missing = await page.goto(`${edgeUrl}/probe/old-news`);
      expect(missing?.status()).toBe(404);
      await expect(page.getByRole('heading', { level: 1, name: '404' })).toBeVisible();
      await expect(page).toHaveTitle('Page not found · Claim Assist');

      // An existing area still routes through the same shell.
      await page.goto(`${edgeUrl}/repair-guides`);
      await expect(page.getByRole('heading', { level: 1, name: 'Repair Guides' })).toBeVisible();
      await expect(page).toHaveTitle('Repair Guides · Claim Assist');
    } finally {
      await edge?.close();
      sandbox.remove();
    }
    expect(hashTree(shellDist)).toEqual(shellBefore);
  });

  test('an area whose page list cannot be read shows the unavailable panel, not a 404; other areas still route', async ({
    page,
  }) => {
    // /remotes.json as the edge sends it when the guides remote's routes.json could not be read.
    await page.route('**/remotes.json', async (route) => {
      const response = await route.fetch();
      const manifest = await response.json();
      delete manifest.routes.guides;
      await route.fulfill({ response, json: manifest });
    });
    await page.goto('/repair-guides');
    await expect(
      page.getByRole('heading', { level: 1, name: 'This section is temporarily unavailable' }),
    ).toBeVisible();
    await expect(page.getByRole('heading', { name: '404' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible();
    await page.screenshot({ path: 'e2e/test-results/screens/route-list-unreadable.png' });
    await page.getByRole('banner').getByRole('link', { name: 'Contact' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Request a Demo' })).toBeVisible();
    await expect(page).toHaveTitle('Request a Demo · Claim Assist');
  });

  test('the running site answers a path no remote publishes with status 404 and the 404 page', async ({
    page,
  }) => {
    const response = await page.goto('/no-area-has-this');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: '404' })).toBeVisible();
    const known = await page.goto('/repair-guides?category=HVAC');
    expect(known?.status()).toBe(200);
  });
});
