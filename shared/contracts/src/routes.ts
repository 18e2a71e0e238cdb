/**
 * Which remote owns which route. The shell mounts each remote at these paths;
 * each remote renders its own <Routes> with the same full paths.
 */
export const remoteNames = ['marketing', 'booking', 'trial', 'guides', 'media'] as const;
export type RemoteName = (typeof remoteNames)[number];

export const remoteRoutes: Record<RemoteName, readonly string[]> = {
  marketing: [
    '/',
    '/request-demo',
    '/join-network',
    '/join-store-network',
    '/join-rental-network',
    '/join-recycling-network',
    '/admin/leads',
  ],
  booking: ['/abby-recycling', '/abby-electronics', '/request-tech', '/admin/bookings'],
  trial: [
    '/auth',
    '/trial-dashboard',
    '/trial-dashboard/new-case',
    '/trial-dashboard/case/:id',
    '/dealer-portal',
    '/admin/users',
  ],
  guides: ['/repair-guides', '/repair-guide/:id', '/upload-guide', '/admin'],
  media: ['/video-ai', '/pitch-decks'],
};

/** A page of an area: its full path (a react-router pattern such as `/repair-guide/:id`) and its title. */
export type AreaPage = { path: string; title: string };
/** An area's pages by key, as its `src/config/paths.ts` declares them (`pages`). */
export type AreaPages = Record<string, AreaPage>;

/**
 * `dist/routes.json`, published by every remote's build beside `mf-manifest.json`: the pages the remote serves.
 * The edge collects these into `/remotes.json`; the shell and the edge route by them.
 */
export type RemoteRouteList = { name: string; title: string; pages: AreaPage[] };

/** Human name of each area, used by the "temporarily unavailable" panel. */
export const remoteTitles: Record<RemoteName, string> = {
  marketing: 'Home and partner network',
  booking: 'Booking',
  trial: 'Trial system',
  guides: 'Repair guides',
  media: 'Video and pitch decks',
};

/** `/remotes.json`, served by the edge: remote name → manifest URL (absolute or site-relative). */
export type RemotesManifest = { remotes: Partial<Record<RemoteName, string>> };

/** Body of `POST /api/client-errors`, the browser's error log endpoint on the edge. */
export type ClientErrorReport = { kind: 'not_found' | 'remote_load' | 'render'; message: string; path: string };

/**
 * A page's above-the-fold content rendered at build time (a remote's `dist/prerender.json` is a list of these):
 * the edge puts it in the first response for `path`, and the shell shows it until the area renders live.
 * `css` is scoped to the `[data-prerendered]` wrapper, apart from the site's global base styles.
 */
export type PrerenderedPage = { path: string; html: string; css: string };
