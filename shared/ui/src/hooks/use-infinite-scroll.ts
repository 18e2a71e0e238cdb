import { useEffect, useRef } from 'react';

/**
 * Calls `onReachEnd` when the returned sentinel element scrolls within `rootMargin` of the viewport, or is found above
 * it (the visitor is past the end).
 * Pass `enabled` false while a page loads: re-enabling re-observes, so a sentinel still in view fires again.
 */
export function useInfiniteScroll<T extends Element>(
  onReachEnd: () => void,
  enabled: boolean,
  rootMargin = '600px',
) {
  const sentinelRef = useRef<T>(null);
  const callback = useRef(onReachEnd);
  callback.current = onReachEnd;

  useEffect(() => {
    const sentinel = sentinelRef.current;
    if (!enabled || !sentinel || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        // Near the screen, or already above it: a visitor past the end (a reload restoring a position further down
        // than the first page reaches lands on the footer, which on a phone is taller than the margin).
        if (entries.some((entry) => entry.isIntersecting || entry.boundingClientRect.bottom < 0))
          callback.current();
      },
      { rootMargin },
    );
    observer.observe(sentinel);
    return () => observer.disconnect();
  }, [enabled, rootMargin]);

  return sentinelRef;
}
