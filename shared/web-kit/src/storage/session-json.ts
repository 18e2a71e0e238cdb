/**
 * JSON kept in this tab's sessionStorage: drafts, confirmations, notices and positions that should survive a reload
 * and be forgotten when the tab closes. Storage can be refused at any time (a private window, cookies blocked, the
 * quota full), and nothing kept there is ever needed for a page to work, so neither function throws: a read that
 * fails finds nothing, a write that fails is reported by its result and the page carries on without it.
 */

/** The value kept under `key`, or undefined when there is none, it is not JSON, or storage is refused. */
export function readSessionJson(key: string): unknown {
  try {
    const stored = sessionStorage.getItem(key);
    return stored === null ? undefined : JSON.parse(stored);
  } catch {
    return undefined;
  }
}

/** Keeps `value` under `key` as JSON (undefined forgets it); false when storage refused it. */
export function writeSessionJson(key: string, value: unknown): boolean {
  try {
    if (value === undefined) sessionStorage.removeItem(key);
    else sessionStorage.setItem(key, JSON.stringify(value));
    return true;
  } catch {
    return false;
  }
}

/** Forgets what is kept under `key`; false when storage is refused. */
export const forgetSessionJson = (key: string): boolean => writeSessionJson(key, undefined);

/** A plain object (not an array, not null) read from storage, for callers that pick its fields one by one. */
export const isStoredRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
