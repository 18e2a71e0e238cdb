import { isStoredRecord, readSessionJson, writeSessionJson } from '../storage/session-json';

/**
 * Where each entry of this tab's history came from, so a page can tell where Back would go: `/auth` goes back to the
 * page that sent the visitor, instead of adding it to the history a second time. Entries are named by the router's
 * entry key (kept by the browser in `history.state`, unique across reloads and documents); each records its path and
 * the entry it was pushed from. Kept in session storage, which is per tab like the history itself.
 */
const storageKey = 'claims.history-trail.v1';
/** Entries kept; the oldest go first (a tab's history rarely matters further back than this). */
const maxEntries = 100;

/** The key the router gives the first entry of every document it starts on: not unique, so replaced by our own. */
const unnamedKey = 'default';
/** Where the entry's own key is kept in `history.state` when the router's is `unnamedKey`. */
const stateField = 'trailKey';

type TrailEntry = { path: string; from?: string };
/** Entries by `slot(key)`, oldest first. */
type Trail = Record<string, TrailEntry>;

/** A key as a property name that keeps insertion order (a key of digits alone would be sorted first). */
const slot = (key: string) => `k:${key}`;

function readTrail(): Trail {
  const stored = readSessionJson(storageKey);
  return isStoredRecord(stored) ? (stored as Trail) : {};
}

function writeTrail(trail: Trail) {
  const keys = Object.keys(trail);
  for (const key of keys.slice(0, Math.max(0, keys.length - maxEntries))) delete trail[key];
  // Refused by storage (full, a private window): pages fall back to going forward, as without a trail.
  writeSessionJson(storageKey, trail);
}

/**
 * A key for the entry on screen, whose router key is `routerKey`: that key, or for the first entry of a document
 * (which the router names `default`) one of our own, kept in the entry's `history.state` so it lasts across Back and
 * reloads.
 */
export function historyEntryKey(routerKey: string): string {
  if (routerKey !== unnamedKey) return routerKey;
  const state: unknown = window.history.state;
  const held =
    state && typeof state === 'object' ? (state as Record<string, unknown>)[stateField] : undefined;
  if (typeof held === 'string') return held;
  const key = `t-${Math.random().toString(36).slice(2, 10)}`;
  window.history.replaceState(
    { ...(state && typeof state === 'object' ? state : {}), [stateField]: key },
    '',
  );
  return key;
}

export type HistoryMove = 'PUSH' | 'REPLACE' | 'POP';

/**
 * Records the entry now on screen (`key` from `historyEntryKey`, showing `path`), reached by `move` from the entry `previousKey`: a push
 * comes from it, a replace takes its place (and so where it came from), a move Back or Forward changes nothing known.
 */
export function recordHistoryEntry(key: string, path: string, move: HistoryMove, previousKey?: string) {
  const trail = readTrail();
  const previous = previousKey === undefined ? undefined : trail[slot(previousKey)];
  const known = trail[slot(key)];
  let from: string | undefined;
  if (move === 'PUSH') from = previousKey;
  else if (move === 'REPLACE') from = previous?.from;
  else from = known?.from;
  delete trail[slot(key)];
  trail[slot(key)] = from === undefined ? { path } : { path, from };
  writeTrail(trail);
}

/** The path of the entry that the entry `key` was pushed from, when known: where Back goes from it. */
export function previousEntryPath(key: string): string | undefined {
  const trail = readTrail();
  const from = trail[slot(key)]?.from;
  return from === undefined ? undefined : trail[slot(from)]?.path;
}
