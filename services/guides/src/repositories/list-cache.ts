/**
 * Recently served list pages, kept for a few seconds.
 *
 * Almost every visitor of the library asks for the same first pages (newest, or newest in a category),
 * so one database query answers everyone who asks within `ttlMs`, and concurrent identical requests
 * share one query in flight. Adding or removing guides clears the cache at once (in this instance
 * directly, in the others through a change stream, see `GuidesRepository.watchLibrary`); views and likes
 * shown on the cards may be up to `ttlMs` old, while the guide page itself is always current.
 * A failed query is not kept.
 */
export class ListCache<T> {
  private readonly entries = new Map<string, { expires: number; value: Promise<T> }>();
  private readonly ttlMs: number;
  private readonly maxEntries: number;
  private readonly now: () => number;

  constructor(options: { ttlMs: number; maxEntries: number; now?: () => number }) {
    this.ttlMs = options.ttlMs;
    this.maxEntries = options.maxEntries;
    this.now = options.now ?? Date.now;
  }

  /** The cached value for `key`, or the result of `load` (then kept until it expires or the cache is cleared). */
  get(key: string, load: () => Promise<T>): Promise<T> {
    const now = this.now();
    const hit = this.entries.get(key);
    if (hit && hit.expires > now) return hit.value;
    if (hit) this.entries.delete(key);
    if (this.ttlMs <= 0) return load();
    const entry = { expires: now + this.ttlMs, value: load() };
    this.entries.set(key, entry);
    // Map order is insertion order: the first key is the oldest entry.
    if (this.entries.size > this.maxEntries) this.entries.delete(this.entries.keys().next().value as string);
    entry.value.catch(() => {
      if (this.entries.get(key) === entry) this.entries.delete(key);
    });
    return entry.value;
  }

  /** Forgets everything; queries already in flight still answer their callers but are not kept. */
  clear() {
    this.entries.clear();
  }

  get size() {
    return this.entries.size;
  }
}
