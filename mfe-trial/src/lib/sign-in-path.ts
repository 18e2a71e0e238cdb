import { noticeParam, paths, returnToParam, type SignInNotice } from '../config/paths';

/**
 * /auth, asking to come back to `from` after signing in (the dashboard is where sign-in goes anyway), and to show
 * `notice` on arrival. The edge sends a signed-out browser to the same address (`signedOutRedirect` in `pages`).
 */
export function signInPath(from: string, notice?: SignInNotice): string {
  const query = new URLSearchParams();
  if (from !== paths.dashboard) query.set(returnToParam, from);
  if (notice) query.set(noticeParam, notice);
  const search = query.toString();
  return search ? `${paths.auth}?${search}` : paths.auth;
}
