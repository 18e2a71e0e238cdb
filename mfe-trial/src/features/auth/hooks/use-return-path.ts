import { useSearchParams } from 'react-router-dom';
import { paths, returnToParam } from '../../../config/paths';

/**
 * `value` as a path on this site to return to after signing in, or null when it is not one: it must be
 * an absolute path (`/repair-guide/…?…#…`), not a scheme-relative `//host` or `/\host` that a browser would
 * read as another site (as given, or once its dot segments are resolved), without control characters, and not
 * /auth itself.
 */
export function safeReturnPath(value: string | null, origin = window.location.origin): string | null {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f]/.test(value)) return null;
  let url: URL;
  try {
    url = new URL(value, origin);
  } catch {
    return null;
  }
  if (url.origin !== origin || url.pathname === paths.auth || url.pathname.startsWith(`${paths.auth}/`))
    return null;
  // Dot segments can resolve to a scheme-relative path (`/..//evil.com` is `//evil.com`), which is another site.
  if (url.pathname.startsWith('//')) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** Where to go after signing in or up: the validated `returnTo` of the address, or the dashboard. */
export function useReturnPath(): string {
  const [searchParams] = useSearchParams();
  return safeReturnPath(searchParams.get(returnToParam)) ?? paths.dashboard;
}
