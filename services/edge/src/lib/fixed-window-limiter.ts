/**
 * Counts events per key in fixed windows, in memory (one edge process). Small and bounded: at most `maxKeys`
 * keys are tracked per window; beyond that every new key counts against one shared overflow bucket.
 */
export function createFixedWindowLimiter(options: {
  max: number;
  windowMs: number;
  maxKeys?: number;
  now?: () => number;
}) {
  const now = options.now ?? Date.now;
  const maxKeys = options.maxKeys ?? 10_000;
  let windowStart = now();
  let counts = new Map<string, number>();

  return {
    /** Counts one event for `key`; false once the key has used up its window. */
    take(key: string): boolean {
      const current = now();
      if (current - windowStart >= options.windowMs) {
        windowStart = current;
        counts = new Map();
      }
      const bucket = counts.has(key) || counts.size < maxKeys ? key : '*overflow*';
      const used = (counts.get(bucket) ?? 0) + 1;
      counts.set(bucket, used);
      return used <= options.max;
    },
    /** Seconds until the current window ends. */
    retryAfterSeconds(): number {
      return Math.max(1, Math.ceil((windowStart + options.windowMs - now()) / 1000));
    },
  };
}
