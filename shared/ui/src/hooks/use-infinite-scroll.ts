import { useEffect, useRef } from 'react';

/**
 * Calls `onReachEnd` when the returned sentinel element scrolls within `rootMargin` of the viewport.
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
        if (entries.some((entry) => entry.isIntersecting)) callback.current();
      },
      { rootMargin },
    );
    observer.observe(sentinel);
    return () => observer.disconnect();
  }, [enabled, rootMargin]);

  return sentinelRef;
}
