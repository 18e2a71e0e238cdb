import { sameSitePath, type AreaPage, type RemotesManifest } from '@claims/contracts';
import type { EdgeConfig } from '../config/env';
import {
  createPublishedFileReader,
  publishedFileSources,
  type PublishedFileReaderOptions,
} from './published-files';

export type AreaRoutes = NonNullable<RemotesManifest['routes']>[string];
export type RouteLists = {
  /** name → the pages its build published; a remote whose list could not be read is absent. */
  routes: Record<string, AreaRoutes>;
  /** Every remote's list was read: a path none of them has is certainly unknown. */
  complete: boolean;
};

/** Whether `pathname` is the page `pattern` (react-router syntax: `:param` is one segment, a final `*` the rest). */
export function matchesPage(pattern: string, pathname: string): boolean {
  const want = pattern.split('/').filter(Boolean);
  const have = pathname.split('/').filter(Boolean);
  for (let i = 0; i < want.length; i += 1) {
    if (want[i] === '*' && i === want.length - 1) return true;
    if (i >= have.length) return false;
    if (want[i].startsWith(':')) continue;
    let segment = have[i];
    try {
      segment = decodeURIComponent(segment);
    } catch {
      // a malformed escape is compared as written
    }
    if (want[i] !== segment) return false;
  }
  return want.length === have.length;
}

/**
 * The address of the page `pathname` names in other letter case (`/Request-Demo` → `/request-demo`): each fixed segment
 * spelled as the page's path spells it, each parameter kept as written (an id or a token is exact). Undefined when no
 * page matches that way.
 */
export function canonicalPagePath(lists: RouteLists, pathname: string): string | undefined {
  const have = pathname.split('/').filter(Boolean);
  for (const page of Object.values(lists.routes).flatMap((area) => area.pages)) {
    const want = page.path.split('/').filter(Boolean);
    if (want.length !== have.length || want.includes('*')) continue;
    const fits = want.every(
      (segment, i) => segment.startsWith(':') || segment.toLowerCase() === have[i].toLowerCase(),
    );
    if (fits) return `/${want.map((segment, i) => (segment.startsWith(':') ? have[i] : segment)).join('/')}`;
  }
  return undefined;
}

/** The page at `pathname`: a page with exactly that path first, else the first whose pattern matches it. */
export function findPage(lists: RouteLists, pathname: string): AreaPage | undefined {
  const pages = Object.values(lists.routes).flatMap((area) => area.pages);
  return (
    pages.find((page) => page.path === pathname) ?? pages.find((page) => matchesPage(page.path, pathname))
  );
}

/**
 * Where a signed-out visitor of `page` goes instead (its `signedOutRedirect`, `{from}` replaced by the address asked
 * for), or undefined when the page is open to everyone. Only a path on this site is ever returned.
 */
export function signedOutRedirect(page: AreaPage | undefined, requestUrl: string): string | undefined {
  const target = page?.signedOutRedirect;
  if (!target || !/^\/(?![/\\])/.test(target)) return undefined;
  return target.replace('{from}', encodeURIComponent(requestUrl));
}

/**
 * Where a signed-in visitor of `page` goes instead (its `signedInRedirect`): the page its return parameter names when
 * that is another page of this site (as the page itself decides: not a scheme-relative `//host` or `/\\host`, as given
 * or once its dot segments are resolved, no control characters, not the page itself), else its `to`. Undefined when
 * the page is not for signed-out visitors.
 */
export function signedInRedirect(page: AreaPage | undefined, requestUrl: string): string | undefined {
  const rule = page?.signedInRedirect;
  if (!rule || !/^\/(?![/\\])/.test(rule.to)) return undefined;
  const query = requestUrl.includes('?') ? requestUrl.slice(requestUrl.indexOf('?') + 1) : '';
  const asked = rule.returnParam ? new URLSearchParams(query).get(rule.returnParam) : null;
  return sameSitePath(asked, page!.path) ?? rule.to;
}

/** Whether every parameter of `query` (the part after `?`) is one the page's first screen does not depend on. */
export function snapshotFitsQuery(page: AreaPage | undefined, query: string): boolean {
  const ignored = page?.snapshotQuery ?? [];
  return [...new URLSearchParams(query).keys()].every((name) => ignored.includes(name));
}

/** Keeps a list only when it has the published shape (a remote's build writes it; an old or broken one is skipped). */
export function parseRouteList(body: unknown): AreaRoutes | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const { title, pages } = body as { title?: unknown; pages?: unknown };
  if (typeof title !== 'string' || !Array.isArray(pages)) return undefined;
  const valid = pages.filter(
    (page): page is AreaPage =>
      typeof page === 'object' &&
      page !== null &&
      typeof (page as AreaPage).path === 'string' &&
      (page as AreaPage).path.startsWith('/') &&
      typeof (page as AreaPage).title === 'string',
  );
  return {
    title,
    pages: valid.map((page) => {
      const kept: AreaPage = { path: page.path, title: page.title };
      if (typeof page.signedOutRedirect === 'string') kept.signedOutRedirect = page.signedOutRedirect;
      const signedIn = page.signedInRedirect as unknown;
      if (isSignedInRedirect(signedIn)) kept.signedInRedirect = signedIn;
      if (page.forSignedIn === true) kept.forSignedIn = true;
      if (Array.isArray(page.snapshotQuery))
        kept.snapshotQuery = page.snapshotQuery.filter((name) => typeof name === 'string');
      return kept;
    }),
  };
}

function isSignedInRedirect(value: unknown): value is AreaPage['signedInRedirect'] {
  if (typeof value !== 'object' || value === null) return false;
  const { to, returnParam } = value as { to?: unknown; returnParam?: unknown };
  return typeof to === 'string' && (returnParam === undefined || typeof returnParam === 'string');
}

/** Where each registered remote's `routes.json` is. */
export const routeListSources = (config: EdgeConfig) => publishedFileSources(config, 'routes.json');

/**
 * Reads every remote's published page list, as every published file is read (`createPublishedFileReader`): a rebuilt
 * remote's list is seen at once, a remote server's is fetched again every `remoteTtlMs`. A list that cannot be read is
 * left out.
 */
export function createRouteListReader(config: EdgeConfig, options: PublishedFileReaderOptions = {}) {
  const sources = routeListSources(config);
  const read = createPublishedFileReader(parseRouteList, undefined, options);

  return async function readRouteLists(): Promise<RouteLists> {
    const names = Object.keys(config.remotes);
    const lists = await Promise.all(
      names.map(async (name) => {
        const source = sources[name];
        if (!source) return undefined;
        return read(source);
      }),
    );
    const routes: Record<string, AreaRoutes> = {};
    names.forEach((name, i) => {
      const list = lists[i];
      if (list) routes[name] = list;
    });
    return { routes, complete: Object.keys(routes).length === names.length };
  };
}
