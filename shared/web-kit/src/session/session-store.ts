import type { Session, SignInBody, SignUpBody } from '@claims/contracts';
import { isApiRequestError } from '../api/api-error';
import { sendJson, type FetchLike } from '../api/http';
import {
  accessCookieName,
  isSession,
  parseStoredSession,
  sessionCookieName,
  sessionEndedStorageKey,
  sessionStorageKey,
} from './stored-session';

export type SessionListener = () => void;

/** The subset of the Web Locks API used to let one tab at a time renew the shared session. */
export type LockManagerLike = {
  request<T>(name: string, callback: () => Promise<T>): Promise<T>;
};

export type SessionStoreOptions = {
  storage?: Storage | null;
  fetch?: FetchLike;
  now?: () => number;
  /** Listen here for `storage` events from other tabs. */
  eventTarget?: Pick<Window, 'addEventListener' | 'removeEventListener'> | null;
  locks?: LockManagerLike | null;
  /** Renew this long before the access token expires. */
  renewBeforeMs?: number;
  /** After a renewal that failed without a verdict (network, 5xx), try again after this long, doubling each time. */
  retryDelayMs?: number;
  /** The longest wait between two failed renewals. */
  maxRetryDelayMs?: number;
  /** Two renewals are never closer than this (a token rejected right after renewal does not renew again). */
  minRenewalIntervalMs?: number;
  /** Prefix of the identity API (same origin by default). */
  apiBaseUrl?: string;
  /** Told of the session held (or none), at start and on every change (default: the cookies, `sessionCookies`). */
  marker?: SessionMarker | null;
};

/** What the marker is told while a session is held: its access token and how many more seconds the token is valid. */
export type MarkedSession = { accessToken: string; expiresInSeconds: number };

/**
 * Keeps a sign of the session where the server sees it: the edge redirects signed-out visitors of private pages,
 * and fills the first screen of a page showing the visitor's own record.
 */
export type SessionMarker = (session: MarkedSession | null) => void;

/** As long as the longest refresh token lives (30 days); every renewal sets it again. */
const sessionCookieMaxAgeSeconds = 30 * 24 * 60 * 60;

/**
 * The session cookie: `claims_session=1` while a session is stored, removed when it ends. It holds no secret (the
 * tokens stay in local storage and are sent as a header); it only lets the edge answer a signed-out visitor of a page
 * for signed-in users with a redirect to /auth instead of the page.
 */
export function sessionCookie(signedIn: boolean): void {
  if (typeof document === 'undefined') return;
  const secure = typeof location !== 'undefined' && location.protocol === 'https:' ? '; Secure' : '';
  const maxAge = signedIn ? sessionCookieMaxAgeSeconds : 0;
  document.cookie = `${sessionCookieName}=${signedIn ? '1' : ''}; Path=/; Max-Age=${maxAge}; SameSite=Lax${secure}`;
}

/**
 * The session cookie, and `claims_access` holding the access token until it expires (removed with the session): the
 * edge reads a page's record with it (`PrerenderedPage.data`), so a case page's first response already shows the
 * case. The token is the one local storage holds and scripts send as a header; no API accepts it as a cookie.
 */
export function sessionCookies(session: MarkedSession | null): void {
  sessionCookie(session !== null);
  if (typeof document === 'undefined') return;
  const secure = typeof location !== 'undefined' && location.protocol === 'https:' ? '; Secure' : '';
  const maxAge = session ? Math.max(0, Math.floor(session.expiresInSeconds)) : 0;
  const value = session && maxAge > 0 ? session.accessToken : '';
  document.cookie = `${accessCookieName}=${value}; Path=/; Max-Age=${maxAge}; SameSite=Lax${secure}`;
}

