import type { AreaPage } from '@claims/contracts';
import { fetchWithRetry } from '../../../lib/fetch-with-retry';
import { remotesManifestUrl, requestTimeoutMs, retryDelayMs } from '../../../config/remotes';

/** An area's published pages and its name as people read it. */
export type AreaRoutes = { title: string; pages: AreaPage[] };

/** `/remotes.json` as the shell uses it: name → absolute manifest URL, and name → the pages that remote serves. */
export type SiteManifest = { remotes: Record<string, string>; routes: Record<string, AreaRoutes> };

/** A remote name is a lower-case JS identifier (the federation name). */
const remoteName = /^[a-z][a-z0-9_]*$/;

function parseAreaRoutes(value: unknown): AreaRoutes | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const { title, pages } = value as { title?: unknown; pages?: unknown };
  if (typeof title !== 'string' || !Array.isArray(pages)) return undefined;
  return {
    title,
    pages: pages.filter(
      (page): page is AreaPage =>
        typeof page === 'object' &&
        page !== null &&
        typeof (page as AreaPage).path === 'string' &&
        (page as AreaPage).path.startsWith('/') &&
        typeof (page as AreaPage).title === 'string',
    ),
  };
}

/**
 * Keeps the well-formed entries of `/remotes.json`: remotes with a usable URL (made absolute), and the page list of
 * each of those remotes. A remote without a usable list stays registered; only its pages are unknown.
 */
export function parseRemotesManifest(body: unknown, baseUrl: string): SiteManifest {
  const { remotes, routes } = (typeof body === 'object' && body !== null ? body : {}) as {
    remotes?: unknown;
    routes?: unknown;
  };
  if (typeof remotes !== 'object' || remotes === null)
    throw new Error('/remotes.json has no "remotes" object');
  const result: SiteManifest = { remotes: {}, routes: {} };
  for (const [name, url] of Object.entries(remotes)) {
    if (!remoteName.test(name) || typeof url !== 'string' || !url.trim()) continue;
    try {
      result.remotes[name] = new URL(url, baseUrl).href;
    } catch {
      // An unusable URL leaves that area unavailable; the others still load.
      continue;
    }
    const list = parseAreaRoutes((routes as Record<string, unknown> | undefined)?.[name]);
    if (list) result.routes[name] = list;
  }
  return result;
}

/** Reads `/remotes.json` (remote name → manifest URL, and each remote's pages) with a time limit and one retry. */
export async function getRemotesManifest(fetchImpl?: typeof fetch): Promise<SiteManifest> {
  const response = await fetchWithRetry(
    remotesManifestUrl,
    { headers: { accept: 'application/json' }, cache: 'no-cache' },
    { timeoutMs: requestTimeoutMs, retries: 1, retryDelayMs, fetchImpl },
  );
  if (!response.ok) throw new Error(`${remotesManifestUrl} answered ${response.status}`);
  return parseRemotesManifest(await response.json(), window.location.href);
}
