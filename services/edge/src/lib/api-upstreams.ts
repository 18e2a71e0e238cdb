import type { UpstreamArea } from '../config/env';

/** URL prefixes served by each area's service; the trial service also owns identity. */
export const apiPrefixesByArea: Record<UpstreamArea, string[]> = {
  trial: ['/api/auth', '/api/trial'],
  marketing: ['/api/marketing'],
  booking: ['/api/booking'],
  guides: ['/api/guides'],
  media: ['/api/media'],
};

/** The prefixes of an area's API: its own, or `/api/<area>` for an area the edge learned of from configuration. */
export function apiPrefixesOf(area: string): string[] {
  return apiPrefixesByArea[area as UpstreamArea] ?? [`/api/${area}`];
}

/** The service that answers an API path (`/api/trial/cases/…` → the trial service's URL), if one is configured. */
export function apiUpstreamFor(upstreams: Record<string, string>, apiPath: string): string | undefined {
  for (const [area, upstream] of Object.entries(upstreams)) {
    const served = apiPrefixesOf(area).some(
      (prefix) => apiPath === prefix || apiPath.startsWith(`${prefix}/`) || apiPath.startsWith(`${prefix}?`),
    );
    if (served) return upstream;
  }
  return undefined;
}