export type SessionStore = {
  getSession(): Session | null;
  subscribe(listener: SessionListener): () => void;
  signIn(body: SignInBody): Promise<Session>;
  signUp(body: SignUpBody): Promise<Session>;
  signOut(): Promise<void>;
  /** Renews the session now; concurrent callers share one request. Null when there is (no longer) a session. */
  refresh(): Promise<Session | null>;
  /** A token valid for at least a moment, renewing first when it is (nearly) expired. */
  getAccessToken(): Promise<string | null>;
  /**
   * Whether the last session was ended by the server (renewal refused: expired or revoked) within `sessionEndedShownForMs`,
   * rather than by signing out; false again once a session starts, or after `forgetSessionEnded`.
   */
  sessionEndedByServer(): boolean;
  forgetSessionEnded(): void;
  dispose(): void;
};

const refreshLockName = 'claims.session.refresh';

/** How long after a session was ended by the server the sign-in page still says so. */
export const sessionEndedShownForMs = 12 * 60 * 60 * 1000;

/** What local storage holds: the session and its expiry on this browser's clock (shared by every tab). */
type StoredSession = Session & { expiresAtLocal?: number };

type HeldSession = { session: Session; expiresAtLocal: number; lifetimeMs: number };

/** The refresh answer that means "this session is over", as opposed to "try again later". */
function isSessionRejected(error: unknown): boolean {
  return isApiRequestError(error) && (error.status === 400 || error.status === 401 || error.status === 403);
}

function defaultLocks(): LockManagerLike | null {
  if (typeof navigator === 'undefined') return null;
  const locks = (navigator as Navigator & { locks?: LockManagerLike }).locks;
  return locks && typeof locks.request === 'function' ? locks : null;
}

