import type { Role, Session } from '@claims/contracts';

/** Local storage key of the browser session (docs/platform.md, "Identity"). */
export const sessionStorageKey = 'claims.session';

/**
 * Local storage key noting when the last session ended because the server refused to renew it (it expired or was
 * revoked), so the sign-in page can say why the visitor is there, in whichever tab or page load gets there.
 */
export const sessionEndedStorageKey = 'claims.session-ended';

/**
 * The cookie that tells the edge a session is stored (`sessionCookieName` of @claims/contracts, which the edge reads;
 * written out here so the shell's first view does not load the contracts and their schemas; a test keeps them equal).
 */
export const sessionCookieName = 'claims_session';

/** The cookie holding the current access token for the edge (`accessCookieName` of @claims/contracts, kept equal by a test). */
export const accessCookieName = 'claims_access';

const knownRoles = new Set<Role>(['customer', 'tech', 'insurance', 'admin']);

// A hand-written guard instead of the zod schema: web-kit is in the shell's first view, zod is not.
export function isSession(value: unknown): value is Session {
  if (typeof value !== 'object' || value === null) return false;
  const s = value as Record<string, unknown>;
  const user = s.user as Record<string, unknown> | null | undefined;
  return (
    typeof s.accessToken === 'string' &&
    typeof s.refreshToken === 'string' &&
    typeof s.accessTokenExpiresAt === 'number' &&
    Number.isFinite(s.accessTokenExpiresAt) &&
    typeof user === 'object' &&
    user !== null &&
    typeof user.id === 'string' &&
    typeof user.email === 'string' &&
    typeof user.fullName === 'string' &&
    Array.isArray(s.roles) &&
    s.roles.every((role) => knownRoles.has(role as Role))
  );
}

export function parseStoredSession(raw: string | null | undefined): Session | null {
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    return isSession(value) ? value : null;
  } catch {
    return null;
  }
}
