type Entry<T> = {
  value: Promise<T>;
  /** Until then the value is served as it is. */
  freshUntil: number;
  /** Until then an expired value is still served while a refresh runs in the background. */
  usableUntil: number;
  settled: boolean;
  refreshing: boolean;
};

/**
 * Recently served list pages, kept for a few seconds.
 *
 * Almost every visitor of the library asks for the same first pages (newest, or newest in a category),
 * so one database query answers everyone who asks within `ttlMs`, and concurrent identical requests
 * share one query in flight. For one more `ttlMs` after that an expired page is still answered while a
 * single background query refreshes it, so a busy page never makes its readers wait for the database.
 * Adding or removing guides clears the cache at once (in this instance directly, in the others through a
 * change stream, see `GuidesRepository.watchLibrary`); views and likes shown on the cards may be up to
 * two `ttlMs` old, while the guide page itself is always current. A failed query is not kept.
 */
export class ListCache<T> {
  private readonly entries = new Map<string, Entry<T>>();
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
    if (this.ttlMs <= 0) return load();
    const now = this.now();
    const entry = this.entries.get(key);
    if (entry) {
      if (entry.freshUntil > now || !entry.settled) return entry.value;
      if (entry.usableUntil > now) {
        if (!entry.refreshing) this.refresh(key, entry, load);
        return entry.value;
      }
      this.entries.delete(key);
    }
    return this.store(key, load(), now).value;
  }

  /** Forgets everything; queries already in flight still answer their callers but are not kept. */
  clear() {
    this.entries.clear();
  }

  get size() {
    return this.entries.size;
  }

  private store(key: string, value: Promise<T>, now: number): Entry<T> {
    const entry: Entry<T> = {
      value,
      freshUntil: now + this.ttlMs,
      usableUntil: now + 2 * this.ttlMs,
      settled: false,
      refreshing: false,
    };
    this.entries.delete(key);
    this.entries.set(key, entry);
    // Map order is insertion order: the first key is the oldest entry.
    if (this.entries.size > this.maxEntries) this.entries.delete(this.entries.keys().next().value as string);
    value.then(
      () => {
        entry.settled = true;
      },
      () => {
        if (this.entries.get(key) === entry) this.entries.delete(key);
      },
    );
    return entry;
  }

  /** Loads a new value for an expired entry; it replaces the entry only if nothing cleared it meanwhile. */
  private refresh(key: string, stale: Entry<T>, load: () => Promise<T>) {
    stale.refreshing = true;
    load().then(
      (value) => {
        if (this.entries.get(key) === stale) this.store(key, Promise.resolve(value), this.now());
      },
      () => {
        if (this.entries.get(key) === stale) this.entries.delete(key);
      },
    );
  }
}
