/**
 * The remote names the edge knows by default (JS identifiers, `/remotes.json` keys, `mfe-<name>` folders).
 * Which paths each remote serves is not listed here: every remote publishes its own pages (`RemoteRouteList`).
 */
export const remoteNames = ['marketing', 'booking', 'trial', 'guides', 'media'] as const;
export type RemoteName = (typeof remoteNames)[number];

/**
 * A page of an area: its full path (a react-router pattern such as `/repair-guide/:id`) and its title, and how the
 * edge answers the first request for it.
 */
export type AreaPage = {
  path: string;
  title: string;
  /**
   * The page is for signed-in users: a request without the session cookie (`sessionCookieName`) is redirected here
   * before any code loads, `{from}` standing for the page's own address (path and query, URL-encoded). The page still
   * checks the session itself (the cookie only says a session was stored in this browser).
   */
  signedOutRedirect?: string;
  /**
   * The page is for signed-out visitors (sign-in): a request holding the session cookie is redirected before any code
   * loads, to the page named by the query parameter `returnParam` when that is another page of this site, else to
   * `to`. The page still checks the session itself and sends a signed-in visitor to the same place.
   */
  signedInRedirect?: SignedInRedirect;
  /**
   * The page is for signed-in users (its content needs an account), without the edge's redirect: Sign Out from it
   * goes to the home page. From a page that is neither this nor `signedOutRedirect`, a visitor signing out stays.
   */
  forSignedIn?: boolean;
  /** Query parameters that leave the page's first screen unchanged: its prerendered snapshot is sent with them too. */
  snapshotQuery?: readonly string[];
};

/** The page is for signed-in users: Sign Out leaves it (`forSignedIn`, `signedOutRedirect`). */
export const isPageForSignedIn = (page: AreaPage): boolean =>
  page.forSignedIn === true || page.signedOutRedirect !== undefined;

/** Where a signed-in visitor of a page for signed-out visitors goes instead (`AreaPage.signedInRedirect`). */
export type SignedInRedirect = { to: string; returnParam?: string };

/**
 * Set by the browser's session store while a session is stored, cleared when it ends (value `1`, no secret): lets the
 * edge send a signed-out visitor of a `signedOutRedirect` page to sign in with the first response.
 */
export const sessionCookieName = 'claims_session';

/**
 * Set by the browser's session store to the current access token (expiring with it), cleared when the session ends:
 * lets the edge fill the first screen of a page that shows the visitor's own record (`PrerenderedPage.data`). The
 * edge sends it only to the record's API as a bearer token; no API accepts it as a cookie.
 */
export const accessCookieName = 'claims_access';
/** An area's pages by key, as its `src/config/paths.ts` declares them (`pages`). */
export type AreaPages = Record<string, AreaPage>;

/**
 * `dist/routes.json`, published by every remote's build beside `mf-manifest.json`: the pages the remote serves.
 * The edge collects these into `/remotes.json`; the shell and the edge route by them.
 */
export type RemoteRouteList = { name: string; title: string; pages: AreaPage[] };

/**
 * `/remotes.json`, served by the edge: remote name → manifest URL (absolute or site-relative), and the pages each
 * remote published (its `routes.json` without the name). A remote whose list could not be read has no `routes` entry.
 */
export type RemotesManifest = {
  remotes: Record<string, string>;
  routes?: Record<string, Omit<RemoteRouteList, 'name'>>;
};

/** Body of `POST /api/client-errors`, the browser's error log endpoint on the edge. */
export type ClientErrorReport = {
  kind: 'not_found' | 'remote_load' | 'render';
  message: string;
  path: string;
};

/**
 * A page's above-the-fold content rendered at build time (a remote's `dist/prerender.json` is a list of these):
 * the edge puts it in the first response for `path`, and the shell shows it until the area renders live.
 * `css` is scoped to the `[data-prerendered]` wrapper, apart from the site's global base styles.
 */
export type PrerenderedPage = {
  path: string;
  html: string;
  css: string;
  /**
   * The first screen filled with the visitor's own data, for a page that shows one record (a case): `api` is the
   * record's API path with the page's parameters (`/api/trial/cases/:id`), read by the edge with the visitor's access
   * token (`accessCookieName`); `html` holds `{{field}}` and `{{field|fallback}}` placeholders (a dotted path into
   * the record's JSON), each replaced by the record's text. The edge sends it, and the record itself for the page's
   * first render, only when the read succeeds; otherwise `html` above.
   */
  data?: { api: string; html: string; css: string };
  /**
   * For a page that shows one public record (a guide): the record's API path with the page's parameters
   * (`/api/guides/:id`). The edge asks for it, without the visitor's token, before sending the page; when its service
   * answers 404 the page is sent with status 404 (it says so itself: 'Guide not found'), so a deleted or mistyped
   * address is not taken for a page by search engines and link checkers. Any other answer, or none within the limit,
   * sends the page as usual.
   */
  record?: string;
};

/** Any origin: `sameSitePath` resolves a path against it only to read the path back, never to fetch it. */
const pathBase = 'http://site.invalid';

/**
 * `value` as a page of this site to go to (after signing in), or null when it is not one: it must be an absolute path
 * (`/repair-guide/…?…#…`), not a scheme-relative `//host` or `/\host` that a browser would read as another site (as
 * given, or once its dot segments are resolved: `/..//evil.example` is `//evil.example`), without control characters,
 * and not `ownPath` (the page asking) or a path under it. Returns the path, query and fragment, dot segments resolved.
 * The edge checks a return address with it before any code loads, and the sign-in page again in the browser.
 */
export function sameSitePath(value: string | null | undefined, ownPath: string): string | null {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f]/.test(value)) return null;
  let url: URL;
  try {
    url = new URL(value, pathBase);
  } catch {
    return null;
  }
  if (url.origin !== pathBase || url.pathname.startsWith('//')) return null;
  if (url.pathname === ownPath || url.pathname.startsWith(`${ownPath}/`)) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}
