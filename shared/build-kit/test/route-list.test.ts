import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

// In plain Node, as webpack runs it (tsx's loader cannot hook jest's module system).
function readRouteList(options: { name: string; dir: string }) {
  const script = `
    try { process.stdout.write(JSON.stringify(require(${JSON.stringify(path.join(__dirname, '../src/route-list.js'))}).readRouteList(${JSON.stringify(options)}))); }
    catch (error) { process.stdout.write(JSON.stringify({ error: error.message })); }`;
  const result = JSON.parse(execFileSync(process.execPath, ['-e', script], { encoding: 'utf8' }));
  if (result.error) throw new Error(result.error);
  return result;
}

let dir: string;

function writePaths(source: string) {
  fs.mkdirSync(path.join(dir, 'src/config'), { recursive: true });
  fs.writeFileSync(path.join(dir, 'src/config/paths.ts'), source);
}

beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'route-list-'));
});

afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('the route list a remote publishes (dist/routes.json)', () => {
  it('lists every page of `pages` in order, with the area title, from TypeScript', () => {
    writePaths(`
      const base: string = '/parts';
      export const areaTitle = 'Parts shop';
      export const pages = {
        catalog: { path: base, title: 'Parts Catalog' },
        part: { path: \`\${base}/:id\`, title: 'Part' },
      } as const;
    `);
    expect(readRouteList({ name: 'parts', dir })).toEqual({
      name: 'parts',
      title: 'Parts shop',
      pages: [
        { path: '/parts', title: 'Parts Catalog' },
        { path: '/parts/:id', title: 'Part' },
      ],
    });
  });

  it('keeps how the edge answers a page: the redirects either way and the query its snapshot ignores', () => {
    writePaths(`
      export const areaTitle = 'Parts';
      export const pages = {
        signIn: {
          path: '/sign-in',
          title: 'Sign In',
          snapshotQuery: ['next'],
          signedInRedirect: { to: '/orders', returnParam: 'next' },
        },
        orders: { path: '/orders', title: 'Orders', signedOutRedirect: '/sign-in?next={from}' },
        cart: { path: '/cart', title: 'Cart', forSignedIn: true },
        shop: { path: '/shop', title: 'Shop', forSignedIn: false },
      };
    `);
    expect(readRouteList({ name: 'parts', dir }).pages).toEqual([
      {
        path: '/sign-in',
        title: 'Sign In',
        snapshotQuery: ['next'],
        signedInRedirect: { to: '/orders', returnParam: 'next' },
      },
      { path: '/orders', title: 'Orders', signedOutRedirect: '/sign-in?next={from}' },
      { path: '/cart', title: 'Cart', forSignedIn: true },
      { path: '/shop', title: 'Shop' },
    ]);
  });

  it('reads the file again after an edit (watch builds)', () => {
    writePaths(`export const areaTitle = 'Parts'; export const pages = { a: { path: '/a', title: 'A' } };`);
    expect(readRouteList({ name: 'parts', dir }).pages).toEqual([{ path: '/a', title: 'A' }]);
    writePaths(`export const areaTitle = 'Parts'; export const pages = { b: { path: '/b', title: 'B' } };`);
    expect(readRouteList({ name: 'parts', dir }).pages).toEqual([{ path: '/b', title: 'B' }]);
  });

  it.each([
    [`export const pages = { a: { path: '/a', title: 'A' } };`, /export `areaTitle`/],
    [`export const areaTitle = 'Parts';`, /export `pages`/],
    [
      `export const areaTitle = 'Parts'; export const pages = { a: { path: 'a', title: 'A' } };`,
      /pages\.a\.path must be a full path/,
    ],
    [
      `export const areaTitle = 'Parts'; export const pages = { a: { path: '/a', title: '' } };`,
      /pages\.a\.title must be/,
    ],
    [`export const areaTitle = 'Parts'; export const pages = {};`, /lists no page/],
    [
      `export const areaTitle = 'Parts'; export const pages = { a: { path: '/a', title: 'A', signedOutRedirect: '//evil.example' } };`,
      /pages\.a\.signedOutRedirect must be a path on this site/,
    ],
    [
      `export const areaTitle = 'Parts'; export const pages = { a: { path: '/a', title: 'A', forSignedIn: 'yes' } };`,
      /pages\.a\.forSignedIn must be true or false/,
    ],
    [
      `export const areaTitle = 'Parts'; export const pages = { a: { path: '/a', title: 'A', signedInRedirect: '/b' } };`,
      /pages\.a\.signedInRedirect\.to must be a path on this site/,
    ],
    [
      `export const areaTitle = 'Parts'; export const pages = { a: { path: '/a', title: 'A', signedInRedirect: { to: '/b', returnParam: 3 } } };`,
      /pages\.a\.signedInRedirect\.returnParam must be/,
    ],
    [
      `export const areaTitle = 'Parts'; export const pages = { a: { path: '/a', title: 'A', snapshotQuery: 'next' } };`,
      /pages\.a\.snapshotQuery must list/,
    ],
  ])('refuses a malformed paths.ts: %s', (source, message) => {
    writePaths(source);
    expect(() => readRouteList({ name: 'parts', dir })).toThrow(message);
  });
});