export function createSessionStore(options: SessionStoreOptions = {}): SessionStore {
  const storage = options.storage === undefined ? safeLocalStorage() : options.storage;
  const fetchImpl: FetchLike = options.fetch ?? ((input, init) => fetch(input, init));
  const now = options.now ?? Date.now;
  const eventTarget =
    options.eventTarget === undefined ? (typeof window === 'undefined' ? null : window) : options.eventTarget;
  const locks = options.locks === undefined ? defaultLocks() : options.locks;
  const renewBeforeMs = options.renewBeforeMs ?? 60_000;
  const retryDelayMs = options.retryDelayMs ?? 15_000;
  const maxRetryDelayMs = options.maxRetryDelayMs ?? 5 * 60_000;
  const minRenewalIntervalMs = options.minRenewalIntervalMs ?? 10_000;
  const apiBaseUrl = options.apiBaseUrl ?? '';
  const marker = options.marker === undefined ? sessionCookies : options.marker;

  const listeners = new Set<SessionListener>();
  let held: HeldSession | null = fromStorage(readStorage());
  let session: Session | null = held?.session ?? null;
  let renewalTimer: ReturnType<typeof setTimeout> | undefined;
  let refreshInFlight: Promise<Session | null> | null = null;
  let disposed = false;
  /** Renewals that failed in a row without a verdict: the wait before the next one doubles with each. */
  let failedRenewals = 0;
  /** No timer- or wake-driven renewal before this moment (back-off after failures). */
  let notBefore = 0;
  let lastRenewalAt = Number.NEGATIVE_INFINITY;

  /**
   * A session as received from the server, with its expiry on this browser's clock: the server says how many
   * seconds the token lives (`accessTokenExpiresIn`), counted from the moment the answer arrived, so a browser
   * clock that is minutes off neither renews constantly nor too late.
   */
  function received(next: Session): HeldSession {
    const lifetimeMs =
      typeof next.accessTokenExpiresIn === 'number'
        ? next.accessTokenExpiresIn * 1000
        : next.accessTokenExpiresAt - now();
    return { session: next, expiresAtLocal: now() + lifetimeMs, lifetimeMs };
  }

  function fromStorage(raw: string | null | undefined): HeldSession | null {
    const stored = parseStoredSession(raw);
    if (!stored) return null;
    const local = (stored as StoredSession).expiresAtLocal;
    const expiresAtLocal =
      typeof local === 'number' && Number.isFinite(local) ? local : stored.accessTokenExpiresAt;
    const lifetimeMs =
      typeof stored.accessTokenExpiresIn === 'number'
        ? stored.accessTokenExpiresIn * 1000
        : renewBeforeMs * 2;
    const { expiresAtLocal: _ignored, ...plain } = stored as StoredSession;
    return { session: plain, expiresAtLocal, lifetimeMs };
  }

  /** Undefined when there is no usable storage (blocked or absent): only the in-memory session counts then. */
  function readStorage(): string | null | undefined {
    try {
      return storage ? storage.getItem(sessionStorageKey) : undefined;
    } catch {
      return undefined;
    }
  }

  function writeStorage(next: HeldSession | null) {
    try {
      const stored: StoredSession | null = next
        ? { ...next.session, expiresAtLocal: next.expiresAtLocal }
        : null;
      if (stored) storage?.setItem(sessionStorageKey, JSON.stringify(stored));
      else storage?.removeItem(sessionStorageKey);
    } catch {
      // Storage can be full or blocked (private mode); the session still lives in memory for this tab.
    }
  }

  function noteSessionEnded(endedAt: number | null) {
    try {
      if (endedAt === null) storage?.removeItem(sessionEndedStorageKey);
      else storage?.setItem(sessionEndedStorageKey, String(endedAt));
    } catch {
      // Blocked storage: the sign-in page then does not say why.
    }
  }

  function sessionEndedByServer(): boolean {
    let raw: string | null | undefined;
    try {
      raw = storage?.getItem(sessionEndedStorageKey);
    } catch {
      return false;
    }
    const endedAt = Number(raw);
    return !!raw && Number.isFinite(endedAt) && now() - endedAt < sessionEndedShownForMs && !session;
  }

  function mark() {
    marker?.(
      held && session
        ? { accessToken: session.accessToken, expiresInSeconds: (held.expiresAtLocal - now()) / 1000 }
        : null,
    );
  }

  function notify() {
    for (const listener of [...listeners]) listener();
  }

  function clearTimer() {
    if (renewalTimer !== undefined) clearTimeout(renewalTimer);
    renewalTimer = undefined;
  }

  function scheduleAt(delayMs: number) {
    clearTimer();
    if (disposed || !session) return;
    renewalTimer = setTimeout(
      () => {
        renewalTimer = undefined;
        // Failures are handled inside (dropped or rescheduled); nobody awaits a timer-driven renewal.
        refresh().catch(() => undefined);
      },
      Math.max(0, delayMs),
    );
  }

  /** When to renew: `renewBeforeMs` ahead of expiry (at most half the token's life), never sooner than the back-off. */
  function renewalMoment(h: HeldSession): number {
    const lead = Math.min(renewBeforeMs, h.lifetimeMs / 2);
    return Math.max(h.expiresAtLocal - lead, notBefore, lastRenewalAt + minRenewalIntervalMs);
  }

  function scheduleRenewal() {
    if (!held) return clearTimer();
    scheduleAt(renewalMoment(held) - now());
  }

  /** Adopts a session (or its absence) without writing it back: used for other tabs' changes. */
  function adopt(next: HeldSession | null) {
    const changed = JSON.stringify(next?.session ?? null) !== JSON.stringify(session);
    held = next;
    session = next?.session ?? null;
    mark();
    scheduleRenewal();
    if (changed) notify();
  }

  function setSession(next: HeldSession | null) {
    writeStorage(next);
    adopt(next);
  }

  function isFresh(h: HeldSession) {
    return h.expiresAtLocal - Math.min(renewBeforeMs, h.lifetimeMs / 2) > now();
  }

  function needsRenewal(h: HeldSession) {
    return renewalMoment(h) <= now();
  }

  async function renew(startedWith: Session): Promise<Session | null> {
    const raw = readStorage();
    const stored = fromStorage(raw);
    if (raw !== undefined && !stored) {
      // Signed out in another tab meanwhile.
      adopt(null);
      return null;
    }
    // Another tab may have renewed (and so rotated the refresh token) while we waited: reuse its result.
    if (stored && stored.session.refreshToken !== startedWith.refreshToken && isFresh(stored)) {
      adopt(stored);
      return stored.session;
    }
    const current = stored?.session ?? session ?? startedWith;
    try {
      const next = await sendJson<unknown>(fetchImpl, `${apiBaseUrl}/api/auth/refresh`, {
        method: 'POST',
        body: { refreshToken: current.refreshToken },
      });
      if (!isSession(next)) throw new Error('The sign-in service answered with an unexpected session shape');
      failedRenewals = 0;
      notBefore = 0;
      lastRenewalAt = now();
      setSession(received(next));
      return next;
    } catch (error) {
      if (isSessionRejected(error)) {
        // Noted before the session goes, so whatever reacts to its end (a page sending the visitor to /auth) sees why.
        noteSessionEnded(now());
        setSession(null);
        return null;
      }
      // No verdict (offline, 5xx, 429): keep the session and try again later, waiting longer each time.
      failedRenewals++;
      const wait = Math.min(retryDelayMs * 2 ** (failedRenewals - 1), maxRetryDelayMs);
      notBefore = now() + wait;
      scheduleAt(wait);
      throw error;
    }
  }

  function refresh(): Promise<Session | null> {
    if (refreshInFlight) return refreshInFlight;
    const startedWith = session;
    if (!startedWith) return Promise.resolve(null);
    // Just renewed: a token refused now will not be helped by renewing again at once.
    if (now() - lastRenewalAt < minRenewalIntervalMs) return Promise.resolve(startedWith);
    const run = () => renew(startedWith);
    refreshInFlight = (locks ? locks.request(refreshLockName, run) : run()).finally(() => {
      refreshInFlight = null;
    });
    return refreshInFlight;
  }

  async function getAccessToken(): Promise<string | null> {
    if (!held || !session) return null;
    if (held.expiresAtLocal <= now() && notBefore <= now()) {
      try {
        return (await refresh())?.accessToken ?? null;
      } catch {
        // Renewal could not reach the server; the request will fail on its own with a readable error.
        return session?.accessToken ?? null;
      }
    }
    return session.accessToken;
  }

  async function authenticate(path: string, body: SignInBody | SignUpBody): Promise<Session> {
    const next = await sendJson<unknown>(fetchImpl, `${apiBaseUrl}${path}`, { method: 'POST', body });
    if (!isSession(next)) throw new Error('The sign-in service answered with an unexpected session shape');
    failedRenewals = 0;
    notBefore = 0;
    noteSessionEnded(null);
    setSession(received(next));
    return next;
  }

  async function signOut(): Promise<void> {
    const ending = session;
    noteSessionEnded(null);
    setSession(null);
    if (!ending) return;
    try {
      await sendJson(fetchImpl, `${apiBaseUrl}/api/auth/sign-out`, {
        method: 'POST',
        body: { refreshToken: ending.refreshToken },
      });
    } catch {
      // The local session is gone either way; an unrevoked refresh token expires on the server.
    }
  }

  const onStorage = (event: StorageEvent) => {
    if (event.key !== sessionStorageKey && event.key !== null) return;
    adopt(fromStorage(event.key === null ? null : event.newValue));
  };

  // A timer may have slept with the laptop; check again when the page is seen or the network returns.
  const onWake = () => {
    if (held && needsRenewal(held)) refresh().catch(() => undefined);
  };

  eventTarget?.addEventListener('storage', onStorage as EventListener);
  eventTarget?.addEventListener('online', onWake);
  eventTarget?.addEventListener('focus', onWake);
  // A session stored before the cookie existed (or a cookie left after the storage was cleared) is put right at once.
  mark();
  scheduleRenewal();

  return {
    getSession: () => session,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    signIn: (body) => authenticate('/api/auth/sign-in', body),
    signUp: (body) => authenticate('/api/auth/sign-up', body),
    signOut,
    refresh,
    getAccessToken,
    sessionEndedByServer,
    forgetSessionEnded: () => noteSessionEnded(null),
    dispose() {
      disposed = true;
      clearTimer();
      listeners.clear();
      eventTarget?.removeEventListener('storage', onStorage as EventListener);
      eventTarget?.removeEventListener('online', onWake);
      eventTarget?.removeEventListener('focus', onWake);
    },
  };
}

function safeLocalStorage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}
